import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { PGliteSession } from './pglite-session.js';

type QueryConfig = string | { text: string; values?: readonly unknown[] };
interface QueryResult {
  rows: unknown[];
  rowCount: number;
}

/**
 * What `pg.Pool` offers to a library that takes a pool (the job engine), over the embedded
 * database's one session. A client takes the session for each statement, and keeps it from
 * BEGIN to COMMIT or ROLLBACK, so its transactions are as isolated as on a server. LISTEN is
 * served by PGlite's own notifications, one subscription per channel shared by every client,
 * without holding the session.
 */
export class PGlitePgPool extends EventEmitter {
  /** Clients listening, per channel as written in LISTEN (quotes included). */
  private readonly channelClients = new Map<string, Set<PGliteClient>>();
  private readonly subscribed = new Map<string, Promise<unknown>>();
  readonly options = { max: 1 };

  constructor(private readonly session: PGliteSession) {
    super();
  }

  connect(): Promise<pg.PoolClient>;
  connect(callback: (err: Error | undefined, client: pg.PoolClient, done: () => void) => void): void;
  connect(
    callback?: (err: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ): Promise<pg.PoolClient> | undefined {
    const client = new PGliteClient(this.session, this) as unknown as pg.PoolClient;
    if (!callback) return Promise.resolve(client);
    queueMicrotask(() => callback(undefined, client, () => client.release()));
    return undefined;
  }

  async query(config: QueryConfig, values?: readonly unknown[]): Promise<QueryResult> {
    const client = new PGliteClient(this.session, this);
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  }

  async end(): Promise<void> {}

  /** @internal */
  async listen(channel: string, client: PGliteClient): Promise<void> {
    let clients = this.channelClients.get(channel);
    if (!clients) {
      clients = new Set();
      this.channelClients.set(channel, clients);
    }
    clients.add(client);
    let subscription = this.subscribed.get(channel);
    if (!subscription) {
      const name = channel.replace(/^"(.*)"$/, '$1');
      subscription = (async () => {
        const release = await this.session.acquire();
        try {
          await this.session.pglite.listen(channel, (payload) => {
            for (const listener of this.channelClients.get(channel) ?? [])
              listener.emit('notification', { channel: name, payload, processId: 0 });
          });
        } finally {
          release();
        }
      })();
      this.subscribed.set(channel, subscription);
    }
    await subscription;
  }

  /** @internal */
  unlisten(client: PGliteClient): void {
    for (const clients of this.channelClients.values()) clients.delete(client);
  }
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback|end|abort)\b/i;
const LISTEN = /^\s*(un)?listen\s+([^;]+?)\s*$/i;

class PGliteClient extends EventEmitter {
  /** The session, while this client is inside a transaction. */
  private held: (() => void) | null = null;

  constructor(
    private readonly session: PGliteSession,
    private readonly pool: PGlitePgPool,
  ) {
    super();
  }

  async query(config: QueryConfig, maybeValues?: readonly unknown[]): Promise<QueryResult> {
    const text = typeof config === 'string' ? config : config.text;
    const values = (typeof config === 'string' ? maybeValues : (config.values ?? maybeValues)) ?? [];
    const statements = text.split(';').map((s) => s.trim());
    if (values.length === 0 && statements.every((s) => s === '' || LISTEN.test(s))) {
      for (const statement of statements) {
        const match = LISTEN.exec(statement);
        if (match && !match[1]) await this.pool.listen(match[2]!, this);
      }
      return { rows: [], rowCount: 0 };
    }
    const release = this.held ?? (await this.session.acquire());
    let keep = this.held !== null;
    try {
      const result = await this.session.run(text, values);
      if (BEGIN.test(text)) keep = true;
      else if (END.test(text)) keep = false;
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    } finally {
      // A failed statement inside a transaction keeps the session: the caller rolls back.
      this.held = keep ? release : null;
      if (!keep) release();
    }
  }

  release(): void {
    this.pool.unlisten(this);
    const held = this.held;
    this.held = null;
    // A client returned inside a transaction would leave it open for the next user.
    if (held) {
      void this.session.pglite.exec('rollback').finally(held);
    }
  }
}
