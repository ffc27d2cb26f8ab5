import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CajaProcess, processDatabase, startCajaProcess } from '../helpers/caja-process.js';
import { DeviceClient, type UploadRecord } from '../helpers/device-client.js';
import { movement } from '../helpers/device-records.js';
import { onPostgres } from '../helpers/harness.js';
import { ApiClient, type ApiResponse } from '../helpers/http.js';
import { seeded } from '../helpers/seeded.js';

/**
 * The server killed with SIGKILL while four registers upload stock movements: after a restart
 * every register sends all its batches again, as one that never saw an answer does, and every
 * level equals the ledger's sum, with no movement stored or counted twice.
 */
describe.runIf(onPostgres())('stock levels across a killed server', () => {
  let caja: CajaProcess;
  let database: { env: Record<string, string>; drop(): Promise<void> };

  beforeAll(async () => {
    database = await processDatabase();
  });
  afterAll(async () => {
    await caja?.kill();
    await database?.drop();
  });

  const start = () =>
    startCajaProcess({
      ...database.env,
      RATE_LIMIT_PER_KEY: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      RATE_LIMIT_WRITES_PER_KEY: '1000000',
      RATE_LIMIT_PER_DEVICE: '1000000',
    });

  it('counts every movement once after kill -9 and re-sent batches', async () => {
    caja = await start();
    const random = seeded(9);
    const account = await caja.admin.createAccount({ name: 'Tienda que se apaga', plan: 'pro' });
    const key = (await caja.admin.createKey(account.id, { environment: 'test', scopes: ['*'] })).secret;
    const warehouses: string[] = [];
    for (const name of ['Bodega principal', 'Bodega sur']) {
      const res = await caja.admin
        .raw()
        .post(
          `/accounts/${account.id}/warehouses`,
          { environment: 'test', name, is_default: warehouses.length === 0 },
          { idempotencyKey: null },
        );
      expect(res.status, res.text).toBe(201);
      warehouses.push(res.body.id);
    }
    const api = () => new ApiClient(`${caja.urls.test}/public/v1`, key);
    const products: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api().post('/products', { name: `Producto ${i + 1}`, base_price: 1000 });
      expect(res.status, res.text).toBe(201);
      products.push(res.body.id);
    }
    const devices: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < 4; i++) {
      devices.push(await caja.admin.addDevice(account.id, { environment: 'test', name: `Caja ${i + 1}` }));
    }

    const expected = new Map<string, number>();
    const batchesOf = devices.map(() => {
      const batches: UploadRecord[][] = [];
      for (let b = 0; b < 25; b++) {
        const batch: UploadRecord[] = [];
        for (let r = 0; r < 40; r++) {
          const productId = products[Math.floor(random() * products.length)]!;
          const warehouseId = warehouses[Math.floor(random() * warehouses.length)]!;
          const inbound = random() < 0.4;
          const quantity = 1 + Math.floor(random() * 5);
          batch.push(
            movement(productId, { warehouse_id: warehouseId, type: inbound ? 'in' : 'out', quantity }),
          );
          const levelKey = `${productId}/${warehouseId}`;
          expected.set(levelKey, (expected.get(levelKey) ?? 0) + (inbound ? quantity : -quantity));
        }
        batches.push(batch);
      }
      return batches;
    });
    const client = (i: number) => new DeviceClient(caja.urls.test, devices[i]!.id, devices[i]!.token);

    // Every register uploads its batches one after another until the server dies under them.
    let answered = 0;
    // Each register's run ends in the error that cut it off, or in null when it got through.
    const uploads = devices.map((_, i) =>
      (async () => {
        for (const batch of batchesOf[i]!) {
          const res = await client(i).upload(batch);
          expect(res.status, res.text).toBe(200);
          answered++;
        }
      })().then(
        () => null,
        (error: unknown) => error,
      ),
    );
    while (answered < 30) await new Promise((r) => setTimeout(r, 5));
    caja.signal('group', 'SIGKILL');
    await caja.exited;
    const endings = await Promise.all(uploads);
    expect(
      endings.some((ending) => ending !== null),
      'some upload was cut off by the kill',
    ).toBe(true);
    console.log(`killed after ${answered} of ${devices.length * 25} batches were answered`);

    caja = await start();
    await Promise.all(
      devices.map(async (_, i) => {
        for (const batch of batchesOf[i]!) {
          const res = await client(i).upload(batch);
          expect(res.status, res.text).toBe(200);
          for (const result of res.body.results) expect(['created', 'unchanged']).toContain(result.status);
        }
      }),
    );

    const levels = new Map<string, number>();
    let after: string | null = null;
    for (;;) {
      const res: ApiResponse = await api().get('/inventory/levels', {
        limit: 100,
        ...(after ? { starting_after: after } : {}),
      });
      expect(res.status, res.text).toBe(200);
      for (const level of res.body.data)
        levels.set(`${level.product_id}/${level.warehouse_id}`, level.on_hand);
      if (!res.body.has_more) break;
      after = res.body.next_cursor;
    }
    expect(Object.fromEntries(levels)).toEqual(Object.fromEntries(expected));

    const db = new pg.Client({ connectionString: database.env['DATABASE_URL'] });
    await db.connect();
    try {
      const { rows } = await db.query<{ movements: string; distinct_ids: string }>(
        'select count(*) as movements, count(distinct id) as distinct_ids from stock_movements where account_id = $1',
        [account.id],
      );
      expect(Number(rows[0]!.movements)).toBe(devices.length * 25 * 40);
      expect(rows[0]!.distinct_ids).toBe(rows[0]!.movements);
      const ledger = await db.query<{ product_id: string; warehouse_id: string; sum: string }>(
        `select product_id, warehouse_id,
           sum(case type when 'in' then quantity when 'out' then -quantity else 0 end) as sum
         from stock_movements where account_id = $1 group by 1, 2`,
        [account.id],
      );
      for (const row of ledger.rows) {
        expect(levels.get(`${row.product_id}/${row.warehouse_id}`), 'level = ledger sum').toBe(
          Number(row.sum),
        );
      }
    } finally {
      await db.end();
    }
  });
});
