import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config.js';
import { type DeviceClient, registerDevice } from './helpers/device-client.js';
import { customer } from './helpers/device-records.js';
import { expectError, rawRequest } from './helpers/envelope.js';
import { onPostgres, startTestServer, type TestServer } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { inOrder, limitHeaders, statuses } from './helpers/rate-limits.js';

/**
 * The device sync interface limits each register to RATE_LIMIT_PER_DEVICE requests a minute,
 * with the whole minute's allowance as its burst, apart from the API keys' limits. Here 4 a
 * minute (one every 15 s) and an account limit of 5, so that each is reached in a few calls.
 */
const LIMITS = {
  RATE_LIMIT_PER_DEVICE: '4',
  RATE_LIMIT_PER_KEY: '6',
  RATE_LIMIT_PER_ACCOUNT: '5',
  RATE_LIMIT_WRITES_PER_KEY: '100',
};

const stores = onPostgres() ? ['memory', 'postgres'] : ['memory'];

describe.each(stores)('the device limit with the %s store', (store) => {
  const clock = new ManualClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ...LIMITS, RATE_LIMIT_STORE: store }, { clock });
  });
  afterAll(() => server.close());

  /** A business with one register (test environment) that has spent its whole allowance. */
  async function exhaustedDevice(): Promise<{ accountId: string; device: DeviceClient }> {
    const shop = await server.tenant();
    const device = await registerDevice(server, shop.accountId);
    expect(statuses(await inOrder(4, () => device.changes()))).toEqual([200, 200, 200, 200]);
    expectError(await device.changes(), 429, 'RATE_LIMITED');
    return { accountId: shop.accountId, device };
  }

  it('lets the whole allowance through at once, then answers 429 RATE_LIMITED with Retry-After and the headers', async () => {
    const shop = await server.tenant();
    const device = await registerDevice(server, shop.accountId);
    const burst = await Promise.all(Array.from({ length: 4 }, () => device.upload([customer()])));
    expect(statuses(burst)).toEqual([200, 200, 200, 200]);
    expect(burst.map((r) => r.headers.get('ratelimit-remaining')).sort()).toEqual(['0', '1', '2', '3']);

    const refused = customer();
    const limited = await device.upload([refused]);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('15');
    expect(limitHeaders(limited)).toEqual({ limit: '4', remaining: '0', reset: '60' });
    expect(limited.body.error!.message).toMatch(/Espera 15 segundos y reintenta/);
    expect(limited.body.error!.message).toMatch(/no se guardaron/);
    expect((await shop.test.get(`/customers/${refused.data.id}`)).status).toBe(404);

    clock.advance(15_000);
    const retried = await device.upload([refused]);
    expect(retried.status).toBe(200);
    expect(retried.body.results[0]!.status).toBe('created');
    expect(limitHeaders(retried)).toEqual({ limit: '4', remaining: '0', reset: '60' });
  });

  it('puts RateLimit-Limit, -Remaining and -Reset on every answer after authentication', async () => {
    const shop = await server.tenant();
    const device = await registerDevice(server, shop.accountId);
    const read = await device.changes();
    expect(read.status).toBe(200);
    expect(limitHeaders(read)).toEqual({ limit: '4', remaining: '3', reset: '15' });

    const upload = await device.upload([customer()]);
    expect(upload.status).toBe(200);
    expect(limitHeaders(upload)).toEqual({ limit: '4', remaining: '2', reset: '30' });

    const emptyUpload = await device.upload([]);
    expectError(emptyUpload, 400, 'VALIDATION_ERROR');
    expect(limitHeaders(emptyUpload)).toEqual({ limit: '4', remaining: '1', reset: '45' });

    const badHeader = await device.reporting({ appVersion: 'cuatro' }).changes();
    expectError(badHeader, 400, 'VALIDATION_ERROR', 'Caja-App-Version');
    expect(limitHeaders(badHeader)).toEqual({ limit: '4', remaining: '0', reset: '60' });
  });

  it('keeps one budget per device: other registers of the account are not affected', async () => {
    const { accountId } = await exhaustedDevice();
    const sameEnvironment = await registerDevice(server, accountId);
    const otherEnvironment = await registerDevice(server, accountId, { environment: 'live' });
    for (const other of [sameEnvironment, otherEnvironment]) {
      const res = await other.upload([customer()]);
      expect(res.status).toBe(200);
      expect(limitHeaders(res)).toMatchObject({ limit: '4', remaining: '3' });
    }
  });

  it('spends nothing of the API limits, and API calls spend nothing of the device limit', async () => {
    const shop = await server.tenant();
    const device = await registerDevice(server, shop.accountId);
    const other = await registerDevice(server, shop.accountId);
    await inOrder(5, () => device.changes());
    await inOrder(2, () => other.changes());

    // Seven device calls, and the account (5 a minute, the tightest API limit) is untouched.
    const first = await shop.test.get('/customers');
    expect(first.status).toBe(200);
    expect(limitHeaders(first)).toMatchObject({ limit: '5', remaining: '4' });
    expect(statuses(await inOrder(4, () => shop.test.get('/customers')))).toEqual([200, 200, 200, 200]);
    expectError(await shop.test.get('/customers'), 429, 'RATE_LIMITED');

    // With the account's API budget spent, the register keeps its own.
    const res = await other.changes();
    expect(res.status).toBe(200);
    expect(limitHeaders(res)).toMatchObject({ limit: '4', remaining: '1' });
  });

  it('refuses a call without a valid device token with 401 before any rate accounting', async () => {
    const { device } = await exhaustedDevice();
    const url = `${device.listenerUrl}/sync/v1/changes`;

    const anonymous = await rawRequest(url);
    expectError(anonymous, 401, 'UNAUTHENTICATED');
    expect(anonymous.headers.get('ratelimit-limit')).toBeNull();
    const unknown = await rawRequest(url, {
      headers: { Authorization: `Bearer caja_dev_${'x'.repeat(40)}` },
    });
    expectError(unknown, 401, 'INVALID_API_KEY');
    expect(unknown.headers.get('ratelimit-limit')).toBeNull();

    // Authentication comes first: a revoked register is told so, not to wait.
    await server.admin.revokeDevice(device.id);
    const revoked = await device.changes();
    expectError(revoked, 401, 'API_KEY_REVOKED');
    expect(revoked.headers.get('retry-after')).toBeNull();
  });
});

describe('RATE_LIMIT_PER_DEVICE', () => {
  it('defaults to 600 requests per minute', () => {
    expect(loadConfig({}).rateLimit.perDevicePerMinute).toBe(600);
  });

  it('refuses a value that is not a whole number from 1, naming the variable with the others', () => {
    let error: unknown;
    try {
      loadConfig({ RATE_LIMIT_PER_DEVICE: '0', RATE_LIMIT_PER_KEY: 'mucho' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'RATE_LIMIT_PER_KEY="mucho" debe ser un entero entre 1 y 10000000.',
      'RATE_LIMIT_PER_DEVICE="0" debe ser un entero entre 1 y 10000000.',
    ]);
  });
});
