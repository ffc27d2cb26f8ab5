import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '#src/domain/context.js';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { changeFeedRepo } from '#src/domain/sync/change-feed.repo.js';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { type DeviceClient, registerDevice, type UploadRecord } from './helpers/device-client.js';
import * as make from './helpers/device-records.js';
import { expectError } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { ManualClock } from './helpers/manual-clock.js';
import { cashSessionRecord, invoiceRecord, quoteRecord, saleRecord } from './helpers/sales-fixtures.js';

/**
 * Uploads through the device sync interface: each record applied on its own (a bad one is
 * refused alone, nothing half-written), a re-sent batch changes nothing, the last write to reach
 * the cloud wins, `created_at` is the cloud arrival, and uploads announce what API writes do.
 */
const clock = new ManualClock(new Date('2026-03-10T20:00:00.000Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(GENEROUS_RATE_LIMITS, { clock });
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const tenantOf = (shop: TestTenant): Tenant => ({ accountId: shop.accountId, environment: 'test' });
const events = (shop: TestTenant) => eventsRepo.listForTenant(server.caja.services.db, tenantOf(shop));
const feed = (shop: TestTenant) =>
  changeFeedRepo.readAfter(server.caja.services.db, tenantOf(shop), 0, 10_000);
const statuses = (body: { results: Array<{ status: string }> }) => body.results.map((r) => r.status);

async function shopWithDevice(name = 'Caja 1'): Promise<{ shop: TestTenant; device: DeviceClient }> {
  const shop = await server.tenant();
  return { shop, device: await registerDevice(server, shop.accountId, { name }) };
}

/** One record of every type, referring to each other as a register's would. */
function everyType(): UploadRecord[] {
  const category = make.category();
  const product = make.product({ category_id: category.data.id, has_variants: true });
  const variant = make.variant(product.data.id);
  const simple = make.product({ name: 'Pan tajado' });
  const warehouse = make.warehouse();
  const sale = saleRecord();
  return [
    make.customer(),
    category,
    product,
    variant,
    simple,
    warehouse,
    make.movement(simple.data.id, { warehouse_id: warehouse.data.id }),
    make.variantStock(variant.data.id, warehouse.data.id, 12),
    { type: 'sale', data: sale },
    { type: 'invoice', data: invoiceRecord(sale) },
    { type: 'quote', data: quoteRecord() },
    {
      type: 'cash_session',
      data: cashSessionRecord({ status: 'closed', closed_at: clock.now().toISOString() }),
    },
  ];
}

describe('POST /sync/v1/upload', () => {
  it('creates a record of every type and answers one result per record, in order', async () => {
    const { shop, device } = await shopWithDevice();
    const records = everyType();
    const res = await device.upload(records);
    expect(res.status, res.text).toBe(200);
    expect(res.body.object).toBe('sync_upload');
    expect(res.body.results).toEqual(
      records.map((record, index) => ({
        index,
        type: record.type,
        id: make.idOf(record),
        status: 'created',
      })),
    );
    expect(res.body.last_sync_at).toBe(clock.now().toISOString());

    const [customer, , product, variant] = records;
    const read = await shop.test.get(`/customers/${make.idOf(customer!)}`);
    expect(read.body).toMatchObject({ ...customer!.data, created_at: clock.now().toISOString() });
    const readProduct = await shop.test.get(`/products/${make.idOf(product!)}`);
    expect(readProduct.body).toMatchObject({ id: make.idOf(product!), stock: null, has_variants: true });
    expect(readProduct.body.variants.map((v: { id: string }) => v.id)).toEqual([make.idOf(variant!)]);
  });

  it('keeps the valid records of a batch and refuses the invalid ones, each with its error', async () => {
    const { shop, device } = await shopWithDevice();
    const good = make.customer();
    const nameless = make.customer({ name: '' });
    const product = make.product();
    const orphan = make.variant(crypto.randomUUID());
    const unbalanced = saleRecord();
    unbalanced.total += 1;
    const res = await device.upload([
      good,
      nameless,
      product,
      { type: 'coupon', data: { id: crypto.randomUUID() } },
      orphan,
      { type: 'sale', data: unbalanced },
    ]);
    expect(res.status).toBe(200);
    expect(statuses(res.body)).toEqual([
      'created',
      'rejected',
      'created',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(res.body.results[1]!.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'name' });
    expect(res.body.results[3]!.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'type' });
    expect(res.body.results[4]!.error).toMatchObject({ code: 'NOT_FOUND', param: 'product_id' });
    expect(res.body.results[5]!.error).toMatchObject({ code: 'VALIDATION_ERROR', param: 'total' });
    for (const result of res.body.results.filter((r) => r.error)) expect(result.error!.message).toMatch(/\S/);

    expect((await shop.test.get(`/customers/${make.idOf(nameless)}`)).status).toBe(404);
    expect((await shop.test.get(`/sales/${unbalanced.id}`)).status).toBe(404);
    expect((await events(shop)).map((e) => e.type).sort()).toEqual(['customer.created', 'product.created']);
  });

  it('changes nothing when a batch is re-sent: all unchanged, no events, no feed entries, last_sync_at kept', async () => {
    const { shop, device } = await shopWithDevice();
    const records = everyType();
    const first = await device.uploadOk(records);
    const before = { events: (await events(shop)).length, feed: (await feed(shop)).length };
    clock.advance(HOUR);
    const again = await device.uploadOk(records);
    expect(statuses(again)).toEqual(records.map(() => 'unchanged'));
    expect(again.last_sync_at).toBe(first.last_sync_at);
    expect((await events(shop)).length).toBe(before.events);
    expect((await feed(shop)).length).toBe(before.feed);
  });

  it('lets the later arrival win when two devices edit the same customer', async () => {
    const { shop, device: first } = await shopWithDevice('Caja 1');
    const second = await registerDevice(server, shop.accountId, { name: 'Caja 2' });
    const original = make.customer({ phone: '3001111111' });
    const created = await first.uploadOk([original]);
    const createdAt = clock.now().toISOString();
    clock.advance(HOUR);
    await second.uploadOk([make.edited(original, { phone: '3002222222' })]);
    clock.advance(HOUR);
    const latest = await first.uploadOk([make.edited(original, { name: 'Ana' })]);
    expect(statuses(latest)).toEqual(['updated']);

    const read = await shop.test.get(`/customers/${created.results[0]!.id}`);
    expect(read.body).toMatchObject({ name: 'Ana', phone: '3001111111', created_at: createdAt });
    expect(read.body.updated_at).toBe(clock.now().toISOString());
    expect((await events(shop)).map((e) => e.type)).toEqual([
      'customer.updated',
      'customer.updated',
      'customer.created',
    ]);
  });

  it('moves last_sync_at only when an upload created or updated something', async () => {
    const { shop, device } = await shopWithDevice('Caja con reloj');
    const freshness = async () =>
      (await shop.test.get('/me')).body.data_freshness.devices.find(
        (d: { name: string }) => d.name === 'Caja con reloj',
      ).last_sync_at;
    expect(await freshness()).toBeNull();
    await device.changes();
    expect(await freshness()).toBeNull();

    const record = make.category();
    await device.uploadOk([record]);
    const synced = clock.now().toISOString();
    clock.advance(HOUR);
    await device.uploadOk([record]);
    await device.upload([make.customer({ name: '' })]);
    expect(await freshness()).toBe(synced);

    clock.advance(HOUR);
    await device.uploadOk([make.edited(record, { sort_order: 9 })]);
    expect(await freshness()).toBe(clock.now().toISOString());
    expect((await shop.test.get('/me')).body.data_freshness.last_device_sync_at).toBe(
      clock.now().toISOString(),
    );
  });

  it.each([
    ['an array', [make.customer()]],
    ['a string', 'registros'],
    ['an object without records', {}],
    ['no records at all', { records: [] }],
    ['more than 500 records', { records: Array.from({ length: 501 }, () => make.customer()) }],
    ['records that are not a list', { records: { type: 'customer' } }],
    ['an unknown property', { records: [make.customer()], device: 'x' }],
  ])('refuses %s as the envelope with VALIDATION_ERROR', async (_, body) => {
    const { device } = await shopWithDevice();
    const res = await device.http.request('POST', '/upload', body);
    expectError(res, 400, 'VALIDATION_ERROR');
  });

  it('refuses odd records one by one, never with a 5xx', async () => {
    const { device } = await shopWithDevice();
    const res = await device.upload([
      null,
      42,
      [],
      { type: 'customer' },
      { type: 'customer', data: null },
      { type: 'customer', data: [] },
      { type: 'sale', data: {} },
      { type: 'customer', data: make.customer().data, extra: true },
      make.customer({ name: 'Ana\u0000' }),
      make.product({ base_price: 1e20 }),
      make.movement(crypto.randomUUID(), { quantity: 0 }),
      make.variantStock('not-a-uuid', crypto.randomUUID(), 1),
      make.category({ id: `urn:uuid:${crypto.randomUUID()}` }),
    ]);
    expect(res.status).toBe(200);
    for (const result of res.body.results) {
      expect(result.status).toBe('rejected');
      expect(result.error!.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('concurrent uploads', () => {
  it('lets one of several racing uploads of the same records create each, the others find it unchanged', async () => {
    const { shop, device } = await shopWithDevice();
    const other = await registerDevice(server, shop.accountId, { name: 'Caja 2' });
    const product = make.product();
    const records = [make.customer(), product, make.movement(product.data.id)];
    const answers = await Promise.all([device, other, device, other].map((d) => d.uploadOk(records)));
    for (let i = 0; i < records.length; i++) {
      expect(answers.map((a) => a.results[i]!.status).sort()).toEqual([
        'created',
        'unchanged',
        'unchanged',
        'unchanged',
      ]);
    }
    expect((await events(shop)).map((e) => e.type).sort()).toEqual([
      'customer.created',
      'product.created',
      'stock_movement.created',
    ]);
  });
});

describe('what uploads announce', () => {
  it('emits the events of API writes and feed entries marked with the uploading device', async () => {
    const { shop, device } = await shopWithDevice();
    await device.uploadOk(everyType());
    expect(new Set((await events(shop)).map((e) => e.type))).toEqual(
      new Set([
        'customer.created',
        'category.created',
        'product.created',
        'product.updated',
        'stock_movement.created',
        'stock_level.updated',
        'sale.created',
        'invoice.created',
        'cash_session.closed',
      ]),
    );
    const entries = await feed(shop);
    expect(entries.every((e) => e.origin_device_id === device.id)).toBe(true);
    expect(entries.filter((e) => e.operation === 'stock_delta').map((e) => e.entity_type)).toEqual([
      'stock_movement',
    ]);
    expect(entries.filter((e) => e.operation === 'stock_level')).toMatchObject([
      { entity_type: 'variant_stock', payload: { quantity: 12 } },
    ]);
    for (const entry of entries.filter((e) => e.entity_type === 'product')) {
      expect(entry.payload).not.toHaveProperty('stock');
    }
  });
});
