import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../database.js';
import { bindable, placeholder } from '../prepared.js';
import { formatLsn, type Lsn, parseLsn } from './lsn.js';

/**
 * The WAL position each API key has reached: past its last write's commit and past every
 * answer it has been given. A replica may answer the key only once it has replayed that far,
 * which gives the key read-your-writes and monotonic reads. Shared by every process of a
 * deployment (Redis or the primary), or kept by one process alone (memory).
 */
export interface ReadPositions {
  /** The key's position; 0n when it has none. */
  get(keyId: string): Promise<Lsn>;
  /** Raises the key's position to `lsn` (never lowers it). */
  raise(keyId: string, lsn: Lsn): Promise<void>;
  close?(): Promise<void>;
}

/** One process's positions. Enough when one process serves the API. */
export class MemoryReadPositions implements ReadPositions {
  private readonly positions = new Map<string, { lsn: Lsn; at: number }>();

  /** `forgetAfterMs`: a position older than this is met by every replica still read (see `ReplicaSet`). */
  constructor(private readonly forgetAfterMs: number) {}

  async get(keyId: string): Promise<Lsn> {
    return this.positions.get(keyId)?.lsn ?? 0n;
  }

  async raise(keyId: string, lsn: Lsn): Promise<void> {
    const now = Date.now();
    const known = this.positions.get(keyId);
    if (known === undefined || lsn > known.lsn) this.positions.set(keyId, { lsn, at: now });
    if (this.positions.size > 10_000) this.forget(now);
  }

  private forget(now: number): void {
    for (const [keyId, { at }] of this.positions) {
      if (now - at > this.forgetAfterMs) this.positions.delete(keyId);
    }
  }
}

/**
 * Positions in the primary's unlogged table `replica_read_positions`, shared by every process.
 * Every replicated read looks its key up here, on the primary: compiled once and prepared as
 * `replica_read_position`, so that the lookup costs the primary as little as it can.
 */
export class PostgresReadPositions implements ReadPositions {
  private readonly lookup: (values: readonly unknown[]) => CompiledQuery<{ lsn: string }>;

  constructor(private readonly primary: Db) {
    this.lookup = bindable(
      primary
        .selectFrom('replica_read_positions')
        .select(sql<string>`lsn::text`.as('lsn'))
        .where('api_key_id', '=', placeholder<string>(0))
        .compile(),
      { name: 'replica_read_position' },
    );
  }

  async get(keyId: string): Promise<Lsn> {
    const { rows } = await this.primary.executeQuery(this.lookup([keyId]));
    return rows[0] ? parseLsn(rows[0].lsn) : 0n;
  }

  async raise(keyId: string, lsn: Lsn): Promise<void> {
    const text = formatLsn(lsn);
    await sql`
      insert into replica_read_positions as p (api_key_id, lsn) values (${keyId}, ${text}::pg_lsn)
      on conflict (api_key_id) do update set lsn = excluded.lsn where p.lsn < excluded.lsn`.execute(
      this.primary,
    );
  }
}
