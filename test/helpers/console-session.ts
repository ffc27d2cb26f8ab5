import { expect } from 'vitest';
import { ConsoleClient, hiddenField } from './console-client.js';
import type { TestServer } from './harness.js';
import { MailCatcher } from './mail-catcher.js';

/** Asks for a sign-in code, and returns the page that asks for it and the e-mail that carried it. */
export async function askForCode(server: TestServer, catcher: MailCatcher, email: string) {
  const client = new ConsoleClient(server.urls.console);
  await client.get('/ingresar');
  const since = catcher.messages.length;
  // Post, then redirect to the page that asks for the code (a reload sends nothing again).
  const asked = await client.post('/ingresar', { email });
  expect(asked.status).toBe(303);
  const page = await client.get(asked.location!);
  expect(page.status).toBe(200);
  const challenge = hiddenField(page.body, 'challenge');
  const mail = await catcher.next(email, since, /código/);
  return { client, challenge, code: MailCatcher.codeOf(mail), mail };
}

/** A person signed in to the console with the account's e-mail, through the e-mailed code. */
export async function signIn(
  server: TestServer,
  catcher: MailCatcher,
  email: string,
): Promise<ConsoleClient> {
  const { client, challenge, code } = await askForCode(server, catcher, email);
  const done = await client.post('/ingresar/codigo', { challenge, email, code });
  expect(done.status).toBe(303);
  expect(done.location).toBe('/inicio');
  // As a browser does: the page the sign-in leads to carries the session's first form token
  // (the one read before signing in no longer works).
  expect((await client.get('/inicio')).status).toBe(200);
  return client;
}

/** The id of the account whose owner signs in with `email`. */
export async function accountOf(server: TestServer, email: string): Promise<string> {
  const row = await server.caja.services.db
    .selectFrom('accounts')
    .select('id')
    .where('owner_email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
