import pg from 'pg';
import type { Logger } from 'pino';
import type { Authenticator } from './authenticate.js';

const CHANNEL = 'caja_auth';
const RECONNECT_EVERY_MS = 500;

export interface AuthChangesListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps a connection listening on `caja_auth`, where the database announces every change to a
 * key or an account (migration 0007), and makes the authenticator forget that account at once:
 * a key revoked through any process is refused by this one within milliseconds. If the
 * connection drops, everything cached is forgotten (announcements may have been missed) and
 * the connection is opened again every half second until it holds.
 */
export function listenForAuthChanges(
  url: string,
  authenticator: Authenticator,
  logger: Logger,
): AuthChangesListener {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async () => {
    timer = null;
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000, keepAlive: true });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) authenticator.forgetAccount(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (err) {
      next.removeAllListeners('end');
      next.end().catch(() => {});
      if (!closed) timer = setTimeout(connect, RECONNECT_EVERY_MS);
      logger.debug({ err }, 'auth change listener could not connect');
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // Whatever was announced while nobody listened is unknown.
    authenticator.forgetAll();
    markReady();
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    authenticator.forgetAll();
    which.end().catch(() => {});
    if (!closed) {
      logger.warn('auth change listener lost its connection; reconnecting');
      timer = setTimeout(connect, RECONNECT_EVERY_MS);
    }
  };

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      markReady();
      await current?.end().catch(() => {});
    },
  };
}
