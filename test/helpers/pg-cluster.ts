import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL cluster of its own in a temporary folder, for tests that stop, restart or freeze
 * the database server itself: the shared server of the test run must never be harmed.
 */
export interface PgCluster {
  port: number;
  /** A URL to one of the cluster's databases. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m <mode>`: fast ends sessions and shuts down cleanly, immediate does not. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start` without waiting: see `isReady` for when it accepts connections. */
  start(): Promise<void>;
  /** What `pg_isready` says: whether the server accepts connections now. */
  isReady(): Promise<boolean>;
  /** The postmaster and every process it forked (backends, background workers). */
  processes(): number[];
  /** Stops and deletes the cluster; safe to call more than once and after a failure. */
  remove(): Promise<void>;
}

const CANDIDATE_BIN_DIRS = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), or null when none is installed. */
export function postgresBinDir(): string | null {
  const fromConfig = (() => {
    try {
      return execFileSync('pg_config', ['--bindir'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return null;
    }
  })();
  const dirs = [process.env['PG_BIN_DIR'], fromConfig, ...CANDIDATE_BIN_DIRS];
  return (
    dirs.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null
  );
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

function run(bin: string, program: string, args: string[]): Promise<string> {
  const [command, fullArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args];
  return new Promise((resolve, reject) => {
    execFile(command, fullArgs, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${program} failed: ${error.message}\n${stdout}${stderr}`));
      else resolve(stdout);
    });
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Creates, starts and returns a new cluster on a free port of 127.0.0.1 (trust authentication). */
export async function createPgCluster(bin: string, settings: string[] = []): Promise<PgCluster> {
  const { root, dataDir, port } = await clusterFolder();
  const cluster = controlledCluster(bin, root, dataDir, port, settings);
  try {
    await run(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await cluster.start();
    await waitUntilReady(cluster);
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}

/** A hot standby of `primary`, streaming from it; it reads as `primary` does, with some delay. */
export interface PgStandby extends PgCluster {
  /** Runs one statement on the standby (`pg_wal_replay_pause()`, …) and returns its rows. */
  query<T extends object>(database: string, text: string): Promise<T[]>;
}

/**
 * `pg_basebackup -R` of a running cluster into a new folder, started as a hot standby on a port
 * of its own: streaming replication as an operator sets it up, without replication slots (a
 * stopped standby must not hold WAL on the primary forever).
 */
export async function createStandby(bin: string, primary: PgCluster): Promise<PgStandby> {
  const { root, dataDir, port } = await clusterFolder();
  const cluster = controlledCluster(bin, root, dataDir, port, ['-c hot_standby=on']);
  try {
    await run(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      // At once, rather than a checkpoint spread over minutes.
      '--checkpoint=fast',
      '--no-sync',
    ]);
    await cluster.start();
    await waitUntilReady(cluster);
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return {
    ...cluster,
    async query<T extends object>(database: string, text: string): Promise<T[]> {
      const client = new pg.Client({ connectionString: cluster.url(database) });
      await client.connect();
      try {
        return (await client.query<T>(text)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

async function waitUntilReady(cluster: PgCluster): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await cluster.isReady())) {
    if (Date.now() > deadline) throw new Error(`the cluster on port ${cluster.port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A temporary folder the server's user owns, and a free port. */
async function clusterFolder(): Promise<{ root: string; dataDir: string; port: number }> {
  const root = mkdtempSync(join(tmpdir(), 'caja-pgcluster-'));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(root, uid, gid);
  }
  return { root, dataDir: join(root, 'data'), port: await freePort() };
}

function controlledCluster(
  bin: string,
  root: string,
  dataDir: string,
  port: number,
  settings: string[] = [],
): PgCluster {
  let removed = false;
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    // A cluster for one test: durability is not what is tested, speed on a busy machine is.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    ...settings,
  ].join(' ');
  const ctl = (...args: string[]) => run(bin, 'pg_ctl', ['-D', dataDir, ...args]);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const cluster: PgCluster = {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: async (mode = 'fast') => void (await ctl('stop', '-w', '-m', mode)),
    start: async () => void (await ctl('start', '-W', '-l', join(root, 'log'), '-o', options)),
    // A client program: it runs as whoever runs the tests.
    isReady: () =>
      new Promise((resolve) =>
        execFile(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-t', '1'], (error) =>
          resolve(error === null),
        ),
      ),
    processes() {
      const pidFile = join(dataDir, 'postmaster.pid');
      if (!existsSync(pidFile)) return [];
      const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      let children = '';
      try {
        children = execFileSync('ps', ['--ppid', String(postmaster), '-o', 'pid='], { encoding: 'utf8' });
      } catch {
        // ps exits 1 when there is none.
      }
      const pids = children.split('\n').map((line) => Number(line.trim()));
      return [postmaster, ...pids.filter((pid) => pid > 0)];
    },
    async remove() {
      if (removed) return;
      removed = true;
      // A frozen cluster cannot stop: wake every process first.
      for (const pid of cluster.processes()) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // Already gone.
        }
      }
      if (existsSync(join(dataDir, 'postmaster.pid')))
        await ctl('stop', '-w', '-m', 'immediate').catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
  return cluster;
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
