import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A new embedded database cluster is made in a short-lived Node process of its own, never in the
 * process that serves it. The engine's initdb grows its WebAssembly memories past 500 MiB, and a
 * process keeps what they held until a full garbage collection that an idle server may not run
 * for hours: a first `npm start` on an empty data folder stayed at 736 MiB resident, against
 * 163 MiB when the cluster already existed. The child's memory goes back to the system when it
 * exits.
 */

/** The child's program: makes the cluster, optionally dumps it to a file, and exits. */
const CHILD = `
const { PGlite } = require(process.argv[1]);
const [, , dataDir, startParams, dumpPath] = process.argv;
(async () => {
  const pglite = new PGlite({ dataDir: dataDir || undefined, startParams: JSON.parse(startParams) });
  await pglite.waitReady;
  if (dumpPath) {
    const dump = await pglite.dumpDataDir('none');
    require('node:fs').writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  }
  await pglite.close();
})().catch((error) => {
  process.stderr.write(String((error && error.stack) || error));
  process.exit(1);
});
`;

const engineEntry = (): string => createRequire(import.meta.url).resolve('@electric-sql/pglite');

function runChild(args: string[], where: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', CHILD, engineEntry(), ...args],
      { maxBuffer: 4 * 1024 * 1024, windowsHide: true },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const detail = String(stderr).trim().split('\n').slice(-10).join('\n') || error.message;
        reject(
          new Error(
            `no se pudo crear la base de datos embebida en ${where} (revisa que haya espacio y permiso de escritura): ${detail}`,
          ),
        );
      },
    );
  });
}

/** The prefix of a cluster being made beside the data folder's `pg`. */
const BUILDING = '.pg-new-';

/** Whether `pgDir` holds no cluster yet (nothing there at all: a half-made one is left to the engine). */
export const needsCluster = (pgDir: string): boolean => !existsSync(pgDir);

/**
 * Makes a cluster at `pgDir` (which must not exist), in a child process: built beside it and
 * renamed into place, so that an interrupted first start leaves no half-made cluster behind.
 */
export async function createCluster(pgDir: string, startParams: readonly string[]): Promise<void> {
  const parent = dirname(pgDir);
  // What a first start killed outright left half-made: never opened, nothing of it is kept.
  for (const name of readdirSync(parent)) {
    if (name.startsWith(BUILDING)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const building = mkdtempSync(join(parent, BUILDING));
  try {
    await runChild([building, JSON.stringify(startParams)], parent);
    renameSync(building, pgDir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** A new cluster as the engine's dump, made in a child process, for a database kept in memory. */
export async function createClusterDump(startParams: readonly string[]): Promise<Blob> {
  const folder = mkdtempSync(join(tmpdir(), 'caja-cluster-'));
  const dumpPath = join(folder, 'cluster.tar');
  try {
    await runChild(['', JSON.stringify(startParams), dumpPath], folder);
    return new Blob([readFileSync(dumpPath)]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
