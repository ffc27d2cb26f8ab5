/**
 * Configuration, parsed once from the environment. Every bad variable is reported together,
 * so that a deployment learns all of its mistakes in one start.
 */

import ipaddr from 'ipaddr.js';
import { parseSecretKey } from './domain/secrets/secret-box.js';

export type RateLimitStoreKind = 'memory' | 'postgres' | 'redis';
export type ReadPositionStoreKind = 'memory' | 'postgres' | 'redis';
export type LogFormat = 'auto' | 'json' | 'pretty';

export interface Config {
  /**
   * The key that seals the secrets the server reads back (webhook signing secrets), and older
   * ones that only open during a rotation. Unset: the embedded default keeps one in its data
   * directory; with DATABASE_URL the start refuses (see `secret-key.ts`).
   */
  secrets: { key: Buffer | undefined; oldKeys: Buffer[] };
  host: string;
  port: number;
  testPort: number;
  adminHost: string;
  adminPort: number;
  console: {
    /** The account console's listener (its own origin: the public API refuses browsers). */
    port: number;
    /** Where people reach the console, for the links in e-mails; `https://…` makes its cookies Secure. */
    url: string;
  };
  mail: {
    /** `smtp://` or `smtps://` server; unset writes each message under `<dataDir>/outbox/`. */
    smtpUrl: string | undefined;
    /** The sender of every message. */
    from: string;
  };
  /** `postgres://…` for a PostgreSQL server; unset means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * Whether the hottest fixed statements run as named prepared statements on PostgreSQL.
   * Off behind a pooler that hands each transaction a different server connection and does
   * not track prepared statements (PgBouncer in transaction mode before 1.21).
   */
  databasePreparedStatements: boolean;
  /** Longest a statement may run on PostgreSQL (`statement_timeout`) before it is cancelled. */
  databaseStatementTimeoutMs: number;
  /** Longest a request waits for a database connection (a free one, or a new one) before a 503. */
  databaseAcquireTimeoutMs: number;
  /**
   * Streaming replicas of the primary that may serve the public API's reads
   * (DATABASE_REPLICA_URLS); empty: every read goes to the primary, as without them.
   */
  replicas: {
    urls: string[];
    /** A replica further behind the primary than this is left out until it catches up. */
    maxLagMs: number;
    /** How often each replica's replay position is read. */
    pollMs: number;
    /** Where each API key's position is kept: shared by every process (redis, postgres) or not (memory). */
    positionStore: ReadPositionStoreKind;
  };
  dataDir: string;
  adminToken: string | undefined;
  logLevel: string;
  /**
   * `pretty` (readable lines) or `json` (one object per line, for collectors); `auto` is
   * pretty when stdout is a terminal and JSON otherwise (a pipe, a file, CI, the tests).
   */
  logFormat: LogFormat;
  http: {
    /** Time a client has to send a request's headers. */
    headersTimeoutMs: number;
    /** Time a client has to send a whole request, headers and body. */
    requestTimeoutMs: number;
    /** On SIGTERM or SIGINT, how long requests in flight may take to finish before they are cut. */
    shutdownGraceMs: number;
    /**
     * The proxies (addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`) whose
     * `X-Forwarded-For` is believed: a request from one of them is taken to come from the
     * address that header names last before them. Empty: the connection's own address.
     */
    trustProxy: string[];
  };
  rateLimit: {
    store: RateLimitStoreKind;
    /** `redis://…` when the store is Redis. */
    redisUrl: string | undefined;
    perKeyPerMinute: number;
    perAccountPerMinute: number;
    writesPerKeyPerMinute: number;
    /**
     * Device sync requests per minute per device, apart from the API keys' limits. The whole
     * minute's allowance may come at once: a register catching up after hours offline.
     */
    perDevicePerMinute: number;
  };
  editsMinAppVersion: string;
  /** Whether an empty database gets a demo business on start. */
  seedDemo: boolean;
  /** How long a verified API key may be served from memory before it is read again. */
  authCacheTtlMs: number;
  webhooks: {
    /** Whether this process runs the jobs, webhook deliveries and e-mail (`caja worker` runs them apart). */
    worker: boolean;
    /** Jobs (webhook deliveries, e-mails) in flight at once in one process. */
    concurrency: number;
    /** Test-environment endpoints may use http and loopback addresses (local development). */
    allowLoopback: boolean;
  };
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SEMVER = /^\d+\.\d+\.\d+$/;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name}="${raw}" debe ser un entero entre ${min} y ${max}.`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, fallback: T, allowed: readonly T[]): T => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!allowed.includes(raw as T)) {
      problems.push(`${name}="${raw}" debe ser uno de: ${allowed.join(', ')}.`);
      return fallback;
    }
    return raw as T;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    problems.push(`${name}="${raw}" debe ser true o false.`);
    return fallback;
  };

  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL debe empezar por postgres:// (o no definirse para usar la base embebida).');
  }
  const editsMinAppVersion = env['EDITS_MIN_APP_VERSION'] || '4.0.0';
  if (!SEMVER.test(editsMinAppVersion)) {
    problems.push(
      `EDITS_MIN_APP_VERSION="${editsMinAppVersion}" debe ser una versión semántica (por ejemplo 4.0.0).`,
    );
  }
  const secretKey = (name: string, text: string): Buffer | undefined => {
    const key = parseSecretKey(text);
    if (!key)
      problems.push(
        `${name} debe ser una llave de 32 bytes en base64 o en hexadecimal; genera una con: openssl rand -base64 32`,
      );
    return key ?? undefined;
  };
  const secrets = {
    key: env['CAJA_SECRET_KEY'] ? secretKey('CAJA_SECRET_KEY', env['CAJA_SECRET_KEY']) : undefined,
    oldKeys: (env['CAJA_SECRET_KEYS_OLD'] ?? '')
      .split(',')
      .filter((text) => text.trim() !== '')
      .flatMap((text) => secretKey('CAJA_SECRET_KEYS_OLD', text) ?? []),
  };
  const adminToken = env['CAJA_ADMIN_TOKEN'] || undefined;
  if (adminToken !== undefined && adminToken.length < 16) {
    problems.push('CAJA_ADMIN_TOKEN debe tener al menos 16 caracteres.');
  }

  const config: Config = {
    host: env['HOST'] || '0.0.0.0',
    port: int('PORT', 3000, 0, 65535),
    testPort: int('TEST_PORT', 3001, 0, 65535),
    adminHost: env['ADMIN_HOST'] || '127.0.0.1',
    adminPort: int('ADMIN_PORT', 3002, 0, 65535),
    console: {
      port: int('CONSOLE_PORT', 3003, 0, 65535),
      url: '',
    },
    mail: {
      smtpUrl: env['SMTP_URL'] || undefined,
      from: env['MAIL_FROM'] || 'Caja <no-responder@caja.localhost>',
    },
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', 10, 1, 200),
    databasePreparedStatements: bool('DATABASE_PREPARED_STATEMENTS', true),
    databaseStatementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS', 10_000, 100, 3_600_000),
    databaseAcquireTimeoutMs: int('DATABASE_ACQUIRE_TIMEOUT_MS', 2_000, 100, 600_000),
    replicas: {
      urls: replicaUrls(env['DATABASE_REPLICA_URLS'], databaseUrl, problems),
      maxLagMs: int('REPLICA_MAX_LAG_MS', 1_000, 10, 3_600_000),
      pollMs: int('REPLICA_POLL_MS', 200, 10, 10_000),
      // Like the rate limits: shared when several processes may serve, in memory only if asked.
      positionStore: oneOf<ReadPositionStoreKind>(
        'REPLICA_POSITION_STORE',
        env['REDIS_URL'] ? 'redis' : 'postgres',
        ['memory', 'postgres', 'redis'],
      ),
    },
    dataDir: env['CAJA_DATA_DIR'] || './data',
    secrets,
    adminToken,
    logLevel: oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    logFormat: oneOf<LogFormat>('LOG_FORMAT', 'auto', ['auto', 'json', 'pretty']),
    http: {
      headersTimeoutMs: int('HEADERS_TIMEOUT_MS', 10_000, 1_000, 600_000),
      requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
      shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 25_000, 0, 3_600_000),
      trustProxy: trustedProxies(env['TRUST_PROXY'], problems),
    },
    rateLimit: {
      // Limits hold only if every process counts in one place: with REDIS_URL in Redis, with
      // DATABASE_URL in the database; in memory (one process's own) only on the embedded
      // database, which one process owns, or when asked for.
      store: oneOf<RateLimitStoreKind>(
        'RATE_LIMIT_STORE',
        env['REDIS_URL'] ? 'redis' : databaseUrl ? 'postgres' : 'memory',
        ['memory', 'postgres', 'redis'],
      ),
      redisUrl: env['REDIS_URL'] || undefined,
      perKeyPerMinute: int('RATE_LIMIT_PER_KEY', 300, 1, 10_000_000),
      perAccountPerMinute: int('RATE_LIMIT_PER_ACCOUNT', 600, 1, 10_000_000),
      writesPerKeyPerMinute: int('RATE_LIMIT_WRITES_PER_KEY', 60, 1, 10_000_000),
      perDevicePerMinute: int('RATE_LIMIT_PER_DEVICE', 600, 1, 10_000_000),
    },
    editsMinAppVersion,
    seedDemo: bool('CAJA_DEMO', true),
    authCacheTtlMs: int('AUTH_CACHE_TTL_MS', 5000, 0, 600_000),
    webhooks: {
      worker: bool('WEBHOOK_WORKER', true),
      concurrency: int('WEBHOOK_CONCURRENCY', 32, 1, 500),
      allowLoopback: bool('WEBHOOK_ALLOW_LOOPBACK', false),
    },
  };
  if (config.rateLimit.store === 'postgres' && !databaseUrl) {
    problems.push('RATE_LIMIT_STORE=postgres necesita DATABASE_URL.');
  }
  if (config.rateLimit.store === 'redis' && !config.rateLimit.redisUrl) {
    problems.push('RATE_LIMIT_STORE=redis necesita REDIS_URL (por ejemplo redis://127.0.0.1:6379).');
  }
  if (config.rateLimit.redisUrl !== undefined && !/^rediss?:\/\//.test(config.rateLimit.redisUrl)) {
    problems.push('REDIS_URL debe empezar por redis:// o rediss://.');
  }
  if (config.replicas.positionStore === 'redis' && !config.rateLimit.redisUrl) {
    problems.push('REPLICA_POSITION_STORE=redis necesita REDIS_URL (por ejemplo redis://127.0.0.1:6379).');
  }
  if (config.http.headersTimeoutMs > config.http.requestTimeoutMs) {
    problems.push('HEADERS_TIMEOUT_MS no puede ser mayor que REQUEST_TIMEOUT_MS.');
  }
  config.console.url = consoleUrl(env['CONSOLE_URL'], config.console.port, problems);
  if (config.mail.smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(config.mail.smtpUrl)) {
    problems.push(
      'SMTP_URL debe empezar por smtp:// o smtps:// (por ejemplo smtp://usuario:clave@smtp.ejemplo.co:587).',
    );
  }
  if (!/^[^<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(config.mail.from)) {
    problems.push(
      `MAIL_FROM="${config.mail.from}" debe ser una dirección, por ejemplo "Caja <no-responder@tu-dominio.co>".`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The console's public address without a trailing slash; by default, this machine's port. */
function consoleUrl(raw: string | undefined, port: number, problems: string[]): string {
  if (raw === undefined || raw === '') return `http://localhost:${port}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.href.replace(/\/+$/, '');
  } catch {
    problems.push(
      `CONSOLE_URL="${raw}" debe ser una dirección http:// o https:// (por ejemplo https://consola.tu-dominio.co).`,
    );
    return `http://localhost:${port}`;
  }
}

/** DATABASE_REPLICA_URLS: comma-separated postgres:// URLs of streaming replicas of DATABASE_URL. */
function replicaUrls(raw: string | undefined, databaseUrl: string | undefined, problems: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const urls = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (databaseUrl === undefined) {
    problems.push(
      'DATABASE_REPLICA_URLS necesita DATABASE_URL: las réplicas son copias de un PostgreSQL primario, no de la base embebida.',
    );
    return [];
  }
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
      problems.push(
        `DATABASE_REPLICA_URLS: "${withoutPassword(url)}" debe ser una dirección postgres:// (varias, separadas por comas).`,
      );
    }
  }
  return urls;
}

/** A URL as it may be printed: its password hidden. */
function withoutPassword(url: string): string {
  return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}

/** Names `proxy-addr` (Fastify's `trustProxy`) takes for whole ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: a comma-separated list of addresses, CIDR ranges and range names. */
function trustedProxies(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (PROXY_RANGES.has(entry) || ipaddr.isValid(entry) || isCidr(entry)) continue;
    problems.push(
      `TRUST_PROXY: "${entry}" no es una dirección, un rango CIDR ni loopback, linklocal o uniquelocal. Ejemplo: TRUST_PROXY=10.0.0.0/8,loopback (las direcciones de tus balanceadores).`,
    );
  }
  return entries;
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
