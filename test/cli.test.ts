import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCaja } from './helpers/cli.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

let server: TestServer;
const configHome = mkdtempSync(join(tmpdir(), 'caja-cli-config-'));

/** Runs the real `caja` executable, as an operator's shell would. */
const caja = (args: string[], env: Record<string, string | undefined> = {}) => runCaja(server, args, env);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  rmSync(configHome, { recursive: true, force: true });
});

/** Each run of the real executable takes half a second, several on a loaded machine: these timeouts guard against a hang. */
describe('caja CLI', { timeout: 90_000 }, () => {
  it('creates an account and a key (--json) whose secret then answers GET /me with 200', async () => {
    const account = await caja(['accounts', 'create', '--name', 'Panadería La 14', '--json']);
    expect(account.stderr).toBe('');
    expect(account.code).toBe(0);
    const { id, plan } = JSON.parse(account.stdout);
    expect(plan).toBe('pro');

    const key = await caja(['keys', 'create', '--account', id, '--env', 'test', '--scopes', '*', '--json']);
    expect(key.code).toBe(0);
    const { secret, environment } = JSON.parse(key.stdout);
    expect(environment).toBe('test');
    expect(secret).toMatch(/^caja_test_/);

    const me = await server.api('test', secret).get('/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(id);
  });

  it('prints one Spanish line without --json, and the revoked key stops working', async () => {
    const shop = await server.tenant();
    const keys = await server.admin.createKey(shop.accountId, { environment: 'live', scopes: ['*'] });
    const revoked = await caja(['keys', 'revoke', keys.id]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toBe(`Llave revocada: ${keys.id}.\n`);
    const me = await server.api('live', keys.secret).get('/me');
    expect(me.body.error.code).toBe('API_KEY_REVOKED');
  });

  it("gives an account its owner's e-mail and finds it by that e-mail", async () => {
    const shop = await server.tenant({ name: 'Miscelánea Doña Rosa' });
    const updated = await caja([
      'accounts',
      'update',
      shop.accountId,
      '--email',
      'rosa@miscelanea.co',
      '--json',
    ]);
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.stdout).email).toBe('rosa@miscelanea.co');
    const found = await caja(['accounts', 'list', '--q', 'ROSA@MISC']);
    expect(found.code).toBe(0);
    expect(found.stdout).toBe(
      `${shop.accountId}  Miscelánea Doña Rosa  plan pro, active, rosa@miscelanea.co\n`,
    );
    // Case and accents aside, in the search and in --account.
    const plain = await caja(['accounts', 'list', '--q', 'MISCELANEA DONA']);
    expect(plain.stdout).toBe(found.stdout);
    const byId = await caja(['keys', 'list', '--account', shop.accountId, '--json']);
    const byName = await caja(['keys', 'list', '--account', 'miscelanea dona rosa', '--json']);
    expect(byName.stderr).toBe('');
    expect(byName.stdout).toBe(byId.stdout);
  });

  it('adds a warehouse through the operator interface', async () => {
    const shop = await server.tenant();
    const res = await caja([
      'warehouses',
      'add',
      '--account',
      shop.accountId,
      '--env',
      'test',
      '--name',
      'Bodega 2',
    ]);
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/^Bodega creada: [0-9a-f-]{36} \(Bodega 2\)\.\n$/);
  });

  it('reports an API error on stderr with its code and exits 1', async () => {
    const res = await caja(['accounts', 'update', '00000000-0000-4000-8000-000000000000', '--plan', 'pro']);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^Error NOT_FOUND \(HTTP 404\): /);
  });

  it('rejects an unknown command with the usage and exit code 1', async () => {
    const res = await caja(['accounts', 'delete']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Comando desconocido: "accounts delete"');
    const typo = await caja(['acounts', 'lst']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain('¿Quisiste decir `caja accounts list`?');
    expect(res.stderr).toContain('Uso: caja <comando> [opciones]');
    expect(res.stderr).toContain('caja keys create --account ID|NOMBRE --env live|test');
  });

  it('prints the help of a command group for --help, -h, `caja help <group>` or the group alone', async () => {
    for (const args of [['keys', '--help'], ['keys', '-h'], ['keys'], ['help', 'keys']]) {
      const res = await caja(args);
      expect(res.code, args.join(' ')).toBe(0);
      expect(res.stderr).toBe('');
      expect(res.stdout).toContain('Uso: caja keys <create|list|revoke> [opciones]');
      expect(res.stdout).toContain('caja keys create --account ID|NOMBRE --env live|test');
      expect(res.stdout).toContain('caja keys revoke ID');
      expect(res.stdout).not.toContain('caja accounts create');
    }
    const accounts = await caja(['accounts']);
    expect(accounts.code).toBe(0);
    expect(accounts.stdout).toContain('caja accounts create --name NOMBRE');
    expect(accounts.stdout).toContain('caja accounts update ID');
    const serve = await caja(['serve', '--help']);
    expect(serve.code).toBe(0);
    expect(serve.stdout).toMatch(/^Uso: caja serve\n/);
  });

  it('names the option a value is missing from, with an example', async () => {
    for (const args of [
      ['keys', 'create', '--account'],
      ['keys', 'create', '--account', '--env', 'test'],
    ]) {
      const res = await caja(args);
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(
        'Falta el valor de --account: escríbelo después de la opción, por ejemplo --account ID|NOMBRE.',
      );
      expect(res.stderr).toContain('Uso: caja keys create --account ID|NOMBRE');
    }
    const flag = await caja(['accounts', 'list', '--json=si']);
    expect(flag.code).toBe(1);
    expect(flag.stderr).toContain('--json no lleva valor');
  });

  it("says the server's validation errors in terms of the options typed", async () => {
    const unknown = await caja(['keys', 'create', '--account', 'ninguna-tienda-asi', '--env', 'test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      '--account: ninguna cuenta se llama ni tiene un correo como "ninguna-tienda-asi"',
    );
    expect(unknown.stderr).toContain('caja accounts list --q TEXTO');
    const account = await server.admin.createAccount({ name: 'Opciones' });
    const env = await caja(['keys', 'create', '--account', account.id, '--env', 'prod']);
    expect(env.code).toBe(1);
    expect(env.stderr).toContain('--env debe ser `live` o `test`.');
    expect(env.stderr).toContain('Uso: caja keys create');
    const kind = await caja(['devices', 'add', '--account', account.id, '--env', 'test', '--kind', 'tablet']);
    expect(kind.stderr).toContain('--kind debe ser `primary`, `satellite` o `kitchen`.');
    const version = await caja([
      'devices',
      'add',
      '--account',
      account.id,
      '--env',
      'test',
      '--app-version',
      '4.6',
    ]);
    expect(version.code).toBe(1);
    expect(version.stderr).toContain('--app-version debe tener la forma X.Y.Z');
    const help = await caja(['devices', 'add', '--help']);
    expect(help.stdout).toContain('--app-version X.Y.Z (versión de la app de la caja');
  });

  it('replaces a lost key: --account takes the name, keys list shows the new one, devices list the registers', async () => {
    const shop = await server.admin.createAccount({ name: 'Droguería El Alivio' });
    await server.admin.createKey(shop.id, { environment: 'test', scopes: ['*'], name: 'Perdida' });
    await server.admin.addDevice(shop.id, { environment: 'test', name: 'Caja 1', kind: 'primary' });

    const created = await caja([
      'keys',
      'create',
      '--account',
      'droguería el alivio',
      '--env',
      'test',
      '--json',
    ]);
    expect(created.stderr).toBe('');
    const key = JSON.parse(created.stdout);
    expect(key.account_id).toBe(shop.id);
    expect((await server.api('test', key.secret).get('/me')).body.id).toBe(shop.id);
    // A use is written about a second after its response: write it now instead of racing that timer.
    await server.caja.services.keyUsage.flush();

    const listed = await caja(['keys', 'list', '--account', 'Alivio']);
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(
      lines.some((l) =>
        l.startsWith(`${key.id}  caja_test_…${key.secret.slice(-4)}  Llave test  activa, último uso 20`),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes('  Perdida  activa, sin uso; permisos '))).toBe(true);
    const json = await caja(['keys', 'list', '--account', shop.id, '--env', 'live', '--json']);
    expect(JSON.parse(json.stdout).data).toEqual([]);

    const devices = await caja(['devices', 'list', '--account', 'Alivio']);
    expect(devices.code).toBe(0);
    expect(devices.stdout).toMatch(
      /^[0-9a-f-]{36} {2}Caja 1 {2}primary, test, versión .+; última sincronización nunca\n$/,
    );
  });

  it('asks for the id when a name fits several accounts', async () => {
    const one = await server.admin.createAccount({ name: 'Frutería Ambigua Norte' });
    const two = await server.admin.createAccount({ name: 'Frutería Ambigua Sur' });
    const res = await caja(['keys', 'list', '--account', 'Frutería Ambigua']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('--account: "Frutería Ambigua" corresponde a 2 cuentas; usa el id de una:');
    expect(res.stderr).toContain(`${one.id}  Frutería Ambigua Norte`);
    expect(res.stderr).toContain(`${two.id}  Frutería Ambigua Sur`);
    // The exact name wins over the others that contain it.
    const exact = await caja(['keys', 'list', '--account', 'frutería ambigua norte', '--json']);
    expect(exact.code).toBe(0);
    expect(JSON.parse(exact.stdout).data).toEqual([]);
  });

  it('finds an account by its name written without accents or capitals', async () => {
    const shop = await server.admin.createAccount({ name: 'Ferretería El Tornillo Ñandú' });
    const res = await caja(['keys', 'list', '--account', 'ferreteria el tornillo nandu', '--json']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const accented = await caja(['accounts', 'list', '--q', 'FERRETERIA EL TORNILLO', '--json']);
    expect(JSON.parse(accented.stdout).data.map((a: { id: string }) => a.id)).toEqual([shop.id]);
  });

  it('migrates the configured database and exits (npm run migrate)', { timeout: 90_000 }, async () => {
    // An embedded database in memory: the run must not touch a shared server.
    const res = await caja(['migrate', '--json'], { CAJA_DATA_DIR: 'memory://', DATABASE_URL: undefined });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout).applied.length).toBeGreaterThan(0);
  });
});

describe('caja simulate', { timeout: 90_000 }, () => {
  it('refuses a bad option by name', async () => {
    for (const [args, message] of [
      [['--days', '0'], '--days debe ser un entero entre 1 y 366; llegó "0"'],
      [['--days', '-1'], '--days debe ser un entero entre 1 y 366; llegó "-1"'],
      [['--sales-per-day', '-5'], '--sales-per-day debe ser un entero entre 0 y 5000; llegó "-5"'],
      [['--days'], 'Falta el valor de --days: escríbelo después de la opción, por ejemplo --days N.'],
      [['--until', '2026-02-30'], '--until debe ser una fecha AAAA-MM-DD'],
      [['--kind', 'panaderia'], '--kind debe ser uno de minimarket, restaurant, boutique'],
      [['--env', 'prod'], '--env debe ser test o live'],
      [
        ['--account', '00000000-0000-4000-8000-000000000000', '--businesses', '2'],
        'Con --account se simula un solo negocio',
      ],
      [['--sales', '5'], 'La opción --sales no existe'],
    ] as const) {
      const res = await caja(['simulate', ...args]);
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr).toContain(message);
    }
  });

  it(
    'fills a business through the running server and prints its summary and key (--json)',
    { timeout: 120_000 },
    async () => {
      const yesterday = new Date(Date.now() - 29 * 3600_000).toISOString().slice(0, 10);
      const res = await caja([
        'simulate',
        ...['--days', '2', '--sales-per-day', '5', '--devices', '2', '--kind', 'restaurant'],
        ...['--until', yesterday, '--seed', 'cli', '--url', server.urls.test, '--json'],
      ]);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      const [business] = JSON.parse(res.stdout);
      expect(business).toMatchObject({ kind: 'restaurant', to: yesterday, problems: [] });
      expect(business.sales.completed).toBeGreaterThan(0);
      // snake_case like the API, at every depth.
      expect(business).toHaveProperty('account_id');
      expect(business.revenue).toHaveProperty('net_income');
      expect(business.devices[0]).toHaveProperty('app_version');
      expect(res.stdout).not.toMatch(/"[a-z]+[A-Z]\w*":/);
      const sales = await server.api('test', business.api_key).get('/sales?status=completed&limit=100');
      expect(sales.body.data).toHaveLength(business.sales.completed);
    },
  );

  it(
    'fills an existing account named as in every other --account, accents and case aside',
    { timeout: 120_000 },
    async () => {
      const account = (await server.admin.createAccount({ name: 'Panadería Simulada del Parque' })) as {
        id: string;
      };
      const yesterday = new Date(Date.now() - 29 * 3600_000).toISOString().slice(0, 10);
      const res = await caja(
        [
          'simulate',
          ...[
            '--account',
            'panaderia simulada del parque',
            '--days',
            '1',
            '--sales-per-day',
            '3',
            '--devices',
            '1',
          ],
          ...['--until', yesterday, '--url', server.urls.test, '--json'],
        ],
        // The tokens of the registers it makes are kept there, not in this machine's home.
        { XDG_CONFIG_HOME: configHome },
      );
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(JSON.parse(res.stdout)[0]).toMatchObject({ account_id: account.id, problems: [] });
    },
  );

  it('checks that the API listener answers before it creates anything', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const accountsBefore = (await server.admin.raw().get('/accounts', { limit: 100 })).body.data.length;
    const down = await caja(['simulate', '--url', `http://127.0.0.1:${closed}`]);
    expect(down.code).toBe(1);
    expect(down.stdout).toBe('');
    expect(down.stderr).toContain(`La API en http://127.0.0.1:${closed} no acepta conexiones.`);
    expect(down.stderr).toContain(
      'Arranca el servidor (npm start) o corrige la dirección con --url; no se creó nada.',
    );
    // The default address comes from CAJA_TEST_URL, and the message says so.
    const byEnv = await caja(['simulate'], { CAJA_TEST_URL: `http://127.0.0.1:${closed}` });
    expect(byEnv.stderr).toContain('corrige la dirección con CAJA_TEST_URL o --url');
    // Something that answers, but not Caja: the operator interface has no /healthz of the API.
    const notApi = await caja(['simulate', '--url', `${server.urls.admin}/nada`]);
    expect(notApi.code).toBe(1);
    expect(notApi.stderr).toContain('que no es la respuesta de Caja');
    expect((await server.admin.raw().get('/accounts', { limit: 100 })).body.data.length).toBe(accountsBefore);
  });
});

describe('caja serve', () => {
  it(
    'runs the server with the Node flags of npm start, on the ports it prints, and stops on Ctrl-C',
    { timeout: 90_000 },
    async () => {
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const launcher = spawn(process.execPath, ['bin/caja.js', 'serve'], {
        env: {
          ...inherited,
          CAJA_DATA_DIR: 'memory://',
          CAJA_DEMO: 'false',
          HOST: '127.0.0.1',
          PORT: '0',
          TEST_PORT: '0',
          ADMIN_PORT: '0',
          CONSOLE_PORT: '0',
        } as NodeJS.ProcessEnv,
      });
      let stdout = '';
      const exited = new Promise<number | null>((resolve) => launcher.on('close', resolve));
      const ready = new Promise<void>((resolve) =>
        launcher.stdout.on('data', (chunk) => {
          stdout += chunk;
          if (stdout.includes('Caja está lista.') && stdout.includes('operadores:')) resolve();
        }),
      );
      try {
        await ready;
        const live = /producción \(live\): (\S+)/.exec(stdout)![1]!;
        expect(live).not.toContain(':0/');
        expect((await fetch(`${live}/openapi.json`)).status).toBe(200);

        // The process that listens is the one the log lines name.
        const { pid } = JSON.parse(stdout.split('\n').find((line) => line.includes('Server listening'))!);
        const flags = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        // Plain node on the compiled files: no TypeScript loader in the serving process.
        expect(flags.at(-2)).toMatch(/dist\/server\.js$/);
        expect(flags.join(' ')).not.toMatch(/tsx|loader/);
        expect(readFileSync(`/proc/${pid}/environ`, 'utf8')).not.toMatch(/NODE_OPTIONS=[^\0]*tsx/);
        expect(flags).toEqual(
          expect.arrayContaining(['--no-allocation-site-pretenuring', '--max-semi-space-size=8']),
        );
        const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
        for (const flag of start.split(/\s+/).filter((word: string) => word.startsWith('--'))) {
          expect(flags).toContain(flag);
        }
      } finally {
        launcher.kill('SIGINT');
      }
      expect(await exited).toBe(0);
      expect(stdout).toContain('"msg":"stopping"');
      expect(stdout).toContain('"msg":"stopped"');
    },
  );
});
