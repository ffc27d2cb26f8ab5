import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * `npm run test:long`: the proofs that take minutes rather than seconds (a month of three
 * simulated stores, 1,000 webhook events through the whole retry schedule, a receiver that
 * takes 20 s, worker processes killed mid-run on PostgreSQL). CI runs it after `npm test`.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    include: ['test/long/**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 180_000,
    // Each file starts real processes, on a machine another file keeps busy at the same time
    // (the demo's simulated week, a month of stores): starting is not what these files measure.
    hookTimeout: 180_000,
    // One file at a time: several of these files measure latency (slow clients against a normal
    // one, recovery after a database fault), and on a two-core machine a neighbour's simulated
    // month would be measured with them.
    fileParallelism: false,
    outputFile: { junit: 'test-results/junit-long.xml' },
  },
});
