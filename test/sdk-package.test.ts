import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typesFromDocument } from '../sdk/scripts/types-from-document.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';

/**
 * The SDK as a project of one's own meets it: `npm pack` in the checkout, `npm install` of the
 * tarball into a fresh folder, then plain Node (ESM and CommonJS) and TypeScript (node16 and
 * bundler resolution, strict, library declarations checked too) calling a real Caja.
 */

const run = promisify(execFile);
const repo = process.cwd();
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');

/** The environment of a user's shell: none of the npm_* variables of the script that runs the tests. */
const shellEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'CAJA_API_URL'),
);

let server: TestServer;
let shop: TestTenant;
let work: string;
let tarball: string;
let packedFiles: string[];
let deadUrl: string;

/**
 * One program, written so that it is valid plain JavaScript and strict TypeScript alike: it lists
 * customers with the address from CAJA_API_URL, creates one twice with the same key, and reports
 * what an error of the API and a refused connection look like.
 */
const PROGRAM = `
async function main() {
  const caja = new Caja({ apiKey: process.env['CAJA_API_KEY'] ?? '' });
  const page = await caja.customers.list({ limit: 5 }).page();
  const key = 'paquete-' + (process.env['PROJECT'] ?? '');
  const first = await caja.customers.create({ name: 'Cliente ' + process.env['PROJECT'] }, { idempotencyKey: key });
  const again = await caja.customers.create({ name: 'Cliente ' + process.env['PROJECT'] }, { idempotencyKey: key });
  const replayed: boolean = again.lastResponse.replayed;
  const notFound = await caja.customers.get('00000000-0000-4000-8000-000000000000').then(
    () => 'sin error',
    (error) => error instanceof CajaError
      ? { code: error.code, name: error.name, constructorName: error.constructor.name, stack: String(error.stack).split('\\n')[0] }
      : String(error),
  );
  const offline = new Caja({ apiKey: 'caja_test_x', baseUrl: process.env['DEAD_URL'] ?? '', maxRetries: 0 });
  const refused = await offline.me.get().then(
    () => 'sin error',
    (error) => error instanceof CajaError ? { code: error.code, message: error.message } : String(error),
  );
  return {
    names: page.data.map((customer) => customer.name),
    first: { id: first.id, replayed: first.lastResponse.replayed, status: first.lastResponse.status },
    again: { id: again.id, replayed, json: JSON.stringify(again).includes('lastResponse') },
    notFound,
    refused,
  };
}

/** Never called: what the compiler must refuse, so that the types are the API's and not any. */
export function refusedByTheTypes(caja: Caja) {
  // @ts-expect-error a closed set: a movement is 'in' or 'out'
  caja.inventory.movements.create({ product_id: 'x', warehouse_id: 'y', type: 'sideways', quantity: 1 });
  // @ts-expect-error limit is a number
  caja.customers.list({ limit: 'cinco' });
}

main().then(
  (report) => console.log(JSON.stringify(report)),
  (error) => { console.error(error); process.exitCode = 1; },
);
`;

/** Drops the TypeScript annotations of PROGRAM that plain JavaScript does not take. */
const asJavaScript = (program: string) =>
  program
    .replace(': boolean', '')
    .replace('(caja: Caja)', '(caja)')
    .replace(/\/\/ @ts-expect-error.*\n/g, '');

/** The example the README tells readers to copy: it must compile against the package too. */
const quickstart = readFileSync(join(repo, 'sdk', 'examples', 'quickstart.ts'), 'utf8');

interface Project {
  name: string;
  packageType: 'module' | 'commonjs';
  files: Record<string, string>;
  /** The TypeScript options, for a project that compiles before it runs. */
  compilerOptions?: Record<string, unknown>;
  entry: string;
}

const typescriptOptions = (options: Record<string, unknown>) => ({
  ...options,
  strict: true,
  skipLibCheck: false,
  target: 'ES2022',
  outDir: 'out',
  rootDir: '.',
  types: ['node'],
  typeRoots: [join(repo, 'node_modules', '@types')],
});

const PROJECTS: Project[] = [
  {
    name: 'esm',
    packageType: 'module',
    files: { 'main.mjs': `import { Caja, CajaError } from '@caja/sdk';\n${asJavaScript(PROGRAM)}` },
    entry: 'main.mjs',
  },
  {
    name: 'cjs',
    packageType: 'commonjs',
    files: {
      'main.cjs': `const { Caja, CajaError } = require('@caja/sdk');\n${asJavaScript(PROGRAM).replace('export function', 'function')}`,
    },
    entry: 'main.cjs',
  },
  {
    name: 'ts-node16-cjs',
    packageType: 'commonjs',
    files: { 'main.ts': `import { Caja, CajaError } from '@caja/sdk';\n${PROGRAM}` },
    compilerOptions: typescriptOptions({ module: 'node16', moduleResolution: 'node16' }),
    entry: 'out/main.js',
  },
  {
    name: 'ts-node16-esm',
    packageType: 'module',
    files: {
      'main.ts': `import { Caja, CajaError } from '@caja/sdk';\n${PROGRAM}`,
      'quickstart.ts': quickstart,
    },
    compilerOptions: typescriptOptions({ module: 'node16', moduleResolution: 'node16' }),
    entry: 'out/main.js',
  },
  {
    name: 'ts-bundler',
    packageType: 'module',
    files: {
      'main.ts': `import { Caja, CajaError } from '@caja/sdk';\n${PROGRAM}`,
      'quickstart.ts': quickstart,
    },
    compilerOptions: typescriptOptions({ module: 'esnext', moduleResolution: 'bundler' }),
    entry: 'out/main.js',
  },
];

async function prepare(project: Project): Promise<string> {
  const folder = join(work, project.name);
  mkdirSync(folder);
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: `proyecto-${project.name}`, private: true, type: project.packageType }),
  );
  for (const [name, text] of Object.entries(project.files)) writeFileSync(join(folder, name), text);
  if (project.compilerOptions) {
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: project.compilerOptions }),
    );
  }
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
    cwd: folder,
    env: shellEnv,
  });
  return folder;
}

/** Compiles (for TypeScript) and runs a project's program; its report, or the compiler's complaint. */
async function runProject(project: Project, folder: string) {
  if (project.compilerOptions) {
    const compiled = await run(process.execPath, [tsc, '-p', '.'], { cwd: folder }).catch(
      (error: { stdout: string }) => ({ stdout: `tsc: ${error.stdout}` }),
    );
    if (compiled.stdout) return { compiler: compiled.stdout };
  }
  const { stdout } = await run(process.execPath, [project.entry], {
    cwd: folder,
    env: {
      ...shellEnv,
      CAJA_API_KEY: shop.testKey,
      CAJA_API_URL: server.urls.test,
      DEAD_URL: deadUrl,
      PROJECT: project.name,
    },
  });
  return JSON.parse(stdout);
}

/** The address of a port nobody listens on. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const reports = new Map<string, unknown>();

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'caja-sdk-package-'));
  const [started, packed, dead] = await Promise.all([
    startTestServer(),
    run('npm', ['pack', '--json', '--pack-destination', work], { cwd: join(repo, 'sdk'), env: shellEnv }),
    closedPortUrl(),
  ]);
  server = started;
  deadUrl = dead;
  shop = await server.tenant();
  expect((await shop.test.post('/customers', { name: 'Ana María' })).status).toBe(201);
  const [manifest] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
  tarball = join(work, manifest.filename);
  packedFiles = manifest.files.map((file) => file.path).sort();
  const folders = await Promise.all(PROJECTS.map(prepare));
  // Two at a time: the compiler is the slow part, and this machine has few cores.
  for (let i = 0; i < PROJECTS.length; i += 2) {
    const pair = PROJECTS.slice(i, i + 2);
    const results = await Promise.all(pair.map((project, j) => runProject(project, folders[i + j]!)));
    for (const [j, project] of pair.entries()) reports.set(project.name, results[j]);
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed SDK', () => {
  it('holds its build and README only: ESM, CommonJS and the declarations of each', () => {
    expect(tarball).toMatch(/caja-sdk-\d+\.\d+\.\d+\.tgz$/);
    expect(packedFiles).toEqual(expect.arrayContaining(['README.md', 'package.json', 'dist/index.js']));
    expect(packedFiles).toEqual(
      expect.arrayContaining(['dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts']),
    );
    expect(packedFiles.filter((path) => !/^(dist\/|README\.md$|package\.json$)/.test(path))).toEqual([]);
    // No TypeScript sources: a project of its own could not load them.
    expect(packedFiles.filter((path) => /\.[cm]?ts$/.test(path) && !/\.d\.c?ts$/.test(path))).toEqual([]);
  });

  it.each(
    PROJECTS.map((project) => project.name),
  )('installs and calls Caja from a %s project of its own', (name) => {
    const report = reports.get(name) as Record<string, unknown>;
    expect(report).not.toHaveProperty('compiler');
    expect(report).toMatchObject({
      names: expect.arrayContaining(['Ana María']),
      first: { replayed: false, status: 201 },
      again: { replayed: true, json: false },
      notFound: { code: 'NOT_FOUND', name: 'CajaError', constructorName: 'CajaError' },
      refused: { code: 'CONNECTION_ERROR' },
    });
    const { first, again, notFound, refused } = report as {
      first: { id: string };
      again: { id: string };
      notFound: { stack: string };
      refused: { message: string };
    };
    expect(again.id).toBe(first.id);
    expect(notFound.stack).toMatch(/^CajaError: /);
    expect(refused.message).toContain(`No se pudo conectar con Caja en ${deadUrl}/public/v1: ECONNREFUSED.`);
    expect(refused.message).toContain('CAJA_API_URL');
  });
});

describe('the generated types', () => {
  it('turn an enum of a response schema into a union of its values, not a TypeScript enum', async () => {
    const text = await typesFromDocument({
      openapi: '3.1.0',
      info: { title: 'enum', version: '1' },
      paths: {},
      components: {
        schemas: {
          Movement: {
            type: 'object',
            required: ['type', 'origin'],
            properties: {
              type: { type: 'string', enum: ['in', 'out'] },
              origin: { type: ['string', 'null'], enum: ['sale', 'adjustment', null] },
            },
          },
        },
      },
    });
    expect(text).toContain('type: "in" | "out";');
    expect(text).toContain('origin: "sale" | "adjustment" | null;');
    expect(text).not.toMatch(/\benum\s+\w+\s*\{/);
  });
});
