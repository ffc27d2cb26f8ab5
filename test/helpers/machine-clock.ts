/**
 * This process's environment without libfaketime (`scripts/test-on-date.mjs` runs the suite on a
 * moved clock by preloading it). Caja's own processes inherit the moved clock; programs of the
 * machine that the tests start beside it (Chromium, redis-server) get this instead: preloaded,
 * Chromium's processes stall and redis-server does not start, and nothing they do for a test
 * depends on the date.
 */
export function machineClockEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) env[name] = value;
  }
  return env;
}
