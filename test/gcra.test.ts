import { describe, expect, it } from 'vitest';
import { gcra, type Limit, type Tat } from '#src/domain/rate-limit/gcra.js';
import { MemoryRateLimitStore } from '#src/domain/rate-limit/memory-store.js';

/** 6 a minute: a burst of 6, then one every 10 s. */
const limit: Limit = { key: 'k:test', limit: 6, periodMs: 60_000 };
const T0 = 1_800_000_000_000;

/** Charges `count` requests at one instant, returning each step and the final TAT. */
function burst(count: number, tat = 0, now = T0) {
  const steps = [];
  for (let i = 0; i < count; i++) {
    const step = gcra(tat, limit, now, true);
    tat = step.newTat;
    steps.push(step);
  }
  return { steps, tat };
}

describe('gcra()', () => {
  it('lets a burst of N through at one instant and refuses the N+1th', () => {
    const { steps, tat } = burst(7);
    expect(steps.map((s) => s.fits)).toEqual([true, true, true, true, true, true, false]);
    expect(tat).toBe(T0 + 60_000);
  });

  it('counts remaining down to zero and reports the time until the whole allowance is back', () => {
    const { steps } = burst(6);
    expect(steps.map((s) => s.outcome.remaining)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(steps.map((s) => s.outcome.resetMs)).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
    expect(steps.every((s) => s.outcome.limit === 6 && s.outcome.retryAfterMs === 0)).toBe(true);
  });

  it('tells a refused request to retry after exactly one emission interval, and does not charge it', () => {
    const { tat } = burst(6);
    const refused = gcra(tat, limit, T0, true);
    expect(refused.fits).toBe(false);
    expect(refused.newTat).toBe(tat);
    expect(refused.outcome).toMatchObject({ remaining: 0, retryAfterMs: 10_000, resetMs: 60_000 });
    // Later in the interval, the wait shrinks by the time that passed.
    expect(gcra(tat, limit, T0 + 2_500, true).outcome.retryAfterMs).toBe(7_500);
  });

  it('admits a steady rate of one request per interval forever after a burst', () => {
    let { tat } = burst(6);
    for (let i = 1; i <= 20; i++) {
      const at = T0 + i * 10_000;
      expect(gcra(tat, limit, at - 1, false).fits).toBe(false);
      const step = gcra(tat, limit, at, true);
      expect(step.fits).toBe(true);
      expect(step.outcome.remaining).toBe(0);
      tat = step.newTat;
    }
  });

  it('refills completely once a whole period passes without requests', () => {
    const { tat } = burst(6);
    const later = burst(7, tat, T0 + 60_000);
    expect(later.steps.map((s) => s.fits)).toEqual([true, true, true, true, true, true, false]);
  });

  it('only looks when charge is false', () => {
    const look = gcra(0, limit, T0, false);
    expect(look).toMatchObject({ fits: true, newTat: T0 });
    expect(look.outcome.remaining).toBe(6);
  });
});

describe('MemoryRateLimitStore', () => {
  it('charges every limit when all admit the request and none when one refuses', async () => {
    const store = new MemoryRateLimitStore();
    const wide: Limit = { key: 'a:wide', limit: 100, periodMs: 60_000 };
    const narrow: Limit = { key: 'w:narrow', limit: 1, periodMs: 60_000 };
    expect((await store.consume([wide, narrow], T0)).allowed).toBe(true);
    const refused = await store.consume([wide, narrow], T0);
    expect(refused.allowed).toBe(false);
    expect(refused.outcomes.map((o) => o.remaining)).toEqual([99, 0]);
    expect(refused.outcomes[1]!.retryAfterMs).toBe(60_000);
    // The refusal did not spend the wide limit: it still has 99 left.
    expect((await store.consume([wide], T0)).outcomes[0]!.remaining).toBe(98);
  });
});

describe('limits that do not divide the period evenly', () => {
  it('let the whole burst through: 7 a minute means 7 at once', async () => {
    const store = new MemoryRateLimitStore();
    const limit = { key: 'odd', limit: 7, periodMs: 60_000 };
    const passed = [];
    for (let i = 0; i < 8; i++) passed.push((await store.consume([limit], 1_000)).allowed);
    expect(passed).toEqual([true, true, true, true, true, true, true, false]);
  });
});

describe('the burst at a real clock reading', () => {
  /** A clock reading in 2026: 13 digits, where neighbouring doubles are 0.00024 ms apart. */
  const IN_2026 = Date.parse('2026-11-26T15:42:07.318-05:00');
  const perMinute = (n: number): Limit => ({ key: `k:${n}`, limit: n, periodMs: 60_000 });

  /** The TAT after `k` requests at `now`, written directly: whole ms and the fraction past them. */
  const spentBy = (k: number, { limit, periodMs }: Limit, now = IN_2026): Tat => ({
    ms: now + Math.floor((k * periodMs) / limit),
    fraction: ((k * periodMs) % limit) / limit,
  });

  it.each([7, 9, 13, 14, 573, 997])('lets all %i of a minute through at once, counting down to 0', (n) => {
    const limit = perMinute(n);
    let tat: number | Tat = 0;
    const remaining = [];
    for (let i = 0; i < n; i++) {
      const step = gcra(tat, limit, IN_2026, true);
      expect(step.fits).toBe(true);
      remaining.push(step.outcome.remaining);
      tat = step.next;
    }
    expect(remaining).toEqual(Array.from({ length: n }, (_, i) => n - 1 - i));
    expect(tat).toEqual({ ms: IN_2026 + 60_000, fraction: 0 });
    const refused = gcra(tat, limit, IN_2026, true);
    expect(refused.fits).toBe(false);
    expect(refused.outcome).toEqual({
      limit: n,
      remaining: 0,
      resetMs: 60_000,
      retryAfterMs: Math.ceil(60_000 / n),
    });
  });

  // 1.8e12 × 10,000,000 is past 2^53: a TAT counted in units of 1/N ms from the epoch would not
  // be exact there, a distance from the arrival is.
  it.each([10_000_000, 9_999_991, 999_983])('decides the last of a burst of %i a minute exactly', (n) => {
    const limit = perMinute(n);
    const last = gcra(spentBy(n - 1, limit), limit, IN_2026, true);
    expect(last).toMatchObject({ fits: true, next: { ms: IN_2026 + 60_000, fraction: 0 } });
    expect(last.outcome).toMatchObject({ remaining: 0, resetMs: 60_000, retryAfterMs: 0 });
    const past = gcra(last.next, limit, IN_2026, true);
    expect(past.fits).toBe(false);
    expect(past.outcome.retryAfterMs).toBe(1);
    // A millisecond later, the intervals that fit in it are back (166 of 6 µs at 10,000,000 a minute).
    expect(gcra(last.next, limit, IN_2026 + 1, false).outcome.remaining).toBe(Math.floor(n / 60_000));
  });

  it('keeps the TAT exact: four of 7 a minute leave it 4 × 60000/7 ms ahead, to the seventh of a millisecond', () => {
    const limit = perMinute(7);
    let tat: number | Tat = 0;
    for (let i = 0; i < 4; i++) tat = gcra(tat, limit, IN_2026, true).next;
    expect(tat).toEqual({ ms: IN_2026 + 34_285, fraction: 5 / 7 });
    expect(spentBy(4, limit)).toEqual(tat);
  });

  it('reads a TAT written as one double to the nearest 1/N ms, so a key charged before keeps its count', () => {
    const limit = perMinute(7);
    // Four of seven spent, as a single double: IN_2026 + 34285.714… with the double's error.
    const legacy = IN_2026 + (4 * 60_000) / 7;
    expect(legacy - IN_2026).not.toBe((4 * 60_000) / 7);
    const steps = [gcra(legacy, limit, IN_2026, true)];
    for (let i = 0; i < 3; i++) steps.push(gcra(steps.at(-1)!.next, limit, IN_2026, true));
    expect(steps.map((s) => s.fits)).toEqual([true, true, true, false]);
    expect(steps.map((s) => s.outcome.remaining)).toEqual([2, 1, 0, 0]);
  });

  it('charges a clock reading with a fraction of a millisecond at its whole millisecond', () => {
    const limit = perMinute(6);
    expect(gcra(0, limit, IN_2026 + 0.75, true).next).toEqual({ ms: IN_2026 + 10_000, fraction: 0 });
  });
});
