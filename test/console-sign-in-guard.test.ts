import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeForm } from '#src/http/console/views/sign-in.js';
import { bogotaDateTime } from '#src/text/format.js';
import { ConsoleClient, hiddenField } from './helpers/console-client.js';
import { accountOf, askForCode, signIn } from './helpers/console-session.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { MailCatcher } from './helpers/mail-catcher.js';
import { ManualClock } from './helpers/manual-clock.js';

/**
 * The console's sign-in against a patient attacker: a daily bound on wrong codes per e-mail,
 * the owner told by e-mail, and form tokens bound to the session they were made for.
 */
let server: TestServer;
let catcher: MailCatcher;
const clock = new ManualClock(new Date('2026-11-24T15:00:00Z'));
const DAY_MS = 24 * 60 * 60_000;
let count = 0;
const newEmail = () => `guardia${++count}@tienda.co`;

beforeAll(async () => {
  catcher = new MailCatcher();
  server = await startTestServer({ SMTP_URL: await catcher.start() }, { clock });
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

const guessingMails = (to: string) =>
  catcher.messages.filter((m) => m.to.includes(to) && /probando códigos/.test(m.subject));

async function guessedEntries(accountId: string): Promise<number> {
  const row = await server.caja.services.db
    .selectFrom('account_activity')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('action', '=', 'sign_in.guessed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('wrong codes per e-mail per day', () => {
  it('refuses every code of an e-mail after 10 wrong ones in 24 hours, says until when, sends none meanwhile, and tells the owner once', async () => {
    const email = newEmail();
    const shop = await server.tenant({ email });
    const start = clock.now();
    const first = await askForCode(server, catcher, email);
    const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
    const tryCode = (asked: typeof first, code: string) =>
      asked.client.post('/ingresar/codigo', { challenge: asked.challenge, email, code });

    // Two codes tried to the end: ten wrong tries, each checked.
    for (let i = 0; i < 5; i++) expect((await tryCode(first, wrongOf(first.code))).status).toBe(400);
    clock.advance(60_000);
    const second = await askForCode(server, catcher, email);
    const waiting = await askForCode(server, catcher, email);
    for (let i = 0; i < 4; i++) expect((await tryCode(second, wrongOf(second.code))).status).toBe(400);
    const tenth = await tryCode(second, wrongOf(second.code));
    expect(tenth.status).toBe(429);
    const until = bogotaDateTime(new Date(start.getTime() + DAY_MS));
    expect(tenth.body).toContain(`no puede recibir ni usar códigos hasta el ${until}`);
    expect(tenth.headers.get('retry-after')).toBe(String(DAY_MS / 1000 - 60));

    // The right code of a code still waiting is refused too, and no new code is made or sent.
    const right = await tryCode(waiting, waiting.code);
    expect(right.status).toBe(429);
    expect(waiting.client.cookie('caja_sesion')).toBeUndefined();
    const codes = await codesOf(email);
    const asker = new ConsoleClient(server.urls.console);
    await asker.get('/ingresar');
    const refused = await asker.post('/ingresar', { email });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(until);
    expect(await codesOf(email)).toBe(codes);

    // The owner was told once (past six wrong tries), by e-mail and in the activity log.
    const warning = await catcher.next(email, 0, /probando códigos/);
    expect(warning.text).toContain('se escribieron 6 códigos equivocados');
    expect(await guessedEntries(shop.accountId)).toBe(1);

    // A day after the first wrong tries, the owner signs in as always, and reads what happened.
    clock.advance(DAY_MS - 60_000);
    const client = await signIn(server, catcher, email);
    expect((await client.get('/actividad')).body).toContain('Se escribieron códigos equivocados');
    expect(guessingMails(email)).toHaveLength(1);
  });

  it('answers an e-mail that owns no account the same way', async () => {
    const wrongTen = async (email: string) => {
      const client = new ConsoleClient(server.urls.console);
      await client.get('/ingresar');
      let last = 0;
      for (let code = 0; code < 2; code++) {
        const asked = await client.post('/ingresar', { email });
        const challenge = hiddenField((await client.get(asked.location!)).body, 'challenge');
        for (let i = 0; i < 5; i++) {
          last = (await client.post('/ingresar/codigo', { challenge, email, code: '123456' })).status;
        }
      }
      const again = await client.post('/ingresar', { email });
      return {
        last,
        status: again.status,
        body: again.body.replaceAll(email, 'EMAIL').replace(/value="[^"]+"/g, ''),
      };
    };
    clock.advance(DAY_MS);
    const known = newEmail();
    await server.tenant({ email: known });
    const a = await wrongTen(known);
    const b = await wrongTen(newEmail());
    expect(a.status).toBe(429);
    expect(a.last).toBe(429);
    expect(b).toEqual(a);
  });
});

describe('form tokens', () => {
  it("refuses a token and CSRF cookie taken from browser A in browser B's session", async () => {
    clock.advance(DAY_MS);
    const a = await signIn(server, catcher, await ownerEmail());
    const b = await signIn(server, catcher, await ownerEmail());
    const stolen = await b.post('/salir', { _csrf: a.csrf }, {});
    expect(stolen.status).toBe(403);
    b.setCookie('caja_csrf', a.cookie('caja_csrf')!);
    const withCookie = await b.post('/salir', { _csrf: a.csrf });
    expect(withCookie.status).toBe(403);
    expect((await b.get('/inicio')).status).toBe(200);
    // Its own token, read again, still works.
    const own = await b.post('/salir');
    expect(own.status).toBe(303);
    expect((await b.get('/inicio')).location).toBe('/ingresar');
  });

  it('refuses after sign-in the token read before it, and renews the CSRF cookie', async () => {
    const email = await ownerEmail();
    const { client, challenge, code } = await askForCode(server, catcher, email);
    const before = { token: client.csrf, cookie: client.cookie('caja_csrf') };
    const done = await client.post('/ingresar/codigo', { challenge, email, code });
    expect(done.status).toBe(303);
    const stale = await client.post('/salir', { _csrf: before.token });
    expect(stale.status).toBe(403);
    expect(stale.body).toContain('El formulario caducó');
    expect((await client.get('/inicio')).status).toBe(200);
    expect(client.cookie('caja_csrf')).toBeDefined();
    expect(client.cookie('caja_csrf')).not.toBe(before.cookie);
    expect(client.csrf).not.toBe(before.token);
    expect((await client.post('/salir')).status).toBe(303);
  });
});

describe('the environment a page opens on', () => {
  it('opens on Pruebas while Producción has no register and Pruebas has one; a choice in the link wins', async () => {
    const email = await ownerEmail();
    const accountId = await accountOf(server, email);
    const client = await signIn(server, catcher, email);
    const current = async (path: string) =>
      /aria-current="true">([^<]+)</.exec((await client.get(path)).body)?.[1];
    expect(await current('/inicio')).toBe('Producción');
    await server.admin.addDevice(accountId, { environment: 'test', name: 'Caja de ensayo' });
    expect(await current('/inicio')).toBe('Pruebas');
    expect(await current('/dispositivos')).toBe('Pruebas');
    expect(await current('/inicio?ambiente=live')).toBe('Producción');
    await server.admin.addDevice(accountId, { environment: 'live', name: 'Caja del mostrador' });
    expect(await current('/inicio')).toBe('Producción');
  });
});

describe('the console without a session', () => {
  it('serves a cacheable icon at /favicon.ico to anyone, and every page links it', async () => {
    const icon = await fetch(`${server.urls.console}/favicon.ico`, { redirect: 'manual' });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await icon.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const svg = await fetch(`${server.urls.console}/recursos/icono.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const page = await (await fetch(`${server.urls.console}/ingresar`)).text();
    expect(page).toContain('<link rel="icon" href="/favicon.ico"');
  });

  it('mentions the local outbox on the code page only when e-mail has no SMTP server', async () => {
    const { client, challenge } = await askForCode(server, catcher, await ownerEmail());
    const page = await client.get(`/ingresar/codigo?reto=${challenge}`);
    expect(page.body).toContain('revisa la carpeta de spam');
    expect(page.body).not.toContain('caja outbox');
    const local = codeForm('t', { challengeId: challenge, email: 'a@b.co', outbox: true }).value;
    expect(local).toContain('caja outbox');
  });
});

async function ownerEmail(): Promise<string> {
  const email = newEmail();
  await server.tenant({ email });
  return email;
}

async function codesOf(email: string): Promise<number> {
  const row = await server.caja.services.db
    .selectFrom('console_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
