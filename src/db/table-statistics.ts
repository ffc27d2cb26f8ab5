import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from './database.js';

/** Writes noted before the tables' change counts are looked at again. */
const CHECK_EVERY_WRITES = 500;
/** A table's change counts reach the statistics views within a few seconds of its commits. */
const RECHECK_AFTER_MS = 11_000;
/**
 * How often uploads may have one table analyzed again, unless it has doubled since: a table
 * that grows from empty would otherwise be analyzed at every 10 % of growth while uploads pour
 * in (the sampling cost PostgreSQL then paid was a third of its CPU per uploaded sale on a
 * young database). PostgreSQL scales a table's row estimates by its current size, so stale
 * statistics of a table that has them keep its plans; it is a table without any that is lost.
 */
const UPLOAD_ANALYZE_EVERY_MS = 60_000;

/**
 * Tables whose rows changed by 50 plus 10 % since their last ANALYZE (autovacuum's rule),
 * analyzed now. Without statistics PostgreSQL cannot tell that a business's sales are many:
 * it estimates one row for `account_id = … and environment = …` and may answer a lookup by
 * primary key through another index that starts with those columns, reading every sale of the
 * business (22 ms instead of 0.05 ms at 50,000 sales, measured on the embedded database).
 */
export async function analyzeStaleTables(
  db: Db,
  options: { unlessAnalyzedWithinMs?: number } = {},
): Promise<string[]> {
  const within = options.unlessAnalyzedWithinMs ?? 0;
  // With `within`, a stale table analyzed less than that long ago waits, unless it has about
  // doubled since (changes above half its rows) or was never analyzed.
  const { rows } = await sql<{ relname: string }>`
    select relname from pg_stat_user_tables
    where schemaname = current_schema() and n_mod_since_analyze > 50 + 0.1 * n_live_tup
      and (${within}::int = 0
        or coalesce(greatest(last_analyze, last_autoanalyze), '-infinity') < now() - ${within}::int * interval '1 millisecond'
        or n_mod_since_analyze > 50 + 0.5 * n_live_tup)
    order by relname
  `.execute(db);
  for (const { relname } of rows) await sql`analyze ${sql.table(relname)}`.execute(db);
  return rows.map((r) => r.relname);
}

/**
 * Keeps the planner's statistics current where nobody else does: the embedded database has no
 * autovacuum, and a PostgreSQL server may run with it off or behind. Housekeeping calls
 * `refresh` every few minutes; uploads note their writes, so that a register catching up with
 * thousands of sales gets its tables analyzed while it uploads, not minutes later. One refresh
 * runs at a time, off the requests' path.
 */
export class TableStatistics {
  private noted = 0;
  private running: Promise<void> | null = null;
  private recheck: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  noteWrites(count: number): void {
    this.noted += count;
    if (this.noted < CHECK_EVERY_WRITES || this.running) return;
    this.noted = 0;
    void this.refresh(UPLOAD_ANALYZE_EVERY_MS).then((analyzed) => {
      // The counts may not have reached the views yet: look again once they have.
      if (analyzed.length === 0 && !this.recheck) {
        this.recheck = setTimeout(() => {
          this.recheck = null;
          void this.refresh(UPLOAD_ANALYZE_EVERY_MS);
        }, RECHECK_AFTER_MS).unref();
      }
    });
  }

  /**
   * Analyzes the tables that need it (those analyzed within `unlessAnalyzedWithinMs` wait,
   * unless they have doubled); never throws (a failure is logged and retried later).
   */
  refresh(unlessAnalyzedWithinMs = 0): Promise<string[]> {
    if (this.running) return this.running.then(() => []);
    let analyzed: string[] = [];
    this.running = analyzeStaleTables(this.db, { unlessAnalyzedWithinMs }).then(
      (tables) => {
        analyzed = tables;
        if (tables.length > 0) this.logger.info({ tables }, 'analyzed tables');
      },
      (err: unknown) => this.logger.warn({ err }, 'could not analyze tables; housekeeping tries again'),
    );
    return this.running.then(() => {
      this.running = null;
      return analyzed;
    });
  }

  /** Waits for a refresh in progress and cancels the pending recheck. */
  async close(): Promise<void> {
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = null;
    await this.running;
  }
}
