import { describe, expect, it } from 'vitest';
import { runStockTruth } from './helpers/stock-truth.js';

/**
 * A few simulated days checked against their ground truth at every other step (the month runs in
 * test/long/stock-truth-month.test.ts): each level is the sum of what the cloud accepted, every
 * movement made before `complete_as_of` is counted, completeness never moves back, a register
 * that never reports holds it at null until it is revoked.
 */
describe('stock levels against the ground truth of a seeded run', () => {
  for (const seed of [11, 29]) {
    it(`holds every promise over 4 simulated days (seed ${seed})`, { timeout: 120_000 }, async () => {
      const run = await runStockTruth(seed, 4);
      console.log(JSON.stringify(run));
      expect(run.reads).toBeGreaterThan(140);
      expect(run.deviceMovements).toBeGreaterThan(200);
      expect(run.apiMovements).toBeGreaterThan(10);
      expect(run.nullReads, 'the register with an old app was in use for some reads').toBeGreaterThan(0);
    });
  }
});
