import type { Logger } from 'pino';
import type { Db } from '#src/db/database.js';
import { apiKeysRepo } from './api-keys.repo.js';

/** A key's last use is written at most this often: the console shows it to the minute. */
const RECORD_EVERY_MS = 60_000;
/** Uses noted within this long are written together, after the responses that noted them. */
const FLUSH_AFTER_MS = 1_000;
const MAX_REMEMBERED = 50_000;

/**
 * Records when each API key was last used, off the request's path: a request only notes the
 * use in memory, and a timer writes the pending ones in one statement a moment later. A key
 * used constantly costs one write a minute per process.
 */
export class KeyUsage {
  private readonly written = new Map<string, number>();
  private pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  note(keyId: string, at: Date): void {
    const last = this.written.get(keyId);
    if (last !== undefined && at.getTime() - last < RECORD_EVERY_MS) return;
    if (this.written.size >= MAX_REMEMBERED) this.written.clear();
    this.written.set(keyId, at.getTime());
    this.pending.set(keyId, at);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS).unref();
  }

  /** Writes what is pending; resolves when it is written (or failed and was logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const uses = [...this.pending].map(([id, at]) => ({ id, at }));
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      try {
        await apiKeysRepo.recordUse(this.db, uses);
      } catch (error) {
        // A lost write only makes "last used" a minute staler; the next use writes it again.
        for (const { id } of uses) this.written.delete(id);
        this.logger.warn({ err: error, keys: uses.length }, 'could not record API key use');
      }
    });
    return this.flushing;
  }
}
