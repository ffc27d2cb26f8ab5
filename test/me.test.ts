import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
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
      data_freshness: { last_device_sync_at: null, devices: [] },
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
    const add = (body: Record<string, string>) =>
      server.admin.addDevice(shop.accountId, { environment: 'test', ...body });
    await add({ name: 'Caja principal', kind: 'primary', platform: 'windows', app_version: '4.1.0' });
    await add({ kind: 'kitchen' });
    const gone = await add({ name: 'Caja vieja', kind: 'satellite', platform: 'android' });
    await server.admin.revokeDevice(gone.id);
    await server.admin.addDevice(shop.accountId, { environment: 'live', name: 'Caja de producción' });

    const res = await shop.api.get('/me');
    expect(res.status).toBe(200);
    expect(res.body.data_freshness).toEqual({
      last_device_sync_at: null,
      devices: [
        { name: 'Caja principal', kind: 'primary', platform: 'windows', last_sync_at: null },
        { name: null, kind: 'kitchen', platform: null, last_sync_at: null },
      ],
    });
  });

  it('reports each device upload and the latest of them as last_device_sync_at', async () => {
    const shop = await business();
    const first = await server.admin.addDevice(shop.accountId, { environment: 'test', name: 'Caja 1' });
    const second = await server.admin.addDevice(shop.accountId, { environment: 'test', name: 'Caja 2' });
    await server.admin.addDevice(shop.accountId, { environment: 'test', name: 'Caja 3' });
    const revoked = await server.admin.addDevice(shop.accountId, { environment: 'test', name: 'Caja 4' });
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
