import { type Decision, gcra, type Limit, type RateLimitStore, type Tat } from './gcra.js';

interface KeyState {
  tat: Tat;
  /** The latest clock reading the key was charged at. */
  seen: number;
}

const NEVER: Tat = { ms: 0, fraction: 0 };

/** Limits kept in this process: exact for a single server, and free of network round trips. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly keys = new Map<string, KeyState>();
  private lastSweep = 0;

  async consume(limits: Limit[], nowMs: number): Promise<Decision> {
    this.sweep(nowMs);
    const steps = limits.map((limit) => {
      const state = this.keys.get(limit.key);
      return { limit, tat: state?.tat ?? NEVER, arrival: Math.max(Math.floor(nowMs), state?.seen ?? 0) };
    });
    const allowed = steps.every((s) => gcra(s.tat, s.limit, s.arrival, false).fits);
    const outcomes = steps.map((s) => {
      const step = gcra(s.tat, s.limit, s.arrival, allowed);
      if (allowed) this.keys.set(s.limit.key, { tat: step.next, seen: s.arrival });
      return step.outcome;
    });
    return { allowed, outcomes };
  }

  /** Keys whose TAT has passed hold no state worth keeping. */
  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < 60_000) return;
    this.lastSweep = nowMs;
    for (const [key, { tat }] of this.keys) if (tat.ms + tat.fraction <= nowMs) this.keys.delete(key);
  }
}
