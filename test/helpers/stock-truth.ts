import { expect } from 'vitest';
import { type DeviceClient, registerDevice, type UploadRecord } from './device-client.js';
import { movement } from './device-records.js';
import { startTestServer, type TestServer, type TestTenant } from './harness.js';
import type { ApiResponse } from './http.js';
import { addWarehouse, simpleProduct } from './inventory-fixtures.js';
import { ManualClock } from './manual-clock.js';
import { seeded } from './seeded.js';

/**
 * The ground truth behind a stock level: a seeded run of registers that sell offline for hours
 * and days with clocks up to ten minutes off, re-send batches whose answer they lost, report what
 * they still hold, and API movements between them, on a server whose clock the run moves. The run
 * knows every movement and the true instant it was made, and checks each read against that:
 * - `on_hand` is the sum of the movements the cloud accepted (in minus out), no more, no less;
 * - every movement a register in use made before `complete_as_of` is among them (read every
 *   other step, also while a register is halfway through its backlog);
 * - `complete_as_of` never moves backwards, is null while a register that never reports is in
 *   use, and comes back once that register is revoked.
 */

const START = new Date('2026-03-02T11:00:00.000Z'); // a Monday, 6:00 in Bogota
const STEP_MS = 20 * 60_000;
/** Records per upload: a register back from days offline needs several calls, and reports between them. */
const BATCH = 10;
const HOUR = 3_600_000;

export interface TruthRun {
  seed: number;
  days: number;
  /** How many reads of every level and of GET /me were checked. */
  reads: number;
  /** Movements the cloud accepted: from registers, and through the API. */
  deviceMovements: number;
  apiMovements: number;
  resentBatches: number;
  /** Reads at which completeness was null because the register with an old app was in use. */
  nullReads: number;
  /** The largest gap between a read and its `complete_as_of`, in hours. */
  widestGapHours: number;
}

interface Made {
  id: string;
  productId: string;
  warehouseId: string;
  delta: number;
  /** When it was made, in true time. */
  at: number;
  register: SimRegister | null;
}

interface SimRegister {
  name: string;
  device: DeviceClient;
  skewMs: number;
  /** Never reports what it holds: an app older than the reports. */
  oldApp: boolean;
  queue: Array<{ record: UploadRecord; made: Made }>;
  offlineUntil: number;
  revoked: boolean;
  /** Whether the cloud has taken a report of what it holds. */
  reported: boolean;
}

/** Runs the simulation over `days` on a server of its own and checks every read; returns what it saw. */
export async function runStockTruth(seed: number, days: number): Promise<TruthRun> {
  const clock = new ManualClock(START);
  const server = await startTestServer(
    {
      RATE_LIMIT_PER_KEY: '10000000',
      RATE_LIMIT_PER_ACCOUNT: '10000000',
      RATE_LIMIT_WRITES_PER_KEY: '10000000',
      RATE_LIMIT_PER_DEVICE: '10000000',
    },
    { clock },
  );
  try {
    return await simulate(server, clock, seed, days);
  } finally {
    await server.close();
  }
}

async function simulate(
  server: TestServer,
  clock: ManualClock,
  seed: number,
  days: number,
): Promise<TruthRun> {
  const random = seeded(seed);
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const tenant = await server.tenant({ name: `Verdad de inventario ${seed}` });
  const warehouses = [
    (await addWarehouse(server, tenant.accountId, { name: 'Bodega principal', is_default: true })).id,
    (await addWarehouse(server, tenant.accountId, { name: 'Bodega norte' })).id,
  ];
  const products: string[] = [];
  for (let i = 0; i < 6; i++) products.push(await simpleProduct(tenant.test, { name: `Producto ${i + 1}` }));

  const registers: SimRegister[] = [];
  const addRegister = async (name: string, skewMs: number, oldApp: boolean) => {
    const device = await registerDevice(server, tenant.accountId, { name });
    const register: SimRegister = {
      name,
      device,
      skewMs,
      oldApp,
      queue: [],
      offlineUntil: 0,
      revoked: false,
      reported: false,
    };
    registers.push(register);
    return register;
  };
  await addRegister('Caja adelantada', 10 * 60_000, false);
  await addRegister('Caja atrasada', -10 * 60_000, false);
  await addRegister('Caja de la bodega', Math.round((random() * 2 - 1) * 10 * 60_000), false);

  const accepted = new Map<string, Made>();
  const made: Made[] = [];
  const run: TruthRun = {
    seed,
    days,
    reads: 0,
    deviceMovements: 0,
    apiMovements: 0,
    resentBatches: 0,
    nullReads: 0,
    widestGapHours: 0,
  };
  let lastComplete = 0;
  const oldAppDay = Math.max(1, Math.floor(days * 0.6));
  let oldApp: SimRegister | null = null;

  const now = () => clock.now().getTime();
  const deviceTime = (register: SimRegister, at: number) => new Date(at + register.skewMs).toISOString();
  const status = (register: SimRegister, at: number) => ({
    device_time: deviceTime(register, at),
    pending: register.queue.length,
    oldest_pending_at: register.queue.length ? deviceTime(register, register.queue[0]!.made.at) : null,
  });

  const sell = (register: SimRegister, at: number) => {
    const productId = pick(products);
    const warehouseId = pick(warehouses);
    const inbound = chance(0.25);
    const quantity = 1 + Math.floor(random() * (inbound ? 12 : 3));
    const record = movement(productId, {
      warehouse_id: warehouseId,
      type: inbound ? 'in' : 'out',
      quantity,
      origin_type: inbound ? 'purchase' : 'sale',
    });
    const entry: Made = {
      id: record.data.id,
      productId,
      warehouseId,
      delta: inbound ? quantity : -quantity,
      at,
      register,
    };
    made.push(entry);
    register.queue.push({ record, made: entry });
  };

  const upload = async (register: SimRegister) => {
    const at = now();
    // A poor connection: a few calls, and what is left waits for the next chance.
    for (let calls = 1 + Math.floor(random() * 2); calls > 0 && register.queue.length > 0; calls--) {
      const batch = register.queue.slice(0, BATCH);
      const records = batch.map((b) => b.record);
      const rest = { ...register, queue: register.queue.slice(BATCH) };
      const body = register.oldApp ? { records } : { records, status: status(rest, at) };
      const sends = chance(0.1) ? 2 : 1; // the answer to the first was lost on the way back
      for (let i = 0; i < sends; i++) {
        const res = await register.device.http.request('POST', '/upload', body);
        expect(res.status, res.text).toBe(200);
        const results = res.body.results as Array<{ index: number; status: string }>;
        for (const result of results) {
          expect(result.status, JSON.stringify(result)).not.toBe('rejected');
          expect(result.status).toBe(i === 0 ? 'created' : 'unchanged');
          accepted.set(batch[result.index]!.made.id, batch[result.index]!.made);
        }
      }
      if (sends === 2) run.resentBatches++;
      if (!register.oldApp) register.reported = true;
      run.deviceMovements += batch.length;
      register.queue = rest.queue;
    }
    if (!register.oldApp && chance(0.5)) {
      const res = await register.device.http.request('POST', '/status', status(register, at));
      expect(res.status, res.text).toBe(200);
      register.reported = true;
    }
  };

  const apiMovement = async () => {
    const productId = pick(products);
    const warehouseId = pick(warehouses);
    const inbound = chance(0.6);
    const quantity = 1 + Math.floor(random() * 10);
    const key = `verdad-${seed}-${made.length}`;
    const body = { product_id: productId, warehouse_id: warehouseId, type: inbound ? 'in' : 'out', quantity };
    const first = await tenant.test.post('/inventory/movements', body, { idempotencyKey: key });
    expect(first.status, first.text).toBe(201);
    if (chance(0.2)) {
      const again = await tenant.test.post('/inventory/movements', body, { idempotencyKey: key });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    const entry: Made = {
      id: first.body.id,
      productId,
      warehouseId,
      delta: inbound ? quantity : -quantity,
      at: now(),
      register: null,
    };
    made.push(entry);
    accepted.set(entry.id, entry);
    run.apiMovements++;
  };

  const check = async () => {
    run.reads++;
    const levels = await allLevels(tenant);
    const expected = new Map<string, number>();
    for (const m of accepted.values()) {
      const key = `${m.productId}/${m.warehouseId}`;
      expected.set(key, (expected.get(key) ?? 0) + m.delta);
    }
    const seen = new Map<string, number>();
    let completeAsOf: string | null | undefined;
    for (const level of levels) {
      seen.set(`${level.product_id}/${level.warehouse_id}`, Number(level.on_hand));
      if (completeAsOf === undefined) completeAsOf = level.complete_as_of;
      // Every level of one read carries the same promise.
      expect(level.complete_as_of).toBe(completeAsOf);
    }
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));

    const me = await tenant.test.get('/me');
    expect(me.status, me.text).toBe(200);
    const complete: string | null = me.body.data_freshness.complete_through;
    if (completeAsOf !== undefined) expect(completeAsOf === null).toBe(complete === null);
    const inUse = registers.filter((r) => !r.revoked);
    if (inUse.some((r) => !r.reported)) {
      // A register that has not said what it holds (yet, or ever: an old app) leaves no promise.
      expect(complete).toBeNull();
      if (inUse.some((r) => r.oldApp)) run.nullReads++;
      return;
    }
    expect(complete, 'every register in use reports: completeness is known').not.toBeNull();
    const through = Date.parse(complete!);
    expect(through, 'complete_through never moves backwards').toBeGreaterThanOrEqual(lastComplete);
    lastComplete = through;
    run.widestGapHours = Math.max(run.widestGapHours, (now() - through) / HOUR);
    for (const m of made) {
      if (m.at < through && m.register && !m.register.revoked) {
        expect(accepted.has(m.id), `${m.register.name} made ${m.id} before complete_through`).toBe(true);
      }
    }
  };

  const steps = Math.round((days * 24 * HOUR) / STEP_MS);
  for (let step = 0; step < steps; step++) {
    clock.advance(STEP_MS);
    const at = now();
    const hour = new Date(at - 5 * HOUR).getUTCHours(); // Bogota
    const day = Math.floor((at - START.getTime()) / (24 * HOUR));
    if (day === oldAppDay && oldApp === null) oldApp = await addRegister('Caja con app antigua', 0, true);
    if (oldApp && !oldApp.revoked && day >= oldAppDay + Math.max(1, Math.floor(days / 10)) && hour === 12) {
      // The owner revokes the register nobody updated: completeness comes back.
      const res = await server.admin
        .raw()
        .post(`/devices/${oldApp.device.id}/revoke`, {}, { idempotencyKey: null });
      expect(res.status, res.text).toBe(200);
      oldApp.revoked = true;
    }
    for (const register of registers) {
      if (register.revoked) continue;
      const open = hour >= 7 && hour < 21;
      if (open) {
        // Sales spread over the step that just passed, oldest first.
        const count = Math.floor(random() * 3);
        for (let i = 1; i <= count; i++)
          sell(register, at - STEP_MS + Math.round((i * STEP_MS) / (count + 1)));
      }
      if (at >= register.offlineUntil && chance(0.01)) {
        // Offline from a few hours to three days.
        register.offlineUntil = at + (chance(0.7) ? 2 + random() * 8 : 24 + random() * 48) * HOUR;
      }
      if (at >= register.offlineUntil && chance(0.6)) await upload(register);
    }
    if (chance(0.15)) await apiMovement();
    if (step % 2 === 0) await check();
  }
  for (const register of registers) {
    if (register.revoked) continue;
    register.offlineUntil = 0;
    while (register.queue.length > 0) await upload(register);
  }
  await check();
  return run;
}

interface Level {
  product_id: string;
  warehouse_id: string;
  on_hand: number;
  complete_as_of: string | null;
}

async function allLevels(tenant: TestTenant): Promise<Level[]> {
  const levels: Level[] = [];
  let after: string | null = null;
  for (;;) {
    const res: ApiResponse = await tenant.test.get(
      `/inventory/levels?limit=100${after ? `&starting_after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(res.status, res.text).toBe(200);
    levels.push(...res.body.data);
    if (!res.body.has_more) return levels;
    after = res.body.next_cursor;
  }
}
