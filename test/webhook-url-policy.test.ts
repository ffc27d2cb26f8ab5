import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUrlForDelivery,
  checkWebhookUrl,
  forbiddenAddressReason,
  guardedLookup,
  type ResolveHost,
  type UrlPolicy,
} from '#src/domain/webhooks/url-policy.js';

/** The names the tests use, and what a fake DNS answers for them: addresses, or an error code. */
const ZONE: Record<string, string[] | string> = {
  'publico.example.co': ['93.184.216.34', '2606:2800:220:1::1'],
  'interno.example.co': ['10.0.0.7'],
  'mixto.example.co': ['93.184.216.34', '10.0.0.7'],
  'mixto-v6.example.co': ['93.184.216.34', 'fd00::7'],
  'mapeado.example.co': ['::ffff:10.0.0.1'],
  'metadatos.example.co': ['169.254.169.254'],
  'bucle.example.co': ['127.0.0.1'],
  'no-existe.example.co': 'ENOTFOUND',
  'sin-datos.example.co': 'ENODATA',
  'dns-caido.example.co': 'EAI_AGAIN',
};
const resolved: string[] = [];
const fakeDns: ResolveHost = async (hostname) => {
  resolved.push(hostname);
  const answer = ZONE[hostname] ?? 'ENOTFOUND';
  if (typeof answer === 'string') throw Object.assign(new Error(`${answer} ${hostname}`), { code: answer });
  return answer;
};

const live: UrlPolicy = { environment: 'live', allowLoopback: false, resolve: fakeDns };
const testEnv: UrlPolicy = { environment: 'test', allowLoopback: false, resolve: fakeDns };
const testLoopback: UrlPolicy = { environment: 'test', allowLoopback: true, resolve: fakeDns };

const Y = 'accepted';
const N = 'refused';
type Verdict = typeof Y | typeof N;
const allowedEverywhere = [Y, Y, Y] as const;
const refusedEverywhere = [N, N, N] as const;
const onlyWithLoopback = [N, N, Y] as const;

/** URL, then the verdict under live, test, and test with WEBHOOK_ALLOW_LOOPBACK. */
const TABLE: [string, readonly [Verdict, Verdict, Verdict]][] = [
  // Public endpoints.
  ['https://publico.example.co/webhooks', allowedEverywhere],
  ['https://93.184.216.34/webhooks', allowedEverywhere],
  ['https://[2606:2800:220:1::1]/webhooks', allowedEverywhere],
  ['https://dns-caido.example.co/webhooks', allowedEverywhere], // EAI_AGAIN: checked at delivery
  // Syntax, scheme, credentials, length.
  ['http://publico.example.co/webhooks', onlyWithLoopback],
  ['ftp://publico.example.co/webhooks', refusedEverywhere],
  ['https://usuario:clave@publico.example.co/webhooks', refusedEverywhere],
  ['https://usuario@publico.example.co/webhooks', refusedEverywhere],
  [`https://publico.example.co/${'a'.repeat(2048)}`, refusedEverywhere],
  ['publico.example.co/webhooks', refusedEverywhere],
  ['https://no-existe.example.co/webhooks', refusedEverywhere],
  ['https://sin-datos.example.co/webhooks', refusedEverywhere],
  // Private, link-local and shared ranges: never, not even for local development.
  ['https://10.0.0.1/', refusedEverywhere],
  ['https://172.16.5.4/', refusedEverywhere],
  ['https://192.168.1.1/', refusedEverywhere],
  ['https://100.64.0.1/', refusedEverywhere],
  ['https://169.254.169.254/latest/meta-data/', refusedEverywhere],
  ['https://[fe80::1]/', refusedEverywhere],
  ['https://[fc00::1]/', refusedEverywhere],
  ['https://[fd12:3456::1]/', refusedEverywhere],
  ['https://[::ffff:10.0.0.1]/', refusedEverywhere],
  ['https://interno.example.co/', refusedEverywhere],
  ['https://mixto.example.co/', refusedEverywhere],
  ['https://mixto-v6.example.co/', refusedEverywhere],
  ['https://mapeado.example.co/', refusedEverywhere],
  ['https://metadatos.example.co/', refusedEverywhere],
  // Loopback, in every spelling: only in test with WEBHOOK_ALLOW_LOOPBACK.
  ['https://127.0.0.1/', onlyWithLoopback],
  ['https://127.1/', onlyWithLoopback],
  ['https://2130706433/', onlyWithLoopback],
  ['https://0x7f.1/', onlyWithLoopback],
  ['https://0x7f000001/', onlyWithLoopback],
  ['https://017700000001/', onlyWithLoopback],
  ['https://127.0.0.1./', onlyWithLoopback],
  ['http://127.0.0.1:8080/', onlyWithLoopback],
  ['https://localhost/', onlyWithLoopback],
  ['https://LOCALHOST./', onlyWithLoopback],
  ['https://foo.localhost/', onlyWithLoopback],
  ['https://[::1]/', onlyWithLoopback],
  ['https://[::ffff:127.0.0.1]/', onlyWithLoopback],
  ['https://bucle.example.co/', onlyWithLoopback],
  // Unspecified, multicast, broadcast, reserved and documentation ranges.
  ['https://0.0.0.0/', refusedEverywhere],
  ['https://0/', refusedEverywhere],
  ['https://[::]/', refusedEverywhere],
  ['https://224.0.0.1/', refusedEverywhere],
  ['https://255.255.255.255/', refusedEverywhere],
  ['https://198.18.0.1/', refusedEverywhere],
  ['https://192.0.2.10/', refusedEverywhere],
  ['https://[2001:db8::1]/', refusedEverywhere],
  // IPv6 forms that can embed an IPv4 (here 127.0.0.1): 6to4, NAT64, Teredo, IPv4-compatible.
  ['https://[2002:7f00:1::]/', refusedEverywhere],
  ['https://[64:ff9b::7f00:1]/', refusedEverywhere],
  ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', refusedEverywhere],
  ['https://[::127.0.0.1]/', refusedEverywhere],
];

describe('checkWebhookUrl()', () => {
  it.each(TABLE)('%s → %j under live, test, test with loopback', async (raw, [
    onLive,
    onTest,
    onTestLoopback,
  ]) => {
    const verdicts = await Promise.all(
      [live, testEnv, testLoopback].map(async (policy) => {
        const result = await checkWebhookUrl(raw, policy);
        if (!result.ok) expect(result.reason).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/); // a full sentence for the user
        return result.ok ? Y : N;
      }),
    );
    expect(verdicts).toEqual([onLive, onTest, onTestLoopback]);
  });

  it('relies on the WHATWG parser to write every literal IPv4 form as a dotted address', () => {
    const hosts = ['2130706433', '0x7f.1', '0x7f000001', '017700000001', '127.1', '127.0.0.1.'];
    expect(hosts.map((host) => new URL(`https://${host}/`).hostname)).toEqual(Array(6).fill('127.0.0.1'));
    expect(new URL('https://0/').hostname).toBe('0.0.0.0');
    expect(new URL('https://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it('tells the user what is wrong and what to do', async () => {
    const reason = async (raw: string, policy: UrlPolicy) => {
      const result = await checkWebhookUrl(raw, policy);
      return result.ok ? null : result.reason;
    };
    expect(await reason('http://publico.example.co/', live)).toBe('La URL debe usar https en producción.');
    expect(await reason('http://publico.example.co/', testEnv)).toBe('La URL debe usar https.');
    expect(await reason('https://a:b@publico.example.co/', live)).toBe(
      'La URL no puede incluir usuario ni contraseña.',
    );
    expect(await reason('https://mixto.example.co/', live)).toBe(
      'El dominio mixto.example.co resuelve a 10.0.0.7, una dirección privada: usa una URL pública.',
    );
    expect(await reason('https://169.254.169.254/', testLoopback)).toBe(
      'La URL apunta a 169.254.169.254, una dirección de enlace local: usa una URL pública.',
    );
    expect(await reason('https://no-existe.example.co/', live)).toBe(
      'El dominio no-existe.example.co no existe: revisa que esté bien escrito.',
    );
  });

  it('accepts a name whose DNS is down for now, saying so, but refuses one that does not exist', async () => {
    expect(await checkWebhookUrl('https://dns-caido.example.co/', live)).toMatchObject({
      ok: true,
      dnsUnavailable: true,
    });
    expect(await checkWebhookUrl('https://publico.example.co/', live)).toMatchObject({
      ok: true,
      dnsUnavailable: false,
    });
    expect(await checkWebhookUrl('https://no-existe.example.co/', live)).toMatchObject({ ok: false });
  });

  it('treats localhost names as loopback without asking DNS', async () => {
    resolved.length = 0;
    for (const raw of ['https://localhost/', 'https://foo.localhost/', 'https://LOCALHOST./']) {
      await checkWebhookUrl(raw, live);
      await checkWebhookUrl(raw, testLoopback);
    }
    expect(resolved).toEqual([]);
  });
});

describe('forbiddenAddressReason()', () => {
  it('allows public unicast only, and loopback only in test with WEBHOOK_ALLOW_LOOPBACK', () => {
    for (const policy of [live, testEnv, testLoopback]) {
      expect(forbiddenAddressReason('93.184.216.34', policy)).toBeNull();
      expect(forbiddenAddressReason('2606:2800:220:1::1', policy)).toBeNull();
      expect(forbiddenAddressReason('10.0.0.5', policy, 'interno.example.co')).toBe(
        'El dominio interno.example.co resuelve a 10.0.0.5, una dirección privada: usa una URL pública.',
      );
      expect(forbiddenAddressReason('no es una IP', policy)).toMatch(/no es válida/);
    }
    expect(forbiddenAddressReason('::1', testLoopback)).toBeNull();
    expect(forbiddenAddressReason('127.0.0.1', { environment: 'live', allowLoopback: true })).toMatch(
      /loopback/,
    );
  });
});

describe('guardedLookup() and checkUrlForDelivery() on a real socket', () => {
  let server: http.Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('recibido'));
    server.on('connection', () => connections++);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  /** POSTs to `host` as the delivery worker does; resolves with the status or the error code. */
  function post(host: string, policy: UrlPolicy, resolve: ResolveHost = policy.resolve): Promise<string> {
    return new Promise((done) => {
      const request = http.request(
        {
          host,
          port,
          method: 'POST',
          path: '/',
          agent: false,
          lookup: guardedLookup({ ...policy, resolve }),
        },
        (res) => {
          res.resume();
          res.on('end', () => done(String(res.statusCode)));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
      request.end('{}');
    });
  }
  const toLoopback: ResolveHost = async () => ['127.0.0.1'];

  it('refuses a name that resolves to loopback before any connection is made', async () => {
    connections = 0;
    expect(await post('gancho.example.co', testEnv, toLoopback)).toBe('ECAJA_FORBIDDEN_ADDRESS');
    expect(await post('gancho.example.co', { ...live, allowLoopback: true }, toLoopback)).toBe(
      'ECAJA_FORBIDDEN_ADDRESS',
    );
    expect(await post('localhost', testEnv)).toBe('ECAJA_FORBIDDEN_ADDRESS');
    expect(connections).toBe(0);
  });

  it('refuses when any one address is forbidden, even if the one Node would use is allowed', async () => {
    connections = 0;
    const mixed: ResolveHost = async () => ['127.0.0.1', '10.0.0.7'];
    expect(await post('gancho.example.co', testLoopback, mixed)).toBe('ECAJA_FORBIDDEN_ADDRESS');
    expect(connections).toBe(0);
  });

  it('connects to the checked address when loopback is allowed (test, WEBHOOK_ALLOW_LOOPBACK)', async () => {
    connections = 0;
    let lookups = 0;
    const counted: ResolveHost = async (hostname) => {
      lookups++;
      return toLoopback(hostname);
    };
    expect(await post('gancho.example.co', testLoopback, counted)).toBe('200');
    expect(await post('localhost', testLoopback)).toBe('200');
    expect(lookups).toBe(1); // resolved once; Node connected to that answer, not to a second one
    expect(connections).toBe(2);
  });

  it('passes DNS errors through, and honours options.all and options.family', async () => {
    expect(await post('no-existe.example.co', live)).toBe('ENOTFOUND');
    const lookup = guardedLookup({ ...live, resolve: async () => ['93.184.216.34', '2606:2800:220:1::1'] });
    const ask = (options: object) =>
      new Promise((done) =>
        lookup('publico.example.co', options, (err, address, family) => done({ err, address, family })),
      );
    expect(await ask({})).toEqual({ err: null, address: '93.184.216.34', family: 4 });
    expect(await ask({ family: 6 })).toEqual({ err: null, address: '2606:2800:220:1::1', family: 6 });
    expect(await ask({ all: true, family: 'IPv4' })).toMatchObject({
      address: [{ address: '93.184.216.34', family: 4 }],
    });
    expect(await ask({ all: true })).toMatchObject({ address: [{ family: 4 }, { family: 6 }] });
  });

  it('is bypassed by Node for IP literals, which is why checkUrlForDelivery checks them first', async () => {
    connections = 0;
    expect(await post('127.0.0.1', testEnv)).toBe('200'); // no lookup happened, so nothing refused it
    expect(connections).toBe(1);

    connections = 0;
    const deliver = async (raw: string, policy: UrlPolicy) => {
      const checked = checkUrlForDelivery(raw, policy);
      return checked.ok ? post(checked.url.hostname, policy) : checked.reason;
    };
    const raw = `http://127.0.0.1:${port}/`;
    expect(await deliver(raw, live)).toBe('La URL debe usar https en producción.');
    expect(await deliver(raw, testEnv)).toBe('La URL debe usar https.');
    expect(checkUrlForDelivery(`https://127.0.0.1:${port}/`, testEnv)).toMatchObject({
      ok: false,
      reason:
        'La URL apunta a 127.0.0.1, una dirección de loopback (el propio servidor): este servidor no admite loopback. Para recibir los eventos en tu equipo usa `caja listen --forward-to URL`, o arranca el servidor con WEBHOOK_ALLOW_LOOPBACK=true.',
    });
    expect(checkUrlForDelivery(`https://2130706433:${port}/`, live)).toMatchObject({ ok: false });
    expect(connections).toBe(0);
    expect(await deliver(raw, testLoopback)).toBe('200');
    expect(connections).toBe(1);
  });
});
