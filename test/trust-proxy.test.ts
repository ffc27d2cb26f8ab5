import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config.js';
import { ConsoleClient, hiddenField } from './helpers/console-client.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';

/**
 * Behind a load balancer every request comes from the balancer's address. TRUST_PROXY names the
 * proxies whose X-Forwarded-For is believed, so that the console's per-address limits and the
 * activity log see each client; a proxy not named is not believed.
 */
let catcher: MailCatcher;
let behindProxy: TestServer;
let direct: TestServer;
let proxy: Server;
let proxyUrl: string;

/**
 * A reverse proxy in the process: it forwards each request to the console and appends the
 * address it was connected from to X-Forwarded-For, as nginx's `$proxy_add_x_forwarded_for`
 * does. Its clients here say which address they stand for with an X-Forwarded-For of their own,
 * as a CDN in front of the balancer would.
 */
function startProxy(target: string): Promise<string> {
  const to = new URL(target);
  proxy = createServer((incoming, outgoing) => {
    const before = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': `${before ? `${before}, ` : ''}${incoming.socket.remoteAddress}`,
    };
    const upstream = forward(
      { host: to.hostname, port: to.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  catcher = new MailCatcher();
  const smtp = await catcher.start();
  behindProxy = await startTestServer({ SMTP_URL: smtp, TRUST_PROXY: 'loopback' });
  direct = await startTestServer({ SMTP_URL: smtp, TRUST_PROXY: '10.0.0.0/8' });
  proxyUrl = await startProxy(behindProxy.urls.console);
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await behindProxy?.close();
  await direct?.close();
  await catcher?.close();
});

/** The statuses of asking for a code for `count` new e-mails, as one client. */
async function askCodes(client: ConsoleClient, count: number, tag: string): Promise<number[]> {
  await client.get('/ingresar');
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await client.post('/ingresar', { email: `${tag}${i}@proxy.co` })).status);
  return statuses;
}

describe('TRUST_PROXY', () => {
  it("counts each client behind the proxy on its own address, and still limits one client's", async () => {
    // 25 clients, one code each: more than one address's 20, none refused.
    const many: number[] = [];
    for (let i = 0; i < 25; i++) {
      const client = new ConsoleClient(proxyUrl, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      many.push(...(await askCodes(client, 1, `cliente${i}-`)));
    }
    expect(many).toEqual(Array.from({ length: 25 }, () => 303));
    // One client asking for 21: its own address's limit holds.
    const one = await askCodes(
      new ConsoleClient(proxyUrl, { 'x-forwarded-for': '198.51.100.7' }),
      21,
      'uno-',
    );
    expect(one.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(one[20]).toBe(429);
  });

  it('records the forwarded address of a sign-in in the activity log', async () => {
    const email = 'duena@detras-del-proxy.co';
    const shop = await behindProxy.tenant({ email });
    const client = new ConsoleClient(proxyUrl, { 'x-forwarded-for': '192.0.2.44' });
    await client.get('/ingresar');
    const since = catcher.messages.length;
    const asked = await client.post('/ingresar', { email });
    const challenge = hiddenField((await client.get(asked.location!)).body, 'challenge');
    const code = MailCatcher.codeOf(await catcher.next(email, since, /código/));
    expect((await client.post('/ingresar/codigo', { challenge, email, code })).status).toBe(303);
    const rows = await behindProxy.caja.services.db
      .selectFrom('account_activity')
      .select(['action', 'ip'])
      .where('account_id', '=', shop.accountId)
      .execute();
    expect(rows).toContainEqual(expect.objectContaining({ ip: '192.0.2.44' }));
  });

  it('does not believe an X-Forwarded-For from an address it does not name', async () => {
    // Straight from 127.0.0.1, which TRUST_PROXY=10.0.0.0/8 does not name: every spoofed
    // address is the same client.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const client = new ConsoleClient(direct.urls.console, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(...(await askCodes(client, 1, `falso${i}-`)));
    }
    expect(statuses.slice(0, 20).every((status) => status === 303)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses a value that is not an address, a range or a range name, in one Spanish line', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).http.trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({}).http.trustProxy).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: 'balanceador.interno' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'balanceador.interno' })).toThrow(
      /TRUST_PROXY: "balanceador.interno"/,
    );
  });
});
