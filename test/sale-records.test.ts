import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaleRecord } from '#src/contract/sync/records.js';
import { toValidationError, validatorCompiler } from '#src/http/shared/validation.js';
import { expectError } from './helpers/envelope.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { BAG, COFFEE, cloudOf, type Register, register, saleRecord } from './helpers/sales-fixtures.js';

/**
 * What a device may upload as a sale: the SaleRecord schema the sync interface validates with,
 * and the money rules the domain checks before storing anything. A refused record leaves
 * nothing behind and does not stop the next one.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sale records refused at upload, each on its own', () => {
  let shop: TestTenant;
  let pos: Register;
  const validSale = saleRecord({ lines: [COFFEE, BAG], discount: 866, tip_amount: 2000 });

  beforeAll(async () => {
    shop = await server.tenant();
    pos = await register(cloudOf(server), shop.accountId);
  });

  it.each([
    ['a total that is not subtotal - discount + tip_amount', { total: validSale.total + 1 }, 'total'],
    ['a subtotal that is not the sum of the lines', { subtotal: validSale.subtotal - 1 }, 'subtotal'],
    ['more tax than the total without the tip', { tax: validSale.total - validSale.tip_amount + 1 }, 'tax'],
    [
      'a line id used twice',
      { items: [validSale.items[0]!, { ...validSale.items[1]!, id: validSale.items[0]!.id }] },
      'items.1.id',
    ],
    [
      'a tax with both a rate and a per-unit amount',
      {
        items: [
          { ...validSale.items[0]!, taxes: [{ ...validSale.items[0]!.taxes![0]!, per_unit: 66 }] },
          validSale.items[1]!,
        ],
      },
      'items.0.taxes.0.rate',
    ],
    [
      'a breakdown entry with neither a rate nor a per-unit amount',
      { tax_breakdown: [{ code: '01', rate: null, per_unit: null, base: 1, amount: 1 }] },
      'tax_breakdown.0.rate',
    ],
    ['a day that does not exist', { occurred_at: '2026-02-30T10:00:00Z' }, 'occurred_at'],
  ])('refuses %s with VALIDATION_ERROR naming the field, and stores nothing', async (_, change, param) => {
    const record = { ...validSale, id: crypto.randomUUID(), ...change };
    await expect(pos.sale(record)).rejects.toMatchObject({ code: 'VALIDATION_ERROR', param });
    expectError(await shop.test.get(`/sales/${record.id}`), 404, 'NOT_FOUND');
  });

  it('stores the next valid record of the same device normally', async () => {
    await expect(pos.sale({ ...validSale, total: 1 })).rejects.toMatchObject({ param: 'total' });
    expect((await pos.sale(validSale)).outcome).toBe('created');
    expect((await shop.test.get(`/sales/${validSale.id}`)).body.total).toBe(25000);
  });

  const schemaCheck = validatorCompiler({ schema: SaleRecord, httpPart: 'body' } as never) as unknown as ((
    value: unknown,
  ) => boolean) & { errors: Parameters<typeof toValidationError>[0] | null };
  const schemaRefusal = (record: unknown) =>
    schemaCheck(record) ? null : toValidationError(schemaCheck.errors!, 'body').param;

  it('passes the SaleRecord schema the sync interface validates with', () => {
    expect(schemaRefusal(validSale)).toBeNull();
  });

  it.each([
    [{ discount: -1 }, 'discount'],
    [{ tip_amount: 100.5 }, 'tip_amount'],
    [{ total: '25000' }, 'total'],
    [{ discount_percent: 101 }, 'discount_percent'],
    [{ status: 'x'.repeat(41) }, 'status'],
    [{ status: '' }, 'status'],
    [{ document_kind: 'ticket' }, 'document_kind'],
    [{ customer_id: 'cliente-1' }, 'customer_id'],
    [{ occurred_at: '2026-11-20 10:00' }, 'occurred_at'],
    [{ notes: 'x'.repeat(2001) }, 'notes'],
    [{ surprise: true }, 'surprise'],
    [{ items: [{ ...validSale.items[0]!, quantity: 0 }] }, 'items.0.quantity'],
    [{ items: [{ ...validSale.items[0]!, unit_price: -5 }] }, 'items.0.unit_price'],
    [
      {
        items: [
          {
            ...validSale.items[0]!,
            taxes: [{ code: '01', rate: 0.19, per_unit: null, base: 1, amount: 1, name: null }],
          },
        ],
      },
      'items.0.taxes.0.rate',
    ],
  ])('refuses %j naming %s', (change, param) => {
    expect(schemaRefusal({ ...validSale, ...change })).toBe(param);
  });

  it('requires every field, null where there is no value', () => {
    const { table_label: _, ...withoutLabel } = validSale;
    expect(schemaRefusal(withoutLabel)).toBe('table_label');
  });
});
