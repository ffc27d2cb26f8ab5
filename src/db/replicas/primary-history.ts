import type { Lsn } from './lsn.js';

interface Sample {
  at: number;
  lsn: Lsn;
}

/**
 * The primary's WAL position as the poll read it, over the last few seconds. A replica's lag is
 * measured against it in time, not bytes: a replica whose replay position is below the sample the
 * primary had at instant t is missing data the primary had at t, so its answers are at least
 * `now - t` old. A replica at or past the newest sample is not behind at all, however long ago
 * the last write was (an idle primary does not make its replicas look late).
 */
export class PrimaryHistory {
  private samples: Sample[] = [];

  /** `keepMs`: how far back samples are kept; older lag than that is reported as that much or more. */
  constructor(private readonly keepMs: number) {}

  record(at: number, lsn: Lsn): void {
    const last = this.samples.at(-1);
    // Only positions that moved matter: the earliest instant at which the primary had each one.
    if (last === undefined || lsn > last.lsn) this.samples.push({ at, lsn });
    const horizon = at - this.keepMs;
    // Keep one sample at or before the horizon, so that a replica behind all of them still reads as late.
    while (this.samples.length > 1 && this.samples[1]!.at <= horizon) this.samples.shift();
  }

  /** How far behind the primary a server replayed up to `replayed` is, in ms; null before any sample. */
  lagMs(replayed: Lsn, now: number): number | null {
    if (this.samples.length === 0) return null;
    const missing = this.samples.find((sample) => sample.lsn > replayed);
    return missing === undefined ? 0 : Math.max(0, now - missing.at);
  }
}
