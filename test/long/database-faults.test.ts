import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, ApiLoad, describeAnswer, isSuccess } from '../helpers/api-load.js';
import { type CajaProcess, processDatabase, startCajaProcess } from '../helpers/caja-process.js';
import { onPostgres } from '../helpers/harness.js';
import { createPgCluster, type PgCluster, postgresBinDir } from '../helpers/pg-cluster.js';
import { withDatabase } from '../helpers/template.js';
import { WebhookReceiver, waitFor } from '../helpers/webhook-receiver.js';

/** Limits far above the load, so that only the database decides the answers. */
const SERVER_ENV = {
  RATE_LIMIT_STORE: 'postgres',
  RATE_LIMIT_PER_KEY: '10000000',
  RATE_LIMIT_PER_ACCOUNT: '10000000',
  RATE_LIMIT_WRITES_PER_KEY: '10000000',
  RATE_LIMIT_PER_DEVICE: '10000000',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
};
/**
 * How soon after the database comes back the API must answer 2xx again: a second, plus what a
 * request takes on this machine at the time (the median before the fault: tens of ms on a quiet
 * machine, far more on a loaded one), since the first success is a request that runs whole.
 */
const RECOVERY_MS = 1_000;
const recoveryBound = (load: ApiLoad, faultAt: number) => RECOVERY_MS + load.typicalMs(faultAt);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database going away under a real server process, for real: every connection terminated
 * by the server, the server stopped and started, the server frozen. The process survives each,
 * answers 503 SERVICE_UNAVAILABLE with Retry-After meanwhile (never a 500, never a hang), is
 * serving again within a second of the database, loses no acknowledged write and duplicates
 * none, and its webhook worker still delivers.
 */
describe.runIf(onPostgres())('the database going away', () => {
  const cleanups: Array<() => Promise<void>> = [];
  let receiver: WebhookReceiver;
  let receiverUrl: string;
  beforeAll(async () => {
    receiver = new WebhookReceiver();
    receiverUrl = await receiver.start();
  });
  afterAll(async () => receiver.close());
  afterEach(async () => {
    // Every cleanup runs, even after one failed: a server left running outlives the test run.
    const failures: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((e) => failures.push(e));
    if (failures.length > 0) throw failures[0];
  });

  interface Shop {
    caja: CajaProcess;
    databaseUrl: string;
    accountId: string;
    key: string;
    hookPath: string;
  }

  /** A server process on `databaseUrl`, a shop with a test key, and its webhook endpoint. */
  async function serve(databaseUrl: string, env: Record<string, string> = {}): Promise<Shop> {
    const caja = await startCajaProcess({ ...SERVER_ENV, ...env, DATABASE_URL: databaseUrl });
    cleanups.push(() => caja.kill());
    const account = await caja.admin.createAccount({ name: 'Tienda sin base', plan: 'pro' });
    const key = (await caja.admin.createKey(account.id, { environment: 'test', scopes: ['*'] })).secret;
    const hookPath = `/faults-${account.id}`;
    const endpoint = await caja.admin
      .raw()
      .post(
        `/accounts/${account.id}/webhook-endpoints`,
        { environment: 'test', url: `${receiverUrl}${hookPath}`, enabled_events: ['customer.created'] },
        { idempotencyKey: null },
      );
    expect(endpoint.status, endpoint.text).toBe(201);
    return { caja, databaseUrl, accountId: account.id, key, hookPath };
  }

  const alive = (caja: CajaProcess) => caja.child.exitCode === null && caja.child.signalCode === null;

  /** Every answer that was not a 2xx is the envelope's 503 SERVICE_UNAVAILABLE with Retry-After. */
  function expectOnlyUnavailable(failures: Answer[], since: number): void {
    const wrong = failures.filter(
      (a) =>
        a.status !== 503 || a.code !== 'SERVICE_UNAVAILABLE' || a.retryAfter !== '1' || a.problem !== null,
    );
    expect(wrong.map((a) => describeAnswer(a, since))).toEqual([]);
  }

  /**
   * Every write begun was acknowledged, and each acknowledged customer is one row, the one
   * the acknowledgement named.
   */
  async function expectEveryWriteOnce(shop: Shop, load: ApiLoad): Promise<void> {
    const unacknowledged = [...load.writes].filter(([, id]) => id === undefined).map(([name]) => name);
    expect(unacknowledged).toEqual([]);
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; n: number; id: string }>(
        `select name, count(*)::int as n, min(id::text) as id from customers
         where account_id = $1 and name like $2 group by name`,
        [shop.accountId, `${load.label} %`],
      );
      const stored = new Map(rows.map((r) => [r.name, r]));
      const lost = [...load.writes.keys()].filter((name) => !stored.has(name));
      const duplicated = rows.filter((r) => r.n !== 1).map((r) => `${r.name} x${r.n}`);
      const mismatched = [...load.writes].filter(([name, id]) => stored.get(name)?.id !== id);
      expect({ lost, duplicated, mismatched, unexpected: rows.length - load.writes.size }).toEqual({
        lost: [],
        duplicated: [],
        mismatched: [],
        unexpected: 0,
      });
    } finally {
      await client.end();
    }
  }

  /** A customer created now reaches the receiver, and so does every one acknowledged before. */
  async function expectWebhooksDelivered(shop: Shop, load: ApiLoad): Promise<void> {
    const res = await fetch(`${shop.caja.urls.test}/public/v1/customers`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${shop.key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `after-${Date.now()}`,
      },
      body: JSON.stringify({ name: 'Cliente después de la falla' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const bodies = () => receiver.requests.filter((r) => r.path === shop.hookPath).map((r) => r.body);
    const ids = [...load.writes.values()] as string[];
    try {
      await waitFor(() => bodies().some((b) => b.includes(id)), 'the new customer to be delivered', {
        timeoutMs: 15_000,
      });
      await waitFor(
        () => {
          const all = bodies().join('\n');
          return ids.every((customerId) => all.includes(customerId));
        },
        'every acknowledged customer to be delivered',
        { timeoutMs: 30_000 },
      );
    } catch (error) {
      // What the server logged says why.
      throw new Error(`${(error as Error).message}\n${shop.caja.output().slice(-4_000)}`);
    }
  }

  it('every backend connection terminated three times under load: only 503s, each within a second of a termination, serving again within a second', async () => {
    const database = await processDatabase();
    cleanups.push(database.drop);
    const databaseUrl = database.env['DATABASE_URL']!;
    const shop = await serve(databaseUrl);
    const maintenance = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
    await maintenance.connect();
    cleanups.push(() => maintenance.end());
    const datname = new URL(databaseUrl).pathname.slice(1);

    const load = new ApiLoad(shop.caja.urls.test, shop.key, 'Cliente terminado');
    const began = Date.now();
    load.start();
    const terminations: Array<{ sent: number; done: number; backends: number }> = [];
    for (let round = 0; round < 3; round++) {
      await sleep(1_500);
      const sent = Date.now();
      const { rowCount } = await maintenance.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [datname],
      );
      terminations.push({ sent, done: Date.now(), backends: rowCount ?? 0 });
    }
    await sleep(1_500);
    await load.stop();

    expect(alive(shop.caja), shop.caja.output()).toBe(true);
    const failures = load.failures();
    expectOnlyUnavailable(failures, began);
    const bound = recoveryBound(load, terminations[0]!.sent);
    const outside = failures.filter(
      (f) => !terminations.some((t) => f.at >= t.sent && f.at <= t.done + bound),
    );
    expect(outside.map((a) => describeAnswer(a, began))).toEqual([]);
    const recoveries = terminations.map(
      (t) => (load.firstSuccessAfter(t.done)?.at ?? Number.POSITIVE_INFINITY) - t.done,
    );
    console.log(
      `terminations: backends ${terminations.map((t) => t.backends).join('/')}, ` +
        `recovery ${recoveries.join('/')} ms, ${failures.length} 503 of ${load.answers.length} answers, ` +
        `${load.writes.size} writes, bound ${bound} ms`,
    );
    for (const recovery of recoveries) expect(recovery).toBeLessThan(bound);
    await expectEveryWriteOnce(shop, load);
    await expectWebhooksDelivered(shop, load);
    expect(alive(shop.caja)).toBe(true);
  });

  describe.runIf(postgresBinDir() !== null)('on a cluster of its own', () => {
    let cluster: PgCluster;
    beforeAll(async () => {
      cluster = await createPgCluster(postgresBinDir()!);
    });
    afterAll(async () => cluster?.remove());

    /** Polls `probe` every 25 ms until it is true (a failure is false); returns when it first was. */
    async function firstTrue(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      while (!(await probe().catch(() => false))) {
        if (Date.now() > deadline) return Number.POSITIVE_INFINITY;
        await sleep(25);
      }
      return Date.now();
    }
    const readyz = async (shop: Shop) => {
      const res = await fetch(`${shop.caja.urls.test}/readyz`, { signal: AbortSignal.timeout(10_000) });
      return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
    };

    it('stopped (pg_ctl stop -m fast) and started under load: 503s answered fast, /readyz 503, serving and ready within a second of pg_isready', async () => {
      const shop = await serve(await cluster.createDatabase('caja_restart'));
      const load = new ApiLoad(shop.caja.urls.test, shop.key, 'Cliente reiniciado');
      const began = Date.now();
      load.start();
      await sleep(1_500);
      const stopping = Date.now();
      await cluster.stop('fast');
      const stopped = Date.now();
      const readiness: Array<{ status: number; code: string | undefined }> = [];
      while (Date.now() - stopped < 3_000) {
        readiness.push(await readyz(shop));
        await sleep(250);
      }
      await cluster.start();
      const started = Date.now();
      const [readyAt, servingAt, readyzAt] = await Promise.all([
        firstTrue(() => cluster.isReady()),
        firstTrue(async () => {
          const res = await fetch(`${shop.caja.urls.test}/public/v1/customers?limit=1`, {
            headers: { Authorization: `Bearer ${shop.key}` },
            signal: AbortSignal.timeout(10_000),
          });
          return res.status === 200;
        }),
        firstTrue(async () => (await readyz(shop)).status === 200),
      ]);
      await sleep(1_000);
      await load.stop();

      expect(alive(shop.caja), shop.caja.output()).toBe(true);
      expect(readiness.length).toBeGreaterThan(0);
      expect(readiness.filter((r) => r.status !== 503 || r.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
      const failures = load.failures();
      expectOnlyUnavailable(failures, began);
      const slowest = Math.max(...failures.map((f) => f.at - f.startedAt));
      const duringStop = load.answers.filter((a) => a.startedAt >= stopped && a.startedAt < started);
      console.log(
        `restart: stop took ${stopped - stopping} ms; ${duringStop.length} answers while stopped, ` +
          `${duringStop.filter(isSuccess).length} of them 2xx; slowest 503 ${slowest} ms; ` +
          `pg_isready ${readyAt - started} ms after pg_ctl start; first 2xx ${servingAt - readyAt} ms ` +
          `and /readyz 200 ${readyzAt - readyAt} ms after pg_isready; typical request ${load.typicalMs(stopping)} ms`,
      );
      expect(duringStop.length).toBeGreaterThan(0);
      expect(duringStop.filter(isSuccess)).toEqual([]);
      expect(slowest).toBeLessThan(3_000);
      expect(servingAt - readyAt).toBeLessThan(recoveryBound(load, stopping));
      expect(readyzAt - readyAt).toBeLessThan(recoveryBound(load, stopping));
      await expectEveryWriteOnce(shop, load);
      await expectWebhooksDelivered(shop, load);
      expect(alive(shop.caja)).toBe(true);
    });

    it('frozen (SIGSTOP to every process) under load: 503 within a few seconds instead of hanging, serving again within two seconds of SIGCONT', async () => {
      const shop = await serve(await cluster.createDatabase('caja_frozen'), {
        DATABASE_STATEMENT_TIMEOUT_MS: '2000',
        DATABASE_ACQUIRE_TIMEOUT_MS: '1000',
      });
      const load = new ApiLoad(shop.caja.urls.test, shop.key, 'Cliente congelado');
      const began = Date.now();
      load.start();
      await sleep(1_500);
      const signal = (name: NodeJS.Signals) => {
        for (const pid of cluster.processes()) {
          try {
            process.kill(pid, name);
          } catch {
            // A backend that ended since.
          }
        }
      };
      signal('SIGSTOP');
      // Again, for a backend the postmaster forked before it stopped.
      signal('SIGSTOP');
      const frozen = Date.now();
      cleanups.push(async () => signal('SIGCONT'));
      const readiness = [] as Array<{ status: number; code: string | undefined; ms: number }>;
      while (Date.now() - frozen < 6_000) {
        const asked = Date.now();
        readiness.push({ ...(await readyz(shop)), ms: Date.now() - asked });
        await sleep(250);
      }
      const resumed = Date.now();
      signal('SIGCONT');
      await sleep(2_000);
      await load.stop();

      expect(alive(shop.caja), shop.caja.output()).toBe(true);
      expectOnlyUnavailable(load.failures(), began);
      const whileFrozen = load.answers.filter((a) => a.startedAt >= frozen && a.startedAt < resumed);
      const unavailable = whileFrozen.filter((a) => a.status === 503);
      const slowest = Math.max(...whileFrozen.map((a) => a.at - a.startedAt));
      const recovery = (load.firstSuccessAfter(resumed)?.at ?? Number.POSITIVE_INFINITY) - resumed;
      console.log(
        `freeze: ${whileFrozen.length} requests sent while frozen, ${unavailable.length} answered 503, ` +
          `slowest ${slowest} ms; /readyz while frozen ${readiness.map((r) => `${r.status}/${r.ms}ms`).join(' ')}; ` +
          `first 2xx ${recovery} ms after SIGCONT; typical request ${load.typicalMs(frozen)} ms`,
      );
      expect(unavailable.length).toBeGreaterThan(0);
      expect(whileFrozen.filter((a) => a.at < resumed && isSuccess(a))).toEqual([]);
      expect(slowest).toBeLessThan(6_000);
      expect(
        readiness.filter((r) => r.status !== 503 || r.code !== 'SERVICE_UNAVAILABLE' || r.ms > 5_000),
      ).toEqual([]);
      // A thawed server first works through what queued up while it was frozen (its own
      // cancelled statements, the connections it was opening): the one-second promise is for
      // a database that restarts, and a freeze gets twice that.
      expect(recovery).toBeLessThan(2 * RECOVERY_MS + load.typicalMs(frozen));
      await expectEveryWriteOnce(shop, load);
      await expectWebhooksDelivered(shop, load);
      expect(alive(shop.caja)).toBe(true);
    });
  });
});
