// Compiles the TypeScript sources into dist/: one JavaScript file per process entry point
// (server, worker, cli). `npm start`, `npm run worker`, `caja serve` and `caja worker` run these
// files with plain `node`. The project's modules and most packages are bundled in: resolving and
// loading the hundreds of small files of Fastify, Ajv and their kind took a quarter of each
// start. The packages that read files of their own at run time (the embedded database's
// WebAssembly, the job engine's SQL, the logger's worker threads) stay in node_modules.
//
// Each file is written in Latin-1 characters only. V8 keeps a script's whole source in memory,
// one byte a character, or two for all of it once one character lies above U+00FF: the server's
// 5.4 MB of source took 10.6 MiB of heap because of a few comments in Japanese and typographic
// signs. Strings and regular expressions come out escaped (`charset: 'ascii'`); what is left is
// in comments, replaced there.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entryPoints = {
  server: 'src/start/server.ts',
  worker: 'src/start/worker.ts',
  cli: 'src/cli/main.ts',
};

/** Builds dist/ from src/. */
export async function build() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: 'dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.11',
    external: [
      '@electric-sql/pglite',
      'graphile-worker',
      'pg',
      'pg-native',
      'pino',
      'pino-pretty',
      'thread-stream',
      'esbuild',
      'tsx',
      // Loaded only when traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT): kept out of the bundle
      // so that a process without them does not even parse them.
      '@opentelemetry/*',
      '@fastify/otel',
    ],
    // Bundled CommonJS packages call require(): give the module one.
    banner: {
      js: "import { createRequire as cajaCreateRequire } from 'node:module'; const require = cajaCreateRequire(import.meta.url);",
    },
    sourcemap: true,
    charset: 'ascii',
    write: false,
    logLevel: 'warning',
  });
  const files = await Promise.all(
    result.outputFiles.map(async (file) => ({
      path: file.path,
      contents: file.path.endsWith('.js') ? await latin1Only(esbuild, file.text, file.path) : file.contents,
    })),
  );
  for (const { path, contents } of files) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
  }
}

const WIDE = /[\u0100-\uffff]/;

/**
 * The output with every character above U+00FF replaced by `?`, once checked to touch nothing
 * but comments: the code stripped of its comments, printed as `charset: 'ascii'` prints it,
 * must have none left (only a tagged template's raw text could keep one).
 */
async function latin1Only(esbuild, text, path) {
  if (!WIDE.test(text)) return text;
  const { code } = await esbuild.transform(text, {
    minifyWhitespace: true,
    legalComments: 'none',
    charset: 'ascii',
    format: 'esm',
  });
  if (WIDE.test(code)) {
    throw new Error(`${path}: a character above U+00FF outside a comment; escape it in the source`);
  }
  return text.replace(new RegExp(WIDE, 'g'), '?');
}

/** Newest modification time under a folder, in ms. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds dist/ unless it is newer than every source file (a checkout edited since). */
export async function ensureBuilt() {
  let built = 0;
  try {
    built = Math.min(
      ...Object.keys(entryPoints).map((name) => statSync(join(root, 'dist', `${name}.js`)).mtimeMs),
    );
  } catch {
    // Not built yet.
  }
  let sources;
  try {
    sources = newest(join(root, 'src'));
  } catch {
    return false; // An installation without sources runs the dist/ it was given.
  }
  if (built > sources) return false;
  await build();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build();
}
