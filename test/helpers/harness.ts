import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Logger, pino } from 'pino';
import { inject } from 'vitest';
import { type Caja, createCaja } from '#src/app.js';
import { type Config, loadConfig } from '#src/config.js';
import { type DatabaseHandle, openDatabase } from '#src/db/database.js';
import type { Clock } from '#src/domain/clock.js';
import type { ResolveHost } from '#src/domain/webhooks/url-policy.js';
import { ApiClient } from './http.js';
import { cloneTemplate, dropDatabase } from './template.js';

export const ADMIN_TOKEN = 'caja_admin_test_token_0123456789';

export interface TestServer {
  caja: Caja;
  config: Config;
  urls: { live: string; test: string; admin: string; console: string };
  /** The server's own PostgreSQL database (unset on the embedded one). */
  databaseUrl: string | undefined;
  admin: AdminClient;
  /** A public API client for an environment, with a key (or none). */
  api(environment: 'live' | 'test', key: string | null): ApiClient;
  /** A business on plan `pro` with a live and a test key holding every scope. */
  tenant(options?: TenantOptions): Promise<TestTenant>;
  close(): Promise<void>;
}

export interface TenantOptions {
  plan?: 'free' | 'plus' | 'pro';
  scopes?: string[];
  name?: string;
  /** The owner's e-mail, to enter the console with. */
  email?: string;
}

export interface TestTenant {
  accountId: string;
  live: ApiClient;
  test: ApiClient;
  liveKey: string;
  testKey: string;
}

/** Starts Caja on ephemeral ports over a fresh copy of the migrated database. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    clock?: Clock;
    resolveHost?: ResolveHost;
    logger?: Logger;
    /**
     * Name the server's own PostgreSQL database as its read replica (always caught up): every
     * public read goes through the replica routing. `TEST_SELF_REPLICA=1` does it for a whole run.
     */
    selfReplica?: boolean;
  } = {},
): Promise<TestServer> {
  const database = await freshDatabase();
  const selfReplica =
    database.url !== undefined && (options.selfReplica ?? process.env['TEST_SELF_REPLICA'] === '1');
  const dataDir = mkdtempSync(join(tmpdir(), 'caja-test-'));
  const config = loadConfig({
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    CAJA_DEMO: 'false',
    AUTH_CACHE_TTL_MS: '0',
    // E-mail without SMTP_URL lands in this server's own outbox, not in ./data.
    CAJA_DATA_DIR: dataDir,
    ...(process.env['DATABASE_URL'] ? { DATABASE_URL: database.url! } : {}),
    // vitest.config.ts gives every test this key (tests of the key pass their own in `env`).
    ...(process.env['CAJA_SECRET_KEY'] ? { CAJA_SECRET_KEY: process.env['CAJA_SECRET_KEY'] } : {}),
    ...(selfReplica ? { DATABASE_REPLICA_URLS: database.url! } : {}),
    ...env,
  });
  const caja = await createCaja(config, {
    adminToken: ADMIN_TOKEN,
    database: database.handle,
    logger: options.logger ?? pino({ level: config.logLevel }),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  });
  const listen = async (app: Caja['live']) => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const urls = {
    live: await listen(caja.live),
    test: await listen(caja.test),
    admin: await listen(caja.admin),
    console: await listen(caja.console),
  };
  const admin = new AdminClient(urls.admin, ADMIN_TOKEN);
  const api = (environment: 'live' | 'test', key: string | null) =>
    new ApiClient(`${urls[environment]}/public/v1`, key);
  return {
    caja,
    config,
    urls,
    databaseUrl: database.url,
    admin,
    api,
    async tenant(opts = {}) {
      const account = await admin.createAccount({
        name: opts.name ?? 'Tienda de prueba',
        plan: opts.plan ?? 'pro',
        ...(opts.email ? { email: opts.email } : {}),
      });
      const scopes = opts.scopes ?? ['*'];
      const liveKey = (await admin.createKey(account.id, { environment: 'live', scopes })).secret;
      const testKey = (await admin.createKey(account.id, { environment: 'test', scopes })).secret;
      return {
        accountId: account.id,
        liveKey,
        testKey,
        live: api('live', liveKey),
        test: api('test', testKey),
      };
    },
    async close() {
      await caja.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env['DATABASE_URL'];
  const template = inject('pgTemplate');
  if (serverUrl && template) {
    const name = `caja_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = await cloneTemplate(serverUrl, template, name);
    const handle = await openDatabase({ url, poolSize: 10 });
    return { handle, url, drop: () => dropDatabase(serverUrl, name) };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('global setup did not prepare a database template');
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(dump)]) });
  return { handle, drop: async () => undefined };
}

/** Whether this run is on a PostgreSQL server (concurrency tests need one). */
export const onPostgres = (): boolean => Boolean(process.env['DATABASE_URL']);

/** The operator interface, as the CLI and scripts use it. */
export class AdminClient {
  private readonly client: ApiClient;
  constructor(baseUrl: string, token: string) {
    this.client = new ApiClient(`${baseUrl}/admin/v1`, token);
  }

  private async expect<T>(promise: Promise<{ status: number; body: T }>, status: number): Promise<T> {
    const response = await promise;
    if (response.status !== status) {
      throw new Error(`admin call answered ${response.status}: ${JSON.stringify(response.body)}`);
    }
    return response.body;
  }

  createAccount(body: { name: string; plan?: string; email?: string }) {
    return this.expect(this.client.post('/accounts', body, { idempotencyKey: null }), 201);
  }
  updateAccount(id: string, body: { plan?: string; status?: string; email?: string | null }) {
    return this.expect(this.client.patch(`/accounts/${id}`, body), 200);
  }
  createKey(
    accountId: string,
    body: { environment: string; scopes: string[]; name?: string; expires_at?: string },
  ) {
    return this.expect(
      this.client.post(`/accounts/${accountId}/api-keys`, body, { idempotencyKey: null }),
      201,
    );
  }
  revokeKey(id: string) {
    return this.expect(this.client.request('POST', `/api-keys/${id}/revoke`), 200);
  }
  addDevice(
    accountId: string,
    body: { environment: string; name?: string; kind?: string; platform?: string; app_version?: string },
  ) {
    return this.expect(
      this.client.post(`/accounts/${accountId}/devices`, body, { idempotencyKey: null }),
      201,
    );
  }
  revokeDevice(id: string) {
    return this.expect(this.client.request('POST', `/devices/${id}/revoke`), 200);
  }
  /** Any admin call, unchecked (for the admin interface's own tests). */
  raw() {
    return this.client;
  }
}
