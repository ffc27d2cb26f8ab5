import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDevice } from './helpers/device-client.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';

const clock = new ManualClock(new Date('2026-11-22T16:00:00.000Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

/** A business with one key in the test environment, made through the operator interface. */
async function business(
  options: { name?: string; plan?: string; scopes?: string[]; keyName?: string; expiresAt?: string } = {},
) {
  const account = await server.admin.createAccount({
    name: options.name ?? 'Panadería La Espiga',
    plan: options.plan ?? 'pro',
  });
  const key = await server.admin.createKey(account.id, {
    environment: 'test',
    scopes: options.scopes ?? ['*'],
    name: options.keyName ?? 'Integración contable',
    ...(options.expiresAt ? { expires_at: options.expiresAt } : {}),
  });
  return { accountId: account.id as string, key, api: server.api('test', key.secret) };
}

/** Adds a device a second after the previous one: GET /me lists devices in the order they were added. */
function addDevice(accountId: string, body: Parameters<TestServer['admin']['addDevice']>[1]) {
  clock.advance(1000);
  return server.admin.addDevice(accountId, body);
}

/** Sets when a device last uploaded, as the device sync interface records it. */
async function markSynced(deviceId: string, at: Date): Promise<void> {
  await server.caja.services.db
    .updateTable('devices')
    .set({ last_sync_at: at })
    .where('id', '=', deviceId)
    .execute();
}

describe('GET /me', () => {
  it('returns the account, its business, plan and the calling key', async () => {
    const expiresAt = '2031-01-15T10:00:00.000Z';
    const shop = await business({ scopes: ['customers:read', 'sales:read'], expiresAt });
    const res = await shop.api.get('/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      object: 'account',
      id: shop.accountId,
      business: { name: 'Panadería La Espiga', currency: 'COP' },
      plan: 'pro',
      api_key: {
        id: shop.key.id,
        name: 'Integración contable',
        environment: 'test',
        scopes: ['customers:read', 'sales:read'],
        expires_at: expiresAt,
      },
      // An environment without registers is complete up to the response.
      data_freshness: { last_device_sync_at: null, complete_through: clock.now().toISOString(), devices: [] },
    });
  });

  it('never shows the key value or its fingerprint', async () => {
    const shop = await business();
    const res = await shop.api.get('/me');
    expect(res.text).not.toContain(shop.key.secret);
    expect(res.text).not.toContain(shop.key.secret.slice('caja_test_'.length));
    expect(res.text).not.toContain(createHash('sha256').update(shop.key.secret).digest('hex'));
    expect(Object.keys(res.body.api_key).sort()).toEqual([
      'environment',
      'expires_at',
      'id',
      'name',
      'scopes',
    ]);
    expect(res.body.api_key.expires_at).toBeNull();
  });

  it('lists every non-revoked device of the environment, with last_sync_at null until it uploads', async () => {
    const shop = await business();
    const add = (body: Record<string, string>) => addDevice(shop.accountId, { environment: 'test', ...body });
    await add({ name: 'Caja principal', kind: 'primary', platform: 'windows', app_version: '4.1.0' });
    await add({ kind: 'kitchen' });
    const gone = await add({ name: 'Caja vieja', kind: 'satellite', platform: 'android' });
    await server.admin.revokeDevice(gone.id);
    await addDevice(shop.accountId, { environment: 'live', name: 'Caja de producción' });

    const res = await shop.api.get('/me');
    expect(res.status).toBe(200);
    const never = { last_sync_at: null, complete_through: null, pending_records: null };
    expect(res.body.data_freshness).toEqual({
      last_device_sync_at: null,
      complete_through: null,
      devices: [
        { name: 'Caja principal', kind: 'primary', platform: 'windows', ...never },
        { name: null, kind: 'kitchen', platform: null, ...never },
      ],
    });
  });

  it('reports each device upload and the latest of them as last_device_sync_at', async () => {
    const shop = await business();
    const first = await addDevice(shop.accountId, { environment: 'test', name: 'Caja 1' });
    const second = await addDevice(shop.accountId, { environment: 'test', name: 'Caja 2' });
    await addDevice(shop.accountId, { environment: 'test', name: 'Caja 3' });
    const revoked = await addDevice(shop.accountId, { environment: 'test', name: 'Caja 4' });
    await markSynced(first.id, new Date('2026-11-22T14:00:00.120Z'));
    await markSynced(second.id, new Date('2026-11-22T15:30:00.450Z'));
    // A revoked device's uploads are history: they neither list it nor move the freshness.
    await markSynced(revoked.id, new Date('2026-11-23T00:00:00.000Z'));
    await server.admin.revokeDevice(revoked.id);

    const { body } = await shop.api.get('/me');
    expect(body.data_freshness.last_device_sync_at).toBe('2026-11-22T15:30:00.450Z');
    expect(body.data_freshness.devices).toEqual([
      expect.objectContaining({ name: 'Caja 1', last_sync_at: '2026-11-22T14:00:00.120Z' }),
      expect.objectContaining({ name: 'Caja 2', last_sync_at: '2026-11-22T15:30:00.450Z' }),
      expect.objectContaining({ name: 'Caja 3', last_sync_at: null }),
    ]);
  });

  it("shows each register's complete_through and pending_records, and the earliest of them once all have reported", async () => {
    const shop = await business();
    const first = await registerDevice(server, shop.accountId, { name: 'Caja 1' });
    clock.advance(1000);
    const second = await registerDevice(server, shop.accountId, { name: 'Caja 2' });
    const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
    const freshness = async () => (await shop.api.get('/me')).body.data_freshness;

    await first.reportStatus({ device_time: at(0), pending: 0, oldest_pending_at: null });
    const reported = at(0);
    // One register that never reported (an older app) leaves the environment without a promise.
    expect(await freshness()).toMatchObject({
      complete_through: null,
      devices: [
        { name: 'Caja 1', complete_through: reported, pending_records: 0 },
        { name: 'Caja 2', complete_through: null, pending_records: null },
      ],
    });

    clock.advance(60_000);
    await second.reportStatus({ device_time: at(0), pending: 7, oldest_pending_at: at(-10 * 60_000) });
    expect(await freshness()).toMatchObject({
      complete_through: at(-10 * 60_000),
      devices: [
        { name: 'Caja 1', complete_through: reported, pending_records: 0 },
        { name: 'Caja 2', complete_through: at(-10 * 60_000), pending_records: 7 },
      ],
    });
  });

  it('leaves revoked registers out of complete_through, and drops it to null when a register is added', async () => {
    const shop = await business();
    const reporting = await registerDevice(server, shop.accountId, { name: 'Caja que informa' });
    const silent = await registerDevice(server, shop.accountId, { name: 'Caja antigua' });
    await reporting.reportStatus({
      device_time: clock.now().toISOString(),
      pending: 0,
      oldest_pending_at: null,
    });
    const reported = clock.now().toISOString();
    const freshness = async () => (await shop.api.get('/me')).body.data_freshness;
    expect((await freshness()).complete_through).toBeNull();

    await server.admin.revokeDevice(silent.id);
    clock.advance(60_000);
    expect((await freshness()).complete_through).toBe(reported);

    await registerDevice(server, shop.accountId, { name: 'Caja nueva' });
    expect((await freshness()).complete_through).toBeNull();
  });

  it('answers a key whose only scope is unrelated to accounts', async () => {
    const shop = await business({ scopes: ['reports:read'] });
    const res = await shop.api.get('/me');
    expect(res.status).toBe(200);
    expect(res.body.api_key.scopes).toEqual(['reports:read']);
    const other = await shop.api.get('/customers');
    expect(other.body.error.code).toBe('INSUFFICIENT_SCOPE');
  });

  it.each(['free', 'plus'])('answers on plan %s so that the client can read the plan', async (plan) => {
    const shop = await business({ plan });
    const res = await shop.api.get('/me');
    expect(res.status).toBe(200);
    expect(res.body.plan).toBe(plan);
    expect(res.body.id).toBe(shop.accountId);
    const other = await shop.api.get('/customers');
    expect(other.body.error.code).toBe('PLAN_REQUIRED');
  });

  it('shows the key of the environment it is called in', async () => {
    const shop = await business();
    const live = await server.admin.createKey(shop.accountId, { environment: 'live', scopes: ['*'] });
    const res = await server.api('live', live.secret).get('/me');
    expect(res.status).toBe(200);
    expect(res.body.api_key).toMatchObject({ id: live.id, environment: 'live' });
    expect(res.body.api_key.scopes).toHaveLength(12);
  });
});
