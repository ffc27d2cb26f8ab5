import { type Decision, gcra, type Limit, type RateLimitStore } from './gcra.js';

interface KeyState {
  tat: number;
  /** The latest clock reading the key was charged at. */
  seen: number;
}

/** Limits kept in this process: exact for a single server, and free of network round trips. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly keys = new Map<string, KeyState>();
  private lastSweep = 0;

  async consume(limits: Limit[], nowMs: number): Promise<Decision> {
    this.sweep(nowMs);
    const steps = limits.map((limit) => {
      const state = this.keys.get(limit.key);
      return { limit, tat: state?.tat ?? 0, arrival: Math.max(nowMs, state?.seen ?? 0) };
    });
    const allowed = steps.every((s) => gcra(s.tat, s.limit, s.arrival, false).fits);
    const outcomes = steps.map((s) => {
      const step = gcra(s.tat, s.limit, s.arrival, allowed);
      if (allowed) this.keys.set(s.limit.key, { tat: step.newTat, seen: s.arrival });
      return step.outcome;
    });
    return { allowed, outcomes };
  }

  /** Keys whose TAT has passed hold no state worth keeping. */
  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < 60_000) return;
    this.lastSweep = nowMs;
    for (const [key, state] of this.keys) if (state.tat <= nowMs) this.keys.delete(key);
  }
}
