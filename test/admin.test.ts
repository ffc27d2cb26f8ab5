import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestServer, type TestServer } from './helpers/harness.js';
import { ApiClient } from './helpers/http.js';
import { expectError } from './helpers/security.js';

let server: TestServer;
let admin: ApiClient;

// Keys are served from memory for a minute here, as a busy server would: revocations and
// account changes made through this interface must still take effect at once.
beforeAll(async () => {
  server = await startTestServer({ AUTH_CACHE_TTL_MS: '60000' });
  admin = server.admin.raw();
});
afterAll(() => server.close());

const ALL_SCOPES = [
  'products:read',
  'products:write',
  'customers:read',
  'customers:write',
  'inventory:read',
  'inventory:write',
  'sales:read',
  'invoices:read',
  'quotes:read',
  'cash:read',
  'reports:read',
  'events:read',
];
const UNKNOWN_ID = '7d4a8c2e-1111-4222-8333-444455556666';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newAccount = (body: { name?: string; plan?: string } = {}) =>
  server.admin.createAccount({ name: 'Ferretería El Tornillo', ...body });

describe('operator token', () => {
  it('is required: a call without it gets 401 UNAUTHENTICATED', async () => {
    expectError(await admin.withKey(null).post('/accounts', { name: 'X' }), 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['a wrong token of the same length', ADMIN_TOKEN.replace(/.$/, 'x')],
    ['a shorter token', 'caja_admin'],
  ])('refuses %s with 401', async (_, token) => {
    const res = await admin.withKey(token).post('/accounts', { name: 'X' });
    expectError(res, 401, 'INVALID_API_KEY');
  });

  it('refuses a public API key in place of the operator token', async () => {
    const shop = await server.tenant();
    expectError(await admin.withKey(shop.liveKey).get(`/accounts/${shop.accountId}`), 401, 'INVALID_API_KEY');
  });

  it('lives apart from the public API: neither listener serves the other’s routes', async () => {
    const onPublic = await new ApiClient(`${server.urls.live}/admin/v1`, ADMIN_TOKEN).post('/accounts', {
      name: 'X',
    });
    expectError(onPublic, 404, 'ROUTE_NOT_FOUND');
    const onAdmin = await new ApiClient(`${server.urls.admin}/public/v1`, ADMIN_TOKEN).get('/me');
    expectError(onAdmin, 404, 'ROUTE_NOT_FOUND');
  });
});

describe('accounts', () => {
  it('creates an active account on plan pro by default', async () => {
    const res = await admin.post('/accounts', { name: 'Ferretería El Tornillo' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'account',
      name: 'Ferretería El Tornillo',
      plan: 'pro',
      status: 'active',
      email: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('takes a plan and an owner email', async () => {
    const res = await admin.post('/accounts', { name: 'Tienda', plan: 'free', email: 'dueno@tienda.co' });
    expect(res.body).toMatchObject({ plan: 'free', email: 'dueno@tienda.co' });
  });

  it.each([
    [{}, 'name'],
    [{ name: 'Tienda', plan: 'gold' }, 'plan'],
    [{ name: 'Tienda', email: 'no-es-correo' }, 'email'],
    [{ name: 'Tienda', owner: 'x' }, 'owner'],
  ])('rejects %j with VALIDATION_ERROR on %s', async (body, param) => {
    const res = await admin.post('/accounts', body);
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe(param);
  });

  it('changes plan and status, and reads back what it changed', async () => {
    const account = await newAccount();
    const res = await admin.patch(`/accounts/${account.id}`, { plan: 'plus', status: 'inactive' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: account.id, plan: 'plus', status: 'inactive' });
    expect((await admin.get(`/accounts/${account.id}`)).body).toMatchObject({
      plan: 'plus',
      status: 'inactive',
    });
  });

  it('refuses an empty change and an unknown status', async () => {
    const account = await newAccount();
    expectError(await admin.patch(`/accounts/${account.id}`, {}), 400, 'VALIDATION_ERROR');
    const res = await admin.patch(`/accounts/${account.id}`, { status: 'paused' });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe('status');
  });
});

describe('unknown and malformed ids', () => {
  it.each([
    ['GET', `/accounts/${UNKNOWN_ID}`, undefined],
    ['PATCH', `/accounts/${UNKNOWN_ID}`, { plan: 'free' }],
    ['POST', `/accounts/${UNKNOWN_ID}/api-keys`, { environment: 'test', scopes: ['*'] }],
    ['POST', `/accounts/${UNKNOWN_ID}/devices`, { environment: 'test' }],
    ['POST', `/api-keys/${UNKNOWN_ID}/revoke`, undefined],
    ['POST', `/devices/${UNKNOWN_ID}/revoke`, undefined],
  ])('%s %s answers NOT_FOUND', async (method, path, body) => {
    expectError(await admin.request(method, path, body), 404, 'NOT_FOUND');
  });

  it('answers VALIDATION_ERROR on id for an id that is not a UUID', async () => {
    const res = await admin.patch('/accounts/42', { plan: 'free' });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe('id');
  });
});

describe('API keys', () => {
  it.each(['live', 'test'])('creates a %s key and shows its secret once, with the prefix', async (env) => {
    const account = await newAccount();
    const res = await admin.post(`/accounts/${account.id}/api-keys`, {
      environment: env,
      scopes: ['customers:read'],
      name: 'ERP',
    });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(new RegExp(`^caja_${env}_[0-9A-Za-z]{32,}$`));
    expect(res.body).toMatchObject({
      object: 'api_key',
      account_id: account.id,
      name: 'ERP',
      environment: env,
      scopes: ['customers:read'],
      expires_at: null,
      revoked_at: null,
      last4: res.body.secret.slice(-4),
    });
    const again = await server.admin.createKey(account.id, { environment: env, scopes: ['customers:read'] });
    expect(again.secret).not.toBe(res.body.secret);
  });

  it('expands ["*"] to the twelve scopes', async () => {
    const account = await newAccount();
    const key = await server.admin.createKey(account.id, { environment: 'test', scopes: ['*'] });
    expect([...key.scopes].sort()).toEqual([...ALL_SCOPES].sort());
  });

  it.each([
    [['customers:read', 'customers:delete'], 'an unknown scope'],
    [['admin'], 'a made-up scope'],
    [[], 'no scope at all'],
  ])('refuses %j (%s) with VALIDATION_ERROR on scopes', async (scopes) => {
    const account = await newAccount();
    const res = await admin.post(`/accounts/${account.id}/api-keys`, { environment: 'test', scopes });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.error.param).toBe('scopes');
  });

  it('revokes a key, answering with the key and no secret', async () => {
    const account = await newAccount();
    const key = await server.admin.createKey(account.id, { environment: 'test', scopes: ['*'] });
    const res = await admin.request('POST', `/api-keys/${key.id}/revoke`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'api_key', id: key.id, last4: key.last4 });
    expect(res.body).not.toHaveProperty('secret');
    expect(res.text).not.toContain(key.secret);
    expect(Date.parse(res.body.revoked_at)).not.toBeNaN();
  });

  it('stops a revoked key on its very next request, even while keys are served from memory', async () => {
    const shop = await server.tenant();
    const key = await server.admin.createKey(shop.accountId, { environment: 'live', scopes: ['*'] });
    const api = server.api('live', key.secret);
    expect((await api.get('/customers')).status).toBe(200);
    await server.admin.revokeKey(key.id);
    expectError(await api.get('/customers'), 401, 'API_KEY_REVOKED');
    expect((await shop.live.get('/customers')).status).toBe(200);
  });

  it('accepts any expiry instant, and a past one makes the key API_KEY_EXPIRED', async () => {
    const account = await newAccount();
    const past = '2020-01-01T00:00:00.000Z';
    const key = await server.admin.createKey(account.id, {
      environment: 'test',
      scopes: ['*'],
      expires_at: past,
    });
    expect(key.expires_at).toBe(past);
    expectError(await server.api('test', key.secret).get('/me'), 401, 'API_KEY_EXPIRED');
  });

  it('stores only the SHA-256 fingerprint of the secret, plus its last 4 characters', async () => {
    const account = await newAccount();
    const key = await server.admin.createKey(account.id, { environment: 'live', scopes: ['*'] });
    const row = await server.caja.services.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.fingerprint).toBe(sha256(key.secret));
    expect(row.last4).toBe(key.secret.slice(-4));
    const randomPart = key.secret.slice('caja_live_'.length);
    for (const [column, value] of Object.entries(row)) {
      expect(JSON.stringify(value), column).not.toContain(randomPart.slice(0, 8));
    }
  });
});

describe('devices', () => {
  it('adds a device, showing its token once, and revokes it', async () => {
    const account = await newAccount();
    const res = await admin.post(`/accounts/${account.id}/devices`, {
      environment: 'test',
      name: 'Caja 1',
      kind: 'satellite',
      platform: 'android',
      app_version: '4.2.0',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'device',
      account_id: account.id,
      environment: 'test',
      name: 'Caja 1',
      kind: 'satellite',
      platform: 'android',
      app_version: '4.2.0',
      last_sync_at: null,
      revoked_at: null,
    });
    expect(res.body.token).toMatch(/^caja_dev_[0-9A-Za-z]{32,}$/);

    const row = await server.caja.services.db
      .selectFrom('devices')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.token_fingerprint).toBe(sha256(res.body.token));
    expect(JSON.stringify(row)).not.toContain(res.body.token.slice('caja_dev_'.length, 20));

    const revoked = await admin.request('POST', `/devices/${res.body.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: res.body.id, object: 'device' });
    expect(revoked.body).not.toHaveProperty('token');
    expect(Date.parse(revoked.body.revoked_at)).not.toBeNaN();
  });

  it('refuses an unknown kind and a version that is not x.y.z', async () => {
    const account = await newAccount();
    for (const [body, param] of [
      [{ environment: 'test', kind: 'tablet' }, 'kind'],
      [{ environment: 'test', app_version: '4.2' }, 'app_version'],
      [{ environment: 'staging' }, 'environment'],
    ] as const) {
      const res = await admin.post(`/accounts/${account.id}/devices`, body);
      expectError(res, 400, 'VALIDATION_ERROR');
      expect(res.body.error.param).toBe(param);
    }
  });
});

describe('account changes reach the public API at once', () => {
  it('an inactive account stops all its keys, and reactivating it restores them', async () => {
    const shop = await server.tenant();
    expect((await shop.live.get('/me')).status).toBe(200);
    expect((await shop.test.get('/me')).status).toBe(200);
    await server.admin.updateAccount(shop.accountId, { status: 'inactive' });
    expectError(await shop.live.get('/me'), 401, 'ACCOUNT_INACTIVE');
    expectError(await shop.test.get('/customers'), 401, 'ACCOUNT_INACTIVE');
    await server.admin.updateAccount(shop.accountId, { status: 'active' });
    expect((await shop.live.get('/me')).status).toBe(200);
  });

  it('a plan without the API answers PLAN_REQUIRED from the next request', async () => {
    const shop = await server.tenant();
    expect((await shop.test.get('/customers')).status).toBe(200);
    await server.admin.updateAccount(shop.accountId, { plan: 'free' });
    expectError(await shop.test.get('/customers'), 403, 'PLAN_REQUIRED');
    expect((await shop.test.get('/me')).body.plan).toBe('free');
  });
});

describe('GET /admin/v1/accounts', () => {
  it('finds accounts by name or owner e-mail, taking % and _ literally, newest first, in pages', async () => {
    const admin = server.admin.raw();
    const tag = `b${Date.now()}`;
    const first = (await server.admin.createAccount({
      name: `Ferretería ${tag}`,
      email: `compras@${tag}.co`,
    })) as { id: string };
    const second = (await server.admin.createAccount({ name: `Droguería ${tag}` })) as { id: string };
    await server.admin.createAccount({ name: `Otra 100% ${tag}` });

    const byName = await admin.get('/accounts', { q: tag });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((a: { name: string }) => a.name)).toEqual([
      `Otra 100% ${tag}`,
      `Droguería ${tag}`,
      `Ferretería ${tag}`,
    ]);
    const byEmail = await admin.get('/accounts', { q: `COMPRAS@${tag}` });
    expect(byEmail.body.data.map((a: { id: string }) => a.id)).toEqual([first.id]);
    expect((await admin.get('/accounts', { q: `0% ${tag}` })).body.data).toHaveLength(1);
    expect((await admin.get('/accounts', { q: '_%' })).body.data).toEqual([]);

    const page = await admin.get('/accounts', { q: tag, limit: 2 });
    expect(page.body.has_more).toBe(true);
    const rest = await admin.get('/accounts', { q: tag, limit: 2, starting_after: page.body.next_cursor });
    expect(rest.body.data.map((a: { id: string }) => a.id)).toEqual([first.id]);
    expect(page.body.data[1].id).toBe(second.id);
    expect((await admin.get('/accounts', { q: 'x' })).status).toBe(400);
  });
});
