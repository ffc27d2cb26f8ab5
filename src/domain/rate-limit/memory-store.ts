import { type Decision, gcra, type Limit, type RateLimitStore } from './gcra.js';

/** Limits kept in this process: exact for a single server, and free of network round trips. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly tats = new Map<string, number>();
  private lastSweep = 0;

  async consume(limits: Limit[], nowMs: number): Promise<Decision> {
    this.sweep(nowMs);
    const allowed = limits.every((l) => gcra(this.tats.get(l.key) ?? 0, l, nowMs, false).fits);
    const outcomes = limits.map((l) => {
      const step = gcra(this.tats.get(l.key) ?? 0, l, nowMs, allowed);
      if (allowed) this.tats.set(l.key, step.newTat);
      return step.outcome;
    });
    return { allowed, outcomes };
  }

  /** Keys whose TAT has passed hold no state worth keeping. */
  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < 60_000) return;
    this.lastSweep = nowMs;
    for (const [key, tat] of this.tats) if (tat <= nowMs) this.tats.delete(key);
  }
}
