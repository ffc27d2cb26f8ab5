import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { waitFor } from './helpers/webhook-receiver.js';

/**
 * Webhook URLs can never make Caja connect to its own network: refused at registration, and
 * again when a delivery connects (DNS may have changed since), with a listener on 127.0.0.1
 * proving that no connection was made. Redirects are never followed.
 */

/** What names resolve to in this test; a test may change it to play a DNS change. */
const dns = new Map<string, string[]>([
  ['hooks.example.co', ['93.184.216.34']],
  ['interno.example.co', ['10.0.0.5']],
  ['mixto.example.co', ['93.184.216.34', '10.0.0.7']],
  ['metadatos.example.co', ['169.254.169.254']],
  ['v6-local.example.co', ['2606:2800:220:1::1', 'fd00::7']],
  ['mapeado.example.co', ['::ffff:127.0.0.1']],
  ['cambia.example.co', ['93.184.216.34']],
]);

let server: TestServer;
let shop: TestTenant;
let listener: { port: number; connections: number; server: Server };

beforeAll(async () => {
  server = await startTestServer(
    { WEBHOOK_ALLOW_LOOPBACK: 'true' },
    {
      resolveHost: async (hostname) => {
        const addresses = dns.get(hostname);
        if (addresses) return addresses;
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      },
    },
  );
  shop = await server.tenant();
  const tcp = createServer((socket) => {
    listener.connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  listener = { port: (tcp.address() as AddressInfo).port, connections: 0, server: tcp };
});
afterAll(async () => {
  listener.server.close();
  await server.close();
});

const register = (environment: 'live' | 'test', url: string) =>
  server.admin
    .raw()
    .post(`/accounts/${shop.accountId}/webhook-endpoints`, { environment, url }, { idempotencyKey: null });

describe('at registration', () => {
  // Every loopback spelling points at the listener's port, so a connection would be counted.
  const at = (host: string) => `https://${host}:${0}/caja`;
  const refused: Array<[string, string]> = [
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback, short form'],
    ['2130706433', 'loopback, decimal'],
    ['0x7f.1', 'loopback, hex and short'],
    ['0x7f000001', 'loopback, hex'],
    ['017700000001', 'loopback, octal'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified, decimal'],
    ['localhost', 'loopback name'],
    ['api.localhost', 'loopback name'],
    ['[::1]', 'IPv6 loopback'],
    ['[::]', 'IPv6 unspecified'],
    ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback'],
    ['[::ffff:10.0.0.1]', 'IPv4-mapped private'],
    ['[fe80::1]', 'IPv6 link-local'],
    ['[fd12:3456::1]', 'IPv6 unique local'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['[2002:7f00:1::]', '6to4 of 127.0.0.1'],
    ['[64:ff9b::7f00:1]', 'NAT64 of 127.0.0.1'],
    ['interno.example.co', 'a name that resolves to 10.0.0.5'],
    ['mixto.example.co', 'a name with one private address among public ones'],
    ['metadatos.example.co', 'a name that resolves to the metadata address'],
    ['v6-local.example.co', 'a name with a unique-local IPv6 address'],
    ['mapeado.example.co', 'a name that resolves to a mapped loopback'],
    ['no-existe.example.co', 'a name that does not exist'],
  ];

  it.each(refused)('refuses https://%s/ (%s) on live with VALIDATION_ERROR on url', async (host) => {
    const url = at(host).replace(':0/', `:${listener.port}/`);
    const res = await register('live', url);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'url' });
    expect(res.body.error.message).toMatch(/\.$/);
  });

  it.each([
    ['http://hooks.example.co/caja', 'http on live'],
    ['ftp://hooks.example.co/caja', 'another scheme'],
    ['https://usuario:clave@hooks.example.co/caja', 'credentials in the URL'],
    [`https://hooks.example.co/${'a'.repeat(2050)}`, 'longer than 2048'],
  ])('refuses %s (%s)', async (url) => {
    const res = await register('live', url);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'url' });
  });

  it('accepts a public https URL on live', async () => {
    expect((await register('live', 'https://hooks.example.co/caja')).status).toBe(201);
  });

  it('made no connection to the listener while refusing', () => {
    expect(listener.connections).toBe(0);
  });
});

describe('at delivery', () => {
  it('refuses a name that now resolves to a loopback address, without connecting', async () => {
    dns.set('cambia.example.co', ['93.184.216.34']);
    const res = await register('live', `https://cambia.example.co:${listener.port}/caja`);
    expect(res.status).toBe(201);
    // The DNS answer changes after registration.
    dns.set('cambia.example.co', ['127.0.0.1']);
    await shop.live.post('/customers', { name: 'Rebinding' });
    const attempt = await waitFor(
      async () =>
        (await server.admin.raw().get(`/webhook-endpoints/${res.body.id}/deliveries`)).body.data[0]
          ?.attempts[0],
      'the attempt',
    );
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toMatch(/cambia\.example\.co.*127\.0\.0\.1/);
    expect(listener.connections).toBe(0);
  });

  it('does not follow a redirect to 127.0.0.1: the 302 is a failed attempt', async () => {
    const redirect = createHttpServer((_, res) =>
      res.writeHead(302, { location: `http://127.0.0.1:${listener.port}/interno` }).end(),
    );
    await new Promise<void>((resolve) => redirect.listen(0, '127.0.0.1', resolve));
    const port = (redirect.address() as AddressInfo).port;
    const res = await register('test', `http://127.0.0.1:${port}/redirige`);
    expect(res.status).toBe(201);
    await shop.test.post('/customers', { name: 'Redirección' });
    const attempt = await waitFor(
      async () =>
        (await server.admin.raw().get(`/webhook-endpoints/${res.body.id}/deliveries`)).body.data[0]
          ?.attempts[0],
      'the attempt',
    );
    redirect.close();
    expect(attempt.status_code).toBe(302);
    expect(listener.connections).toBe(0);
  });
});
