import type { PGlite } from '@electric-sql/pglite';
import { activeTracing } from '#src/telemetry/tracing.js';
import { statementSpanName } from './prepared.js';

/**
 * The one session of an embedded database, handed to one user at a time. Everything that
 * talks to PGlite takes its turn here (Kysely's driver and the job engine's pool alike), so
 * that a transaction holds the session from BEGIN to COMMIT and nothing else slips into it.
 */
export class PGliteSession {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly pglite: PGlite) {}

  /** Waits for the session; call the returned function once to hand it on. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }

  /** Runs one statement the way `pg` does: without parameters through the simple protocol. */
  run<R>(
    sql: string,
    values: readonly unknown[],
    options?: Parameters<PGlite['query']>[2],
  ): Promise<{ rows: R[]; affectedRows?: number | undefined }> {
    const tracing = activeTracing();
    if (tracing === null) return this.send(sql, values, options);
    return tracing.statement(statementSpanName(sql), sql, () => this.send<R>(sql, values, options));
  }

  private async send<R>(
    sql: string,
    values: readonly unknown[],
    options?: Parameters<PGlite['query']>[2],
  ): Promise<{ rows: R[]; affectedRows?: number | undefined }> {
    if (values.length === 0) {
      // The simple protocol is what lets a migration send several statements at once.
      const results = await this.pglite.exec(sql, options);
      return (results.at(-1) as { rows: R[]; affectedRows?: number } | undefined) ?? { rows: [] };
    }
    return this.pglite.query<R>(sql, values as unknown[], options);
  }
}
