import { describe, expect, it } from 'vitest';
import { runStockTruth } from '../helpers/stock-truth.js';

/**
 * A simulated month of registers that go offline for hours and days, with clocks ten minutes off,
 * re-sent batches and API movements between them, every other step's read of every level and of GET /me
 * checked against the ground truth (test/helpers/stock-truth.ts).
 */
describe('stock levels against the ground truth of a simulated month', () => {
  it('holds every promise at every read', async () => {
    const run = await runStockTruth(2026, 30);
    console.log(JSON.stringify(run));
    expect(run.reads).toBeGreaterThan(1000);
    expect(run.resentBatches).toBeGreaterThan(0);
    expect(run.nullReads).toBeGreaterThan(0);
    expect(run.widestGapHours, 'a register offline for a day held completeness back').toBeGreaterThan(24);
  });
});
