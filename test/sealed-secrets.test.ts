import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { isSealed, parseSecretKey, SecretBox, sealedKeyId } from '#src/domain/secrets/secret-box.js';
import { sealStoredSecrets } from '#src/domain/secrets/stored-secrets.js';
import { createWebhookEndpoint } from '#src/domain/webhooks/endpoints.service.js';
import { migrateToLatest } from '#src/migrate.js';
import { runCajaWith } from './helpers/cli.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { WebhookReceiver, waitFor } from './helpers/webhook-receiver.js';

/**
 * Webhook signing secrets are sealed at rest with a key the database does not hold
 * (CAJA_SECRET_KEY): a dump or a backup is not enough to forge Caja's webhooks.
 */
const K1 = 'uVAsfLHNPaW7Yv8C2kpbB1EJm6wq/H3rXo0eK9zdTgE=';
const K2 = '8wR2P4Tn0yQd6sXkV1mJc3fGh5uLbZ7aNe9oWiK+Ypo=';
const K3 = 'ZQm3xV9c1NnT5rW0yK2bL7hF4sDgJ6uEoPaCiR8tMlA=';
const key = (text: string) => parseSecretKey(text)!;
const exec = promisify(execFile);
const operator = { who: 'prueba', ip: null };
const loopback = { allowLoopback: true, resolve: async () => ['127.0.0.1'] };

describe('the secret box', () => {
  it('opens what it sealed, only for the row it was sealed for, and names its key', () => {
    const box = new SecretBox(key(K1));
    const sealed = box.seal('whsec_abc', 'endpoint-1');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('abc');
    expect(box.open(sealed, 'endpoint-1')).toBe('whsec_abc');
    expect(() => box.open(sealed, 'endpoint-2')).toThrow();
    expect(box.seal('whsec_abc', 'endpoint-1')).not.toBe(sealed);
    const tampered = `${sealed.slice(0, -3)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-2)}`;
    expect(() => box.open(tampered, 'endpoint-1')).toThrow();
    expect(() => new SecretBox(key(K2)).open(sealed, 'endpoint-1')).toThrow(/CAJA_SECRET_KEY/);
    expect(new SecretBox(key(K2), [key(K1)]).open(sealed, 'endpoint-1')).toBe('whsec_abc');
  });

  it('takes 32 bytes in base64 or hexadecimal, nothing else', () => {
    expect(parseSecretKey(K1)).toHaveLength(32);
    expect(parseSecretKey('ab'.repeat(32))).toHaveLength(32);
    for (const bad of ['', 'corta', 'ab'.repeat(31), Buffer.alloc(16).toString('base64')])
      expect(parseSecretKey(bad)).toBeNull();
  });
});

describe('secrets at rest', { timeout: 60_000 }, () => {
  let server: TestServer;
  const receiver = new WebhookReceiver();
  let receiverUrl: string;

  beforeAll(async () => {
    receiverUrl = await receiver.start();
    // Mid-rotation: the new key seals, the old one still opens.
    server = await startTestServer({
      CAJA_SECRET_KEY: K2,
      CAJA_SECRET_KEYS_OLD: K1,
      WEBHOOK_ALLOW_LOOPBACK: 'true',
    });
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  /** Every row of the endpoints table as text, as a dump would hold it. */
  const dumped = async () =>
    (
      await sql<{ row: string }>`select row_to_json(w)::text as row from webhook_endpoints w`.execute(
        server.caja.services.db,
      )
    ).rows
      .map((r) => r.row)
      .join('\n');

  it('keeps no usable secret in the database, the rotated one included', async () => {
    const shop = await server.tenant();
    const created = await server.admin
      .raw()
      .post(
        `/accounts/${shop.accountId}/webhook-endpoints`,
        { environment: 'test', url: `${receiverUrl}/a` },
        { idempotencyKey: null },
      );
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: string; secret: string };
    const rotated = await server.admin.raw().request('POST', `/webhook-endpoints/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const next = (rotated.body as { secret: string }).secret;
    expect(next).not.toBe(secret);
    const shown = await server.admin.raw().request('GET', `/webhook-endpoints/${id}/secret`);
    expect((shown.body as { secret: string }).secret).toBe(next);

    const text = await dumped();
    for (const clear of [secret, next]) {
      expect(text).not.toContain(clear);
      expect(text).not.toContain(clear.slice('whsec_'.length));
    }
    if (server.databaseUrl) {
      const { stdout } = await exec(
        'pg_dump',
        ['--data-only', '-t', 'webhook_endpoints', server.databaseUrl],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      expect(stdout).toContain(id);
      expect(stdout).not.toContain(secret.slice('whsec_'.length));
      expect(stdout).not.toContain(next.slice('whsec_'.length));
    }
  });

  it('keeps deliveries verifiable for the same secret through a key rotation', async () => {
    const shop = await server.tenant();
    const { db } = server.caja.services;
    const tenant = { accountId: shop.accountId, environment: 'test' as const };
    // An endpoint sealed under the old key, as every one was before the rotation began.
    const endpoint = await createWebhookEndpoint(
      db,
      tenant,
      { url: `${receiverUrl}/rotacion`, enabled_events: ['customer.created'] },
      new Date(),
      loopback,
      operator,
      new SecretBox(key(K1)),
    );
    const stored = async () =>
      (
        await sql<{ secret: string }>`select secret from webhook_endpoints where id = ${endpoint.id}`.execute(
          db,
        )
      ).rows[0]!.secret;
    expect(sealedKeyId(await stored())).toBe(new SecretBox(key(K1)).currentId);

    const delivered = async (name: string) => {
      const customer = (await shop.test.post('/customers', { name })).body.id as string;
      const request = await waitFor(
        () => receiver.requests.find((r) => r.path === '/rotacion' && r.body.includes(customer)),
        'the delivery',
      );
      return new Webhook(endpoint.secret!).verify(request.body, request.headers as Record<string, string>);
    };
    expect(await delivered('Antes de rotar')).toMatchObject({ type: 'customer.created' });

    expect(await sealStoredSecrets(db, server.caja.services.secretBox, { rotate: true })).toBeGreaterThan(0);
    expect(sealedKeyId(await stored())).toBe(new SecretBox(key(K2)).currentId);
    expect(await sealStoredSecrets(db, server.caja.services.secretBox, { rotate: true })).toBe(0);
    expect(new SecretBox(key(K2)).open(await stored(), endpoint.id)).toBe(endpoint.secret);
    expect(await delivered('Después de rotar')).toMatchObject({ type: 'customer.created' });
  });

  it('seals at start the secrets stored in clear before, and refuses a box without their key', async () => {
    const shop = await server.tenant();
    const { db } = server.caja.services;
    const id = crypto.randomUUID();
    const clear = `whsec_${Buffer.from('un secreto guardado antes de sellar').toString('base64')}`;
    await sql`
      insert into webhook_endpoints (id, account_id, environment, url, enabled_events, status, secret,
        created_at, updated_at)
      values (${id}, ${shop.accountId}, 'test', ${`${receiverUrl}/antiguo`}, '{*}', 'enabled', ${clear}, now(), now())
    `.execute(db);
    expect(await sealStoredSecrets(db, server.caja.services.secretBox)).toBeGreaterThanOrEqual(1);
    const text = await dumped();
    expect(text).toContain(id);
    expect(text).not.toContain(clear);
    await expect(sealStoredSecrets(db, new SecretBox(key(K3)))).rejects.toThrow(/CAJA_SECRET_KEY/);
  });
});

/** The real executable on the embedded database, with only the key this test gives it. */
const caja = (args: string[], env: Record<string, string>) =>
  runCajaWith(args, { CAJA_SECRET_KEY: undefined, ...env });

describe('the key at start and caja secrets rotate-key', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'caja-secrets-'));
  let endpoint: { id: string; secret: string };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    // An embedded database whose one endpoint was sealed under K1.
    const database = await openDatabase({ dataDir });
    await migrateToLatest(database);
    const account = await createAccount(
      database.db,
      { name: 'Tienda de las Llaves', plan: 'pro' },
      new Date(),
    );
    const made = await createWebhookEndpoint(
      database.db,
      { accountId: account.id, environment: 'test' },
      { url: 'http://127.0.0.1:9/llaves' },
      new Date(),
      loopback,
      operator,
      new SecretBox(key(K1)),
    );
    endpoint = { id: made.id, secret: made.secret! };
    await database.close();
  });

  it('re-seals every secret under the new key, then finds nothing to do, and refuses a key it cannot use', async () => {
    const env = { CAJA_DATA_DIR: dataDir, CAJA_SECRET_KEY: K2, CAJA_SECRET_KEYS_OLD: K1 };
    const first = await caja(['secrets', 'rotate-key'], env);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(
      /^Secretos sellados de nuevo con la llave [0-9a-f]{16}: los de 1 endpoints\./,
    );
    const again = await caja(['secrets', 'rotate-key', '--json'], env);
    expect(JSON.parse(again.stdout)).toEqual({ key_id: new SecretBox(key(K2)).currentId, resealed: 0 });
    const wrong = await caja(['secrets', 'rotate-key'], { CAJA_DATA_DIR: dataDir, CAJA_SECRET_KEY: K3 });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/sellados con una llave que este proceso no tiene/);

    const database = await openDatabase({ dataDir });
    const { rows } = await sql<{ secret: string }>`
      select secret from webhook_endpoints where id = ${endpoint.id}
    `.execute(database.db);
    await database.close();
    expect(new SecretBox(key(K2)).open(rows[0]!.secret, endpoint.id)).toBe(endpoint.secret);
  });

  it('stops the start with one line when the key is wrong, or missing on PostgreSQL', async () => {
    const ports = { PORT: '0', TEST_PORT: '0', ADMIN_PORT: '0', CONSOLE_PORT: '0', CAJA_DEMO: 'false' };
    const wrong = await caja(['serve'], { ...ports, CAJA_DATA_DIR: dataDir, CAJA_SECRET_KEY: K3 });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(
      /^Configuración inválida:\n {2}- Los secretos guardados están sellados con una llave que este proceso no tiene \([0-9a-f]{16}\)\. Define CAJA_SECRET_KEY/,
    );
    const missing = await caja(['serve'], { ...ports, DATABASE_URL: 'postgres://127.0.0.1:1/caja' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      /^Configuración inválida:\n {2}- Falta CAJA_SECRET_KEY: .*openssl rand -base64 32/,
    );
    const malformed = await caja(['serve'], { ...ports, CAJA_DATA_DIR: dataDir, CAJA_SECRET_KEY: 'corta' });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/CAJA_SECRET_KEY debe ser una llave de 32 bytes/);
  });

  it('keeps the embedded default key in the data directory, readable by its owner only', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'caja-secret-key-'));
    try {
      const database = await openDatabase({ dataDir: fresh });
      await database.close();
      const { resolveSecretBox } = await import('#src/start/secret-key.js');
      const config = { secrets: { key: undefined, oldKeys: [] }, databaseUrl: undefined, dataDir: fresh };
      const first = resolveSecretBox(config);
      expect(statSync(join(fresh, 'secret-key')).mode & 0o777).toBe(0o600);
      expect(resolveSecretBox(config).currentId).toBe(first.currentId);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
