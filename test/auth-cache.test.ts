import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/console-session.js';
import { onPostgres, startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';

/**
 * A process that keeps verified keys in memory refuses a key the moment it is revoked, or its
 * account changes, through any of its own interfaces: the domain operation forgets the cached
 * keys itself once its change commits, so no route has to remember to.
 */
let server: TestServer;
let catcher: MailCatcher;
let n = 0;

beforeAll(async () => {
  catcher = new MailCatcher();
  // Ten minutes of cache: only the forgetting can make a change visible within the test.
  server = await startTestServer({ SMTP_URL: await catcher.start(), AUTH_CACHE_TTL_MS: '600000' });
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

async function shop() {
  const email = `cache${++n}@tienda.co`;
  const tenant = await server.tenant({ email, scopes: ['customers:read'] });
  const key = (await server.admin.createKey(tenant.accountId, {
    environment: 'test',
    scopes: ['customers:read'],
  })) as { id: string; secret: string };
  const api = tenant.test.withKey(key.secret);
  // The first use reads the key and keeps it.
  expect((await api.get('/customers')).status).toBe(200);
  return { ...tenant, email, key, api };
}

describe('the same process refuses at once', () => {
  it.skipIf(onPostgres())(
    'serves a key from memory while nothing tells the process it changed (what the rest relies on)',
    async () => {
      const { key, api } = await shop();
      // Revoked behind the domain's back: on the embedded database nothing announces it.
      await server.caja.services.db
        .updateTable('api_keys')
        .set({ revoked_at: new Date() })
        .where('id', '=', key.id)
        .execute();
      expect((await api.get('/customers')).status).toBe(200);
    },
  );

  it('a key an operator revokes', async () => {
    const { key, api } = await shop();
    await server.admin.revokeKey(key.id);
    const refused = await api.get('/customers');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('API_KEY_REVOKED');
  });

  it('a key the owner revokes in the console', async () => {
    const { key, api, email } = await shop();
    const client = await signIn(server, catcher, email);
    expect((await client.get(`/desarrolladores/claves/${key.id}/revocar`)).status).toBe(200);
    const done = await client.post(`/desarrolladores/claves/${key.id}/revocar`);
    expect(done.status).toBe(303);
    const refused = await api.get('/customers');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('API_KEY_REVOKED');
  });

  it('the keys of an account an operator deactivates, or moves to a plan without the API', async () => {
    const deactivated = await shop();
    await server.admin.updateAccount(deactivated.accountId, { status: 'inactive' });
    expect((await deactivated.api.get('/customers')).body.error.code).toBe('ACCOUNT_INACTIVE');

    const downgraded = await shop();
    await server.admin.updateAccount(downgraded.accountId, { plan: 'free' });
    expect((await downgraded.api.get('/customers')).body.error.code).toBe('PLAN_REQUIRED');
  });
});
