import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '#src/contract/sync/records.js';
import type { Tenant } from '#src/domain/context.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import {
  type DeviceClient,
  type RecordResult,
  registerDevice,
  type UploadRecord,
} from './helpers/device-client.js';
import * as make from './helpers/device-records.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { invoiceRecord, saleRecord } from './helpers/sales-fixtures.js';

/**
 * Sales and invoices are stored many at a time: the answer, the stored data, the events and
 * the feed must be exactly what uploading the same records one by one gives.
 */
const clock = new ManualClock(new Date('2026-05-04T15:00:00.000Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS, { clock });
});
afterAll(() => server.close());

const tenantOf = (shop: TestTenant): Tenant => ({ accountId: shop.accountId, environment: 'test' });
const db = () => server.caja.services.db;

async function shopWithDevice(): Promise<{ shop: TestTenant; device: DeviceClient }> {
  const shop = await server.tenant();
  return { shop, device: await registerDevice(server, shop.accountId, { name: 'Caja 1' }) };
}

/**
 * What an answer says of a record, without its place in the batch. A customer's id is unique
 * across accounts, so each shop's customer has its own.
 */
const answer = ({ type, id, status, error }: RecordResult) => ({
  type,
  id: type === 'customer' ? 'customer' : id,
  status,
  error,
});

/**
 * The shop's sales, documents, events and feed, as the API and the devices see them; `alias`
 * names an id by a word (its customer's, which differs between shops). `stock_level.updated`
 * is left out: it comes once per level per batch, so a batch and the same records uploaded one
 * by one differ in it by design (stock-levels.test.ts); the levels themselves are compared.
 */
async function everything(shop: TestTenant, alias: Record<string, string> = {}) {
  const sales = (await shop.test.get('/sales', { limit: 100 })).body.data;
  const invoices = (await shop.test.get('/invoices', { limit: 100 })).body.data;
  const movements = (await shop.test.get('/inventory/movements', { limit: 100 })).body.data;
  const events = (await eventsRepo.listForTenant(db(), tenantOf(shop))).filter(
    (e) => e.type !== 'stock_level.updated',
  );
  const levels = (await shop.test.get('/inventory/levels', { limit: 100 })).body.data.map(
    (l: Record<string, unknown>) => ({
      product_id: l.product_id,
      warehouse_id: l.warehouse_id,
      on_hand: l.on_hand,
    }),
  );
  const feed = await changeFeedRepo.readAfter(db(), tenantOf(shop), 0, 10_000);
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  const seen = {
    sales: [...sales].sort(byId),
    invoices: [...invoices].sort(byId),
    movements: [...movements].sort(byId),
    levels: [...levels].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)),
    // Events of one instant have no order among themselves; the feed has one.
    events: events.map((e) => `${e.type} ${(e.data as { object: { id: string } }).object.id}`).sort(),
    eventObjects: events.map((e) => e.data),
    feed: feed.map((entry) => ({
      entity: `${entry.entity_type} ${entry.entity_id}`,
      operation: entry.operation,
      payload: entry.payload,
    })),
  };
  let text = JSON.stringify(seen);
  for (const [id, word] of Object.entries(alias)) text = text.replaceAll(id, word);
  const aliased = JSON.parse(text) as typeof seen;
  // Sorted again: the aliases changed what the ids sorted them by.
  aliased.movements.sort(byId);
  aliased.levels.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  aliased.events.sort();
  aliased.eventObjects.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return aliased;
}

/**
 * A day of a register: sales of 1 to 4 lines, one that does not add up, a customer in the
 * middle (a record of another type ends a run), an invoice, a sale sent again with a change
 * (an id that comes again ends a run too) and one sent again unchanged.
 */
function busyDay(): UploadRecord[] {
  const sales: SaleRecord[] = Array.from({ length: 30 }, (_, n) =>
    saleRecord({
      occurred_at: new Date(Date.UTC(2026, 4, 1 + (n % 3), 14, n)).toISOString(),
      status: n % 7 === 0 ? 'cancelled' : 'completed',
      notes: n % 4 === 0 ? `Mesa ${n}` : null,
    }),
  );
  const unbalanced = { ...saleRecord(), total: 1 };
  const edited = { ...sales[3]!, status: 'cancelled' as const, notes: 'Anulada en caja' };
  return [
    ...sales.slice(0, 10).map((data) => ({ type: 'sale' as const, data })),
    { type: 'sale', data: unbalanced },
    make.customer(),
    ...sales.slice(10, 20).map((data) => ({ type: 'sale' as const, data })),
    { type: 'invoice', data: invoiceRecord(sales[1]!) },
    { type: 'invoice', data: invoiceRecord(sales[2]!, { status: 'issued' }) },
    { type: 'sale', data: edited },
    ...sales.slice(20).map((data) => ({ type: 'sale' as const, data })),
    { type: 'sale', data: sales[5]! },
  ];
}

/**
 * A register's stock ledger: movements of a simple product (some into a warehouse that arrives
 * only later), of a variant (history only, no feed delta), one sent twice, one sent again with
 * another quantity (a ledger is never edited: refused alone), among catalog records.
 */
function ledger(): UploadRecord[] {
  const main = make.warehouse();
  const late = make.warehouse({ name: 'Bodega 2', is_default: false });
  const coffee = make.product({ name: 'Café de Huila' });
  const shirt = make.product({ name: 'Camiseta', has_variants: true });
  const size = make.variant(shirt.data.id);
  const movement = (data: Parameters<typeof make.movement>[1]) => make.movement(coffee.data.id, data);
  const first = movement({ warehouse_id: main.data.id, type: 'in', quantity: 24, origin_type: 'purchase' });
  return [
    main,
    coffee,
    shirt,
    size,
    first,
    movement({ warehouse_id: main.data.id, quantity: 1.5 }),
    movement({ warehouse_id: late.data.id, quantity: 3 }),
    make.movement(shirt.data.id, { variant_id: size.data.id, warehouse_id: main.data.id }),
    first,
    movement({ warehouse_id: null, reason: null, unit_cost: null }),
    make.edited(first, { quantity: 25 }),
    movement({ warehouse_id: main.data.id, quantity: 0.25 }),
    late,
    movement({ warehouse_id: late.data.id, type: 'in', quantity: 10, origin_type: 'adjustment' }),
  ];
}

/** Every id of the records, named by its place, for comparing two shops' ledgers. */
function aliases(records: UploadRecord[]): Record<string, string> {
  const ids = new Set(
    records.flatMap((r) => [
      make.idOf(r),
      ...Object.values(r.data).filter((v) => typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v)),
    ]),
  );
  return Object.fromEntries([...ids].map((id, i) => [id, `registro ${i}`]));
}

describe('batched upload of sales and invoices', () => {
  it('answers, stores and announces exactly what uploading each record alone does', async () => {
    const records = busyDay();
    const batched = await shopWithDevice();
    const alone = await shopWithDevice();

    const res = await batched.device.upload(records);
    expect(res.status, res.text).toBe(200);
    const one: RecordResult[] = [];
    for (const record of records) {
      const single = await alone.device.upload([record.type === 'customer' ? make.customer() : record]);
      expect(single.status, single.text).toBe(200);
      one.push(single.body.results[0]!);
    }
    expect(res.body.results.map((r) => r.index)).toEqual(records.map((_, i) => i));
    expect(res.body.results.map(answer)).toEqual(one.map(answer));
    const statuses = res.body.results.map((r) => r.status);
    expect(statuses.filter((s) => s === 'created')).toHaveLength(33); // 30 sales, a customer, 2 invoices
    expect(statuses.filter((s) => s === 'updated')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'unchanged')).toHaveLength(1);
    expect(res.body.results[10]!.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'total' });

    const customerOf = (results: RecordResult[]) => ({
      [results.find((r) => r.type === 'customer')!.id!]: 'el cliente',
    });
    const mine = await everything(batched.shop, customerOf(res.body.results));
    const theirs = await everything(alone.shop, customerOf(one));
    expect(mine.sales).toHaveLength(30);
    expect(mine.sales.find((s: { id: string }) => s.id === make.idOf(records[3]!))).toMatchObject({
      status: 'cancelled',
      notes: 'Anulada en caja',
      invoices: [],
    });
    expect(mine.sales.find((s: { id: string }) => s.id === make.idOf(records[1]!)).invoices).toHaveLength(1);
    expect(mine).toEqual(theirs);
    expect(mine.events).toHaveLength(34);

    // The daily report reads a rollup the batch statements keep: the same figures. Its days'
    // revisions differ by design: a batch changes a day once, records sent alone once each.
    type Day = { revision: number; last_changed_at: string | null };
    const report = async (shop: TestTenant) =>
      (await shop.test.get('/reports/daily-sales', { from: '2026-05-01', to: '2026-05-03' })).body as {
        days: Day[];
      };
    const figures = (body: { days: Day[] }) => ({
      ...body,
      days: body.days.map(({ revision: _r, last_changed_at: _l, ...day }) => day),
    });
    const [inBatches, oneByOne] = [await report(batched.shop), await report(alone.shop)];
    expect(figures(inBatches)).toEqual(figures(oneByOne));
    inBatches.days.forEach((day, i) => {
      expect(day.revision).toBeGreaterThan(0);
      expect(day.revision).toBeLessThan(oneByOne.days[i]!.revision);
    });
  });

  it('changes nothing when the same batch comes again', async () => {
    const { shop, device } = await shopWithDevice();
    // The edit of a sale sent earlier in the batch would replace it again: leave it out.
    const records = busyDay().filter((r) => r.type !== 'sale' || r.data.notes !== 'Anulada en caja');
    await device.upload(records);
    const before = await everything(shop);
    clock.advance(60_000);
    const again = await device.upload(records);
    expect(again.body.results.map((r) => r.status)).toEqual(
      records.map((_, i) => (i === 10 ? 'rejected' : 'unchanged')),
    );
    expect(await everything(shop)).toEqual(before);
  });

  it('lets the last of two versions win inside one batch, in the order they were sent', async () => {
    const { shop, device } = await shopWithDevice();
    const sale = saleRecord();
    const versions = ['Primera', 'Segunda', 'Tercera'].map((notes) => ({
      type: 'sale' as const,
      data: { ...sale, notes },
    }));
    const res = await device.upload(versions);
    expect(res.body.results.map((r) => r.status)).toEqual(['created', 'updated', 'updated']);
    expect((await shop.test.get(`/sales/${sale.id}`)).body.notes).toBe('Tercera');
    const { events } = await everything(shop);
    expect(events).toEqual(
      [`sale.created ${sale.id}`, `sale.updated ${sale.id}`, `sale.updated ${sale.id}`].sort(),
    );
  });

  it('applies a batch the database refuses record by record, so that only the refused record is lost', async () => {
    const { shop, device } = await shopWithDevice();
    const sales = Array.from({ length: 5 }, () => saleRecord());
    sales[2]!.notes = 'rechazada por la base';
    // A rule only the database knows, as a constraint a record could break after Node's checks.
    await sql`alter table sales add constraint batch_test_refusal check (notes is distinct from 'rechazada por la base')`.execute(
      db(),
    );
    try {
      const res = await device.upload(sales.map((data) => ({ type: 'sale' as const, data })));
      expect(res.status, res.text).toBe(200);
      expect(res.body.results.map((r) => r.status)).toEqual([
        'created',
        'created',
        'rejected',
        'created',
        'created',
      ]);
      expect(res.body.results[2]!.error).toMatchObject({ code: 'INTERNAL_ERROR' });
    } finally {
      await sql`alter table sales drop constraint batch_test_refusal`.execute(db());
    }
    const { sales: stored, events, feed } = await everything(shop);
    expect(stored.map((s: { id: string }) => s.id).sort()).toEqual(
      [sales[0]!, sales[1]!, sales[3]!, sales[4]!].map((s) => s.id).sort(),
    );
    expect(events).toHaveLength(4);
    expect(feed.map((entry) => entry.entity)).toEqual(
      [sales[0]!, sales[1]!, sales[3]!, sales[4]!].map((s) => `sale ${s.id}`),
    );
  });

  it('keeps every sale once when two registers send overlapping batches at the same time', async () => {
    const { shop, device: first } = await shopWithDevice();
    const second = await registerDevice(server, shop.accountId, { name: 'Caja 2' });
    const sales = Array.from({ length: 60 }, (_, n) => saleRecord({ notes: `Venta ${n}` }));
    const records = sales.map((data) => ({ type: 'sale' as const, data }));
    const changed = records.map(({ data }) => ({
      type: 'sale' as const,
      data: { ...data, notes: `${data.notes} (editada)` },
    }));
    const [a, b] = await Promise.all([first.upload(records), second.upload([...changed].reverse())]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    // Each sale is created by one upload and replaced by the other, whichever came first.
    const outcomes = new Map<string, string[]>();
    for (const result of [...a.body.results, ...b.body.results])
      outcomes.set(result.id!, [...(outcomes.get(result.id!) ?? []), result.status]);
    for (const seen of outcomes.values()) expect(seen.sort()).toEqual(['created', 'updated']);
    const { sales: stored, events } = await everything(shop);
    expect(stored).toHaveLength(60);
    expect(events).toHaveLength(120);
  });

  it('appends stock movements as uploading each alone does: repeats unchanged, an edit refused alone', async () => {
    const batched = await shopWithDevice();
    const alone = await shopWithDevice();
    // Catalog and ledger ids are unique across accounts: each shop gets its own, named alike.
    const [mine, theirs] = [ledger(), ledger()];
    const res = await batched.device.upload(mine);
    expect(res.status, res.text).toBe(200);
    const one: RecordResult[] = [];
    for (const record of theirs) one.push((await alone.device.upload([record])).body.results[0]!);

    const named = (results: RecordResult[], records: UploadRecord[]) =>
      JSON.parse(
        Object.entries(aliases(records)).reduce(
          (text, [id, word]) => text.replaceAll(id, word),
          JSON.stringify(results.map(answer)),
        ),
      );
    expect(named(res.body.results, mine)).toEqual(named(one, theirs));
    expect(res.body.results.map((r) => r.status)).toEqual([
      ...['created', 'created', 'created', 'created'],
      ...['created', 'created', 'created', 'created', 'unchanged', 'created', 'rejected', 'created'],
      ...['created', 'created'],
    ]);
    expect(res.body.results[10]!.error).toMatchObject({ code: 'CONFLICT', param: 'id' });

    const [seenMine, seenTheirs] = [
      await everything(batched.shop, aliases(mine)),
      await everything(alone.shop, aliases(theirs)),
    ];
    expect(seenMine.movements).toHaveLength(7);
    expect(seenMine).toEqual(seenTheirs);
    // The movement into the warehouse that came later shows it now; its event, from before, did not.
    const toLate = seenMine.movements.find((m: { quantity: number }) => m.quantity === 3);
    expect(toLate.warehouse_id).toBe(aliases(mine)[make.idOf(mine[12]!)]);
    expect(seenMine.feed.filter((entry) => entry.operation === 'stock_delta')).toHaveLength(6);
  });
});
