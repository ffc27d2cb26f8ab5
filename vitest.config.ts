import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`: every test file except the long proofs in test/long/ (`npm run test:long`, also
 * run by CI), so that one run stays within a few minutes.
 */
export default defineConfig({
  // The repository's code and tests use the SDK's sources; projects of their own get its build.
  resolve: { alias: { '@caja/sdk': fileURLToPath(new URL('./sdk/src/index.ts', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/long/**', 'node_modules/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // The key the tests' servers seal webhook secrets with (a start on PostgreSQL needs one);
    // the processes they spawn inherit it. test/sealed-secrets.test.ts uses keys of its own.
    env: { CAJA_SECRET_KEY: 'drFq7YiPSl3J5ac+usjve7NbYiBFgVNB/Dhn38ww1h8=' },
    pool: 'forks',
    // Files share their worker's loaded modules: each file starts its own server over its own
    // copy of the database, and no module keeps state between them. Loading the sources once
    // per worker instead of once per file halves the run.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env['CI'] ? ['default', 'junit'] : ['default'],
    outputFile: { junit: 'test-results/junit.xml' },
  },
});
