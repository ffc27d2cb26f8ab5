import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { Sale } from '#src/contract/sale.js';
import type { SaleRow } from '#src/db/schema.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { salesRepo } from '#src/domain/sales/sales.repo.js';
import { presentSales } from '#src/domain/sales/sales.service.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { expectError } from './helpers/envelope.js';
import { onPostgres, type TestTenant } from './helpers/harness.js';
import { preparedReading } from './helpers/prepared.js';
import {
  BAG,
  COFFEE,
  idsOf as ids,
  invoiceRecord,
  type Register,
  saleRecord,
  useSalesServer,
} from './helpers/sales-fixtures.js';
import { writtenAs } from './helpers/written.js';

const { server, setClock, shopWithRegister } = useSalesServer('2026-11-20T15:00:00.000Z');

describe('the offline story: occurred_at is the device clock, created_at the cloud arrival', () => {
  it('a sale made at 10:00 and uploaded at 15:00 keeps both times, is found by both filters and changes its day in the report', async () => {
    const { shop, pos } = await shopWithRegister();
    const day = { from: '2026-11-20', to: '2026-11-20' };
    const before = await shop.test.get('/reports/daily-sales', day);
    expect(before.body.days[0]).toMatchObject({ sales_count: 0, total: 0 });

    setClock('2026-11-20T15:00:00.000Z');
    const sale = saleRecord({ occurred_at: '2026-11-20T10:00:00.000Z' });
    expect(await pos.sale(sale)).toEqual({ id: sale.id, outcome: 'created' });

    const read = await shop.test.get(`/sales/${sale.id}`);
    expect(read.body).toMatchObject({
      occurred_at: '2026-11-20T10:00:00.000Z',
      created_at: '2026-11-20T15:00:00.000Z',
      updated_at: '2026-11-20T15:00:00.000Z',
    });
    expect(ids(await shop.test.get('/sales', { created_since: '2026-11-20T14:00:00Z' }))).toEqual([sale.id]);
    expect(ids(await shop.test.get('/sales', { created_since: '2026-11-20T15:00:00.001Z' }))).toEqual([]);
    expect(ids(await shop.test.get('/sales', { created_until: '2026-11-20T15:00:00Z' }))).toEqual([]);
    expect(ids(await shop.test.get('/sales', { occurred_since: '2026-11-20T09:00:00Z' }))).toEqual([sale.id]);
    expect(ids(await shop.test.get('/sales', { occurred_since: '2026-11-20T10:00:00.001Z' }))).toEqual([]);
    expect(ids(await shop.test.get('/sales', { occurred_until: '2026-11-20T10:00:00Z' }))).toEqual([]);
    expect(ids(await shop.test.get('/sales', { occurred_until: '2026-11-20T10:00:00.001Z' }))).toEqual([
      sale.id,
    ]);

    const after = await shop.test.get('/reports/daily-sales', day);
    expect(after.body.days[0]).toMatchObject({ date: '2026-11-20', sales_count: 1, total: sale.total });
  });
});

describe('GET /sales/{id}', () => {
  it('shows the sale with its lines, their taxes, the tax breakdown and its documents in summary', async () => {
    const { shop, pos } = await shopWithRegister();
    setClock('2026-11-21T12:00:00.000Z');
    const sale = saleRecord({
      lines: [COFFEE, BAG],
      discount: 866,
      tip_amount: 2000,
      document_kind: 'invoice',
      payment_method: 'NEQUI',
      customer_id: crypto.randomUUID(),
      cash_session_id: crypto.randomUUID(),
      notes: 'Sin azúcar',
      table_label: 'Mesa 4',
      occurred_at: '2026-11-21T11:58:00-05:00',
    });
    // The document reaches the cloud before its sale: it is joined on read.
    const invoice = invoiceRecord(sale, { status: 'pending', cufe: null, prefix: 'SETP', number: 990 });
    await pos.invoice(invoice);
    await pos.sale(sale);

    const res = await shop.test.get(`/sales/${sale.id}`);
    expect(res.status).toBe(200);
    const { items, invoices, ...fields } = res.body;
    expect(fields).toEqual({
      object: 'sale',
      id: sale.id,
      status: 'completed',
      document_kind: 'invoice',
      payment_method: 'NEQUI',
      customer_id: sale.customer_id,
      cash_session_id: sale.cash_session_id,
      subtotal: 23866,
      discount: 866,
      discount_percent: sale.discount_percent,
      tax: 3866,
      tip_amount: 2000,
      total: 25000,
      tax_breakdown: [
        { code: '01', rate: 19, per_unit: null, base: 20000, amount: 3800 },
        { code: '22', rate: null, per_unit: 66, base: 0, amount: 66 },
      ],
      notes: 'Sin azúcar',
      table_label: 'Mesa 4',
      occurred_at: '2026-11-21T16:58:00.000Z',
      created_at: '2026-11-21T12:00:00.000Z',
      updated_at: '2026-11-21T12:00:00.000Z',
    });
    expect(items).toEqual(sale.items.map((item) => ({ object: 'sale_item', ...item })));
    expect(items[0].taxes).toEqual([
      { code: '01', name: 'IVA', rate: 19, per_unit: null, base: 20000, amount: 3800 },
    ]);
    expect(invoices).toEqual([
      {
        id: invoice.id,
        document_type: 'electronic_invoice',
        status: 'pending',
        cufe: null,
        prefix: 'SETP',
        number: 990,
      },
    ]);
  });

  it('answers NOT_FOUND for a sale of another account or of the other environment, and for an unknown id', async () => {
    const { shop, pos } = await shopWithRegister();
    const { shop: other } = await shopWithRegister();
    const sale = saleRecord();
    await pos.sale(sale);
    expect((await shop.test.get(`/sales/${sale.id}`)).status).toBe(200);
    expectError(await other.test.get(`/sales/${sale.id}`), 404, 'NOT_FOUND');
    expectError(await shop.live.get(`/sales/${sale.id}`), 404, 'NOT_FOUND');
    expectError(await other.test.get(`/sales/${crypto.randomUUID()}`), 404, 'NOT_FOUND');
    expectError(await other.test.get('/sales/not-a-uuid'), 400, 'VALIDATION_ERROR', 'id');
  });

  it('keeps the same device id apart in two accounts: each account sees only its own sale', async () => {
    const a = await shopWithRegister();
    const b = await shopWithRegister();
    const sale = saleRecord({ payment_method: 'CASH' });
    await a.pos.sale(sale);
    expect((await b.pos.sale({ ...sale, payment_method: 'CARD' })).outcome).toBe('created');
    expect((await a.shop.test.get(`/sales/${sale.id}`)).body.payment_method).toBe('CASH');
    expect((await b.shop.test.get(`/sales/${sale.id}`)).body.payment_method).toBe('CARD');
  });
});

describe('uploads: the last write to reach the cloud wins', () => {
  let shop: TestTenant;
  let pos: Register;
  const tenant = () => pos.tenant;

  beforeAll(async () => {
    ({ shop, pos } = await shopWithRegister());
  });

  it('records sale.created with the sale exactly as GET shows it, in the same write', async () => {
    setClock('2026-11-22T10:00:00.000Z');
    const sale = saleRecord();
    await pos.sale(sale);
    const events = await eventsRepo.listForTenant(server().caja.services.db, tenant(), 'sale.created');
    const event = events.find((e) => (e.data as { object: { id: string } }).object.id === sale.id);
    expect(event?.data).toEqual({ object: (await shop.test.get(`/sales/${sale.id}`)).body });
  });

  it('changes nothing when the identical record arrives again: same updated_at, no event, no feed entry', async () => {
    setClock('2026-11-22T11:00:00.000Z');
    // More decimals than the database keeps: the stored form must still match the re-upload.
    const sale = saleRecord({
      lines: [{ unitPrice: 3333, quantity: 1.2345678 }],
      discount_percent: 12.34567,
    });
    await pos.sale(sale);
    const first = (await shop.test.get(`/sales/${sale.id}`)).body;
    const db = server().caja.services.db;
    const eventsBefore = await eventsRepo.listForTenant(db, tenant());
    const feedBefore = await changeFeedRepo.readAfter(db, tenant(), 0, 1000);

    setClock('2026-11-22T12:00:00.000Z');
    expect(await pos.sale(structuredClone(sale))).toEqual({ id: sale.id, outcome: 'unchanged' });
    expect((await shop.test.get(`/sales/${sale.id}`)).body).toEqual(first);
    expect(first.updated_at).toBe('2026-11-22T11:00:00.000Z');
    expect(await eventsRepo.listForTenant(db, tenant())).toEqual(eventsBefore);
    expect(await changeFeedRepo.readAfter(db, tenant(), 0, 1000)).toEqual(feedBefore);
  });

  it('replaces the sale whole with a later arrival: new fields and lines, created_at kept, updated_at moved, sale.updated', async () => {
    setClock('2026-11-22T13:00:00.000Z');
    const sale = saleRecord({ lines: [COFFEE, BAG] });
    await pos.sale(sale);
    setClock('2026-11-22T18:30:00.000Z');
    const edited = {
      ...saleRecord({ lines: [COFFEE] }),
      id: sale.id,
      status: 'cancelled',
      occurred_at: sale.occurred_at,
    };
    expect(await pos.sale(edited)).toEqual({ id: sale.id, outcome: 'updated' });

    const read = (await shop.test.get(`/sales/${sale.id}`)).body;
    expect(read).toMatchObject({
      status: 'cancelled',
      subtotal: 23800,
      created_at: '2026-11-22T13:00:00.000Z',
      updated_at: '2026-11-22T18:30:00.000Z',
    });
    expect(read.items.map((i: { id: string }) => i.id)).toEqual([edited.items[0]!.id]);
    const updates = await eventsRepo.listForTenant(server().caja.services.db, tenant(), 'sale.updated');
    expect(updates[0]?.data).toEqual({ object: read });
    expect(ids(await shop.test.get('/sales', { updated_since: '2026-11-22T18:30:00Z' }))).toEqual([sale.id]);
  });

  it('takes no account of device times: an older edit that reaches the cloud last still wins', async () => {
    setClock('2026-11-22T20:00:00.000Z');
    const sale = saleRecord({ status: 'open', occurred_at: '2026-11-22T19:00:00Z' });
    const newer = { ...sale, status: 'completed', occurred_at: '2026-11-22T19:30:00.000Z' };
    await pos.sale(newer);
    setClock('2026-11-22T20:05:00.000Z');
    await pos.sale(sale);
    expect((await shop.test.get(`/sales/${sale.id}`)).body).toMatchObject({
      status: 'open',
      occurred_at: '2026-11-22T19:00:00.000Z',
    });
  });

  it.skipIf(!onPostgres())(
    'lets two first arrivals of the same sale race: one creates it, one event',
    async () => {
      const sale = saleRecord();
      const outcomes = await Promise.all([pos.sale(sale), pos.sale(structuredClone(sale)), pos.sale(sale)]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['created', 'unchanged', 'unchanged']);
      const created = await eventsRepo.listForTenant(server().caja.services.db, tenant(), 'sale.created');
      expect(
        created.filter((e) => (e.data as { object: { id: string } }).object.id === sale.id),
      ).toHaveLength(1);
    },
  );
});

describe('GET /sales: filters and pages', () => {
  let shop: TestTenant;
  const customer = crypto.randomUUID();
  const made: Record<string, string> = {};

  beforeAll(async () => {
    let pos: Register;
    ({ shop, pos } = await shopWithRegister());
    const upload = async (name: string, arrival: string, fields: Parameters<typeof saleRecord>[0]) => {
      setClock(arrival);
      const sale = saleRecord(fields);
      await pos.sale(sale);
      made[name] = sale.id;
    };
    await upload('early', '2026-11-23T10:00:00Z', { occurred_at: '2026-11-23T09:59:00Z' });
    await upload('cancelled', '2026-11-23T11:00:00Z', {
      status: 'cancelled',
      customer_id: customer,
      occurred_at: '2026-11-23T10:30:00Z',
    });
    await upload('invoice', '2026-11-23T12:00:00Z', {
      document_kind: 'invoice',
      customer_id: customer,
      occurred_at: '2026-11-23T11:59:00Z',
    });
    // Sold the day before, offline; arrived last.
    await upload('late', '2026-11-23T13:00:00Z', { occurred_at: '2026-11-22T08:00:00Z' });
  });

  it('lists newest arrival first, whatever the device time, and pages without repeating', async () => {
    expect(ids(await shop.test.get('/sales'))).toEqual([made.late, made.invoice, made.cancelled, made.early]);
    const first = await shop.test.get('/sales', { limit: 3 });
    expect(first.body.has_more).toBe(true);
    const second = await shop.test.get('/sales', { limit: 3, starting_after: first.body.next_cursor });
    expect([...ids(first), ...ids(second)]).toEqual([made.late, made.invoice, made.cancelled, made.early]);
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
  });

  it('filters by exact status, customer, document kind and device time', async () => {
    expect(ids(await shop.test.get('/sales', { status: 'cancelled' }))).toEqual([made.cancelled]);
    expect(ids(await shop.test.get('/sales', { status: 'cancel' }))).toEqual([]);
    expect(ids(await shop.test.get('/sales', { customer_id: customer }))).toEqual([
      made.invoice,
      made.cancelled,
    ]);
    expect(ids(await shop.test.get('/sales', { document_kind: 'invoice' }))).toEqual([made.invoice]);
    expect(
      ids(await shop.test.get('/sales', { status: 'completed', occurred_until: '2026-11-23T00:00:00Z' })),
    ).toEqual([made.late]);
  });

  it.each([
    [{ status: 'x'.repeat(41) }, 'status'],
    [{ status: '' }, 'status'],
    [{ document_kind: 'ticket' }, 'document_kind'],
    [{ customer_id: 'cliente-1' }, 'customer_id'],
    [{ occurred_since: 'ayer' }, 'occurred_since'],
    [{ occurred_until: '2026-02-30T00:00:00Z' }, 'occurred_until'],
    [{ occurred_since: '2026-11-20T10:00:00' }, 'occurred_since'],
    [{ limit: 101 }, 'limit'],
    [{ occured_since: '2026-11-20T10:00:00Z' }, 'occured_since'],
  ])('refuses %j with VALIDATION_ERROR naming %s', async (query, param) => {
    expectError(
      await shop.test.get('/sales', query as Record<string, string>),
      400,
      'VALIDATION_ERROR',
      param,
    );
  });

  it('accepts a status of exactly 40 characters', async () => {
    expect((await shop.test.get('/sales', { status: 'x'.repeat(40) })).status).toBe(200);
  });

  it('refuses a cursor of another list with INVALID_CURSOR', async () => {
    const customers = Buffer.from(
      JSON.stringify(['customers', '2026-11-23T10:00:00.000Z', made.early]),
    ).toString('base64url');
    expectError(await shop.test.get('/sales', { starting_after: customers }), 400, 'INVALID_CURSOR');
  });
});

describe('GET /sales and GET /sales/{id}: each sale read in one statement with its lines and documents', () => {
  let shop: TestTenant;
  let pos: Register;
  const written = writtenAs<Sale>(Sale, 'SaleList');

  beforeAll(async () => {
    ({ shop, pos } = await shopWithRegister());
    // Arrivals whose milliseconds PostgreSQL writes with 0 to 3 digits.
    setClock('2026-11-24T10:00:00.000Z');
    const text = saleRecord({
      lines: [{ ...COFFEE, description: 'Café "de origen" \\ 250 g\n\ttostado \u0001 ☕ 𝄞' }, BAG],
      notes: 'Sin "azúcar"\r\n\u001f',
      table_label: 'Mesa ñ',
    });
    const before = invoiceRecord(text, { status: 'pending', cufe: null, prefix: null, number: 7 });
    await pos.invoice(before);
    await pos.sale(text);
    setClock('2026-11-24T10:00:01.100Z');
    await pos.invoice(invoiceRecord(text, { number: 8 }));
    const weighed = saleRecord({ lines: [{ unitPrice: 3333, quantity: 1.2345678 }, { unitPrice: 500 }] });
    weighed.items[0] = { ...weighed.items[0]!, unit_cost: null, variant_id: crypto.randomUUID() };
    weighed.items[1] = { ...weighed.items[1]!, taxes: null, product_id: null, item_kind: 'custom' };
    await pos.sale({ ...weighed, tax_breakdown: null, discount_percent: 12.34567 });
    setClock('2026-11-24T10:00:02.120Z');
    await pos.sale(saleRecord({ lines: [], tax_breakdown: [] }));
    setClock('2026-11-24T10:00:03.123Z');
    await pos.sale(
      saleRecord({
        lines: [COFFEE, COFFEE, BAG],
        document_kind: 'invoice',
        customer_id: crypto.randomUUID(),
        cash_session_id: crypto.randomUUID(),
        tip_amount: 1500,
        discount: 100,
        occurred_at: '2026-11-24T04:59:59.999-05:00',
      }),
    );
  });

  /** The stored rows of `ids`, in that order, as a caller that already holds them has them. */
  const rowsOf = async (ids: string[]): Promise<SaleRow[]> => {
    const rows = await server()
      .caja.services.db.selectFrom('sales')
      .selectAll()
      .where('account_id', '=', pos.tenant.accountId)
      .where('environment', '=', pos.tenant.environment)
      .where('id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((row) => row.id === id)!);
  };

  it('answers the unfiltered pages byte for byte as presentSales and the schema write the same sales', async () => {
    let res = await shop.test.get('/sales', { limit: 3 });
    const seen: string[] = [];
    for (;;) {
      expect(res.status, res.text).toBe(200);
      const rows = await rowsOf(ids(res));
      const sales = await presentSales(server().caja.services.db, pos.tenant, rows);
      expect(res.body.data).toStrictEqual(sales);
      expect(res.text).toBe(written.page('sales', sales, res.body.has_more ? rows.at(-1)! : null));
      seen.push(...ids(res));
      if (!res.body.has_more) break;
      res = await shop.test.get('/sales', { limit: 3, starting_after: res.body.next_cursor });
    }
    expect(seen).toHaveLength(4);
    const [newest, empty, weighed, text] = (await shop.test.get('/sales')).body.data;
    expect(newest.items).toHaveLength(3);
    expect(empty).toMatchObject({ items: [], invoices: [], tax_breakdown: [] });
    expect(weighed.items[0]).toMatchObject({ quantity: 1.234568, unit_cost: null });
    expect(text.invoices.map((i: { number: number }) => i.number)).toEqual([7, 8]);
  });

  it('answers a page without filters as it answers the same page with a filter that excludes nothing', async () => {
    // Pages without filters run a statement compiled once that reads instants as text; filtered
    // pages are built per request and read Dates.
    const everything = { created_since: '2000-01-01T00:00:00Z' };
    const plain = await shop.test.get('/sales', { limit: 3 });
    const filtered = await shop.test.get('/sales', { limit: 3, ...everything });
    expect(filtered.text).toBe(plain.text);
    const next = { limit: 3, starting_after: plain.body.next_cursor };
    const plainNext = await shop.test.get('/sales', next);
    expect(plainNext.body.data).toHaveLength(1);
    expect((await shop.test.get('/sales', { ...next, ...everything })).text).toBe(plainNext.text);
  });

  it('answers GET /sales/{id} byte for byte as presentSales writes the sale', async () => {
    const list = await shop.test.get('/sales');
    for (const sale of list.body.data) {
      const res = await shop.test.get(`/sales/${sale.id}`);
      expect(res.body).toStrictEqual(sale);
      const [presented] = await presentSales(server().caja.services.db, pos.tenant, await rowsOf([sale.id]));
      expect(res.text).toBe(written.one(presented!));
    }
  });

  it.skipIf(!onPostgres())(
    'prepares the list and the read by id once on a connection, runs them on one plan, and keeps answering when a migration adds columns',
    async () => {
      const db = server().caja.services.db;
      const sale = ids(await shop.test.get('/sales'))[0]!;
      const reads = await preparedReading(server().databaseUrl!, 'sales', async (fresh) => {
        await salesRepo.list(fresh, pos.tenant, { limit: 25 });
        await salesRepo.show(fresh, pos.tenant, sale);
      });
      expect(reads).toHaveLength(2);
      for (const read of reads) expect(read.genericPlans).toBeGreaterThan(0);

      const before = await Promise.all(
        Array.from({ length: 12 }, () => shop.test.get('/sales', { limit: 2 })),
      );
      await sql`alter table sales add column register_note text`.execute(db);
      await sql`alter table sale_items add column kitchen_note text`.execute(db);
      await sql`alter table invoices add column pdf_url text`.execute(db);
      const after = await Promise.all(
        Array.from({ length: 12 }, () => shop.test.get('/sales', { limit: 2 })),
      );
      expect(after.map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(after[0]!.text).toBe(before[0]!.text);
      const byId = await Promise.all(Array.from({ length: 12 }, () => shop.test.get(`/sales/${sale}`)));
      expect(byId.map((r) => r.status)).toEqual(Array(12).fill(200));
    },
  );
});
