import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type CajaProcess, processDatabase, startCajaProcess } from '../helpers/caja-process.js';

let caja: CajaProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let cleanDataDir: (() => void) | undefined;
afterAll(async () => {
  await caja?.kill();
  await drop?.();
  cleanDataDir?.();
});

/**
 * The first `npm start` on an empty database: the credentials a new user needs are printed
 * with the listeners, and again once the demo week is in, after the request log of the
 * simulated registers has scrolled the first copy away.
 */
it('prints the demo credentials again when the demo week is ready', { timeout: 240_000 }, async () => {
  const database = await processDatabase();
  drop = database.drop;
  // No CAJA_ADMIN_TOKEN: the server generates the operator token and prints it with the block.
  // On PostgreSQL the data folder holds only that token: a fresh one, not the checkout's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'caja-demo-'));
  cleanDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  caja = await startCajaProcess({
    CAJA_DATA_DIR: dataDir,
    ...database.env,
    CAJA_DEMO: 'true',
    CAJA_ADMIN_TOKEN: undefined,
  });
  const started = Date.now();
  while (!caja.output().includes('Semana de la demo lista') && Date.now() - started < 200_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const out = caja.output();
  const ready = out.indexOf('Semana de la demo lista');
  expect(ready, out.slice(-2000)).toBeGreaterThan(0);

  const testKey = /caja_test_[A-Za-z0-9]+/.exec(out)![0];
  const operatorToken = /caja_admin_[A-Za-z0-9]+/.exec(out)![0];
  const curl = /curl -s http:\/\/localhost:\d+\/public\/v1\/me -H "Authorization: Bearer caja_test_\w+"/.exec(
    out,
  )![0];
  const consoleLine =
    /Consola de la cuenta: http:\/\/localhost:\d+ \(entra con dueno@tienda-demo\.localhost\)\./.exec(out)![0];
  const before = out.slice(0, ready);
  const after = out.slice(ready);
  expect(after).toContain('De nuevo, para empezar:');
  for (const line of [testKey, operatorToken, curl, consoleLine]) {
    expect(before).toContain(line);
    expect(after).toContain(line);
  }
  // The key printed works.
  const me = await fetch(`${caja.urls.test}/public/v1/me`, {
    headers: { Authorization: `Bearer ${testKey}` },
  });
  expect(me.status).toBe(200);
});
