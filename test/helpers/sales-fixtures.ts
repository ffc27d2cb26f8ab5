import { afterAll, beforeAll } from 'vitest';
import type { Environment } from '#src/contract/api.js';
import type {
  CashSessionRecord,
  InvoiceRecord,
  QuoteRecord,
  SaleRecord,
} from '#src/contract/sync/records.js';
import type { Db, Tx } from '#src/db/database.js';
import { upsertCashSession } from '#src/domain/cash/cash-session-ingest.js';
import { type Clock, systemClock } from '#src/domain/clock.js';
import type { Tenant } from '#src/domain/context.js';
import { upsertInvoice } from '#src/domain/invoices/invoice-ingest.js';
import { upsertQuote } from '#src/domain/quotes/quote-ingest.js';
import { upsertSale } from '#src/domain/sales/sale-ingest.js';
import type { UpsertResult } from '#src/domain/sync/arrival.js';
import { type AdminClient, startTestServer, type TestServer, type TestTenant } from './harness.js';
import { ManualClock } from './manual-clock.js';

/**
 * Sales-side data made the way the device sync interface makes it: a registered device uploads
 * records, each ingested in its own transaction at the cloud's current time. The builders make
 * consistent records in whole pesos (lines with VAT included or a per-unit bag tax, sums that
 * add up); tests override fields to make the case they need.
 */

type SaleItem = SaleRecord['items'][number];
type Tax = NonNullable<SaleItem['taxes']>[number];

export interface LineSpec {
  unitPrice: number;
  quantity?: number;
  /** Percentage tax included in the price (default 19). */
  rate?: number;
  /** A per-unit tax added to the price instead (the bag tax). */
  perUnit?: number;
  description?: string;
}

export const COFFEE: LineSpec = { unitPrice: 11900, quantity: 2, description: 'Café 250 g' };
export const BAG: LineSpec = { unitPrice: 0, quantity: 1, perUnit: 66, description: 'Bolsa' };

export function line(spec: LineSpec): SaleItem {
  const quantity = spec.quantity ?? 1;
  const percentage = spec.perUnit === undefined;
  const rate = spec.rate ?? 19;
  const subtotal = Math.round(quantity * (spec.unitPrice + (spec.perUnit ?? 0)));
  const base = percentage
    ? Math.round((subtotal * 100) / (100 + rate))
    : Math.round(quantity * spec.unitPrice);
  const tax: Tax = percentage
    ? { code: '01', name: 'IVA', rate, per_unit: null, base, amount: subtotal - base }
    : { code: '22', name: 'INC bolsas', rate: null, per_unit: spec.perUnit!, base, amount: subtotal - base };
  return {
    id: crypto.randomUUID(),
    product_id: crypto.randomUUID(),
    variant_id: null,
    item_kind: 'product',
    description: spec.description ?? null,
    quantity,
    unit_price: spec.unitPrice,
    subtotal,
    unit_cost: Math.round(spec.unitPrice * 0.6),
    tax_class: percentage ? 'standard' : 'bag',
    taxes: [tax],
  };
}

/** Totals per (code, rate, per_unit), as a POS writes `tax_breakdown`. */
function breakdown(items: Array<{ taxes: Tax[] | null }>) {
  const totals = new Map<string, Omit<Tax, 'name'>>();
  for (const tax of items.flatMap((item) => item.taxes ?? [])) {
    const key = `${tax.code}|${tax.rate}|${tax.per_unit}`;
    const total = totals.get(key) ?? {
      code: tax.code,
      rate: tax.rate,
      per_unit: tax.per_unit,
      base: 0,
      amount: 0,
    };
    total.base += tax.base;
    total.amount += tax.amount;
    totals.set(key, total);
  }
  return [...totals.values()];
}

export interface SaleSpec extends Partial<Omit<SaleRecord, 'items'>> {
  lines?: LineSpec[];
}

/** A completed cash sale whose sums add up; `lines`, `discount` and `tip_amount` drive the totals. */
export function saleRecord(spec: SaleSpec = {}): SaleRecord {
  const { lines = [COFFEE, BAG], ...fields } = spec;
  const items = lines.map(line);
  const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
  const discount = fields.discount ?? 0;
  const tip = fields.tip_amount ?? 0;
  return {
    id: crypto.randomUUID(),
    status: 'completed',
    document_kind: 'pos',
    payment_method: 'CASH',
    customer_id: null,
    cash_session_id: null,
    subtotal,
    discount,
    discount_percent: subtotal === 0 ? 0 : Math.round((discount * 10000) / subtotal) / 100,
    tax: items.reduce((sum, item) => sum + item.taxes!.reduce((s, t) => s + t.amount, 0), 0),
    tip_amount: tip,
    total: subtotal - discount + tip,
    tax_breakdown: breakdown(items),
    notes: null,
    table_label: null,
    items,
    occurred_at: new Date().toISOString(),
    ...fields,
  };
}

export function invoiceRecord(sale: SaleRecord, fields: Partial<InvoiceRecord> = {}): InvoiceRecord {
  return {
    id: crypto.randomUUID(),
    sale_id: sale.id,
    customer_id: sale.customer_id,
    document_type: 'electronic_invoice',
    status: 'issued',
    cufe: 'f'.repeat(96),
    prefix: 'FE',
    number: 1000 + Math.floor(Math.random() * 9000),
    subtotal: sale.total - sale.tax - sale.tip_amount,
    tax: sale.tax,
    total: sale.total - sale.tip_amount,
    issued_at: sale.occurred_at,
    ...fields,
  };
}

export function quoteRecord(fields: Partial<QuoteRecord> & { lines?: LineSpec[] } = {}): QuoteRecord {
  const { lines = [COFFEE], ...rest } = fields;
  const sale = saleRecord({ lines });
  return {
    id: crypto.randomUUID(),
    number: 'COT-0001',
    status: 'sent',
    customer_id: null,
    converted_sale_id: null,
    subtotal: sale.subtotal,
    discount: 0,
    tax: sale.tax,
    total: sale.subtotal,
    tax_breakdown: sale.tax_breakdown,
    notes: null,
    payment_link: null,
    expires_at: null,
    sent_at: null,
    items: sale.items.map(({ unit_cost: _, ...item }) => ({ ...item, note: null })),
    ...rest,
  };
}

export function cashSessionRecord(fields: Partial<CashSessionRecord> = {}): CashSessionRecord {
  return {
    id: crypto.randomUUID(),
    status: 'open',
    terminal_name: 'Caja principal',
    opening_cash: 200000,
    expected_cash: null,
    closing_cash: null,
    opened_at: new Date().toISOString(),
    closed_at: null,
    movements: [],
    ...fields,
  };
}

/** A registered device of one account and environment, uploading as the sync interface will. */
export interface Register {
  tenant: Tenant;
  deviceId: string;
  sale(record: SaleRecord): Promise<UpsertResult>;
  invoice(record: InvoiceRecord): Promise<UpsertResult>;
  quote(record: QuoteRecord): Promise<UpsertResult>;
  cashSession(record: CashSessionRecord): Promise<UpsertResult>;
}

export interface Cloud {
  db: Db;
  admin: AdminClient;
  clock?: Clock;
}

export const cloudOf = (server: TestServer): Cloud => ({
  db: server.caja.services.db,
  admin: server.admin,
  clock: server.caja.services.clock,
});

/** Registers a device through the operator interface and returns its uploader. */
export async function register(
  cloud: Cloud,
  accountId: string,
  environment: Environment = 'test',
): Promise<Register> {
  const device = await cloud.admin.addDevice(accountId, {
    environment,
    name: 'Caja 1',
    kind: 'primary',
    platform: 'android',
    app_version: '4.2.0',
  });
  const tenant: Tenant = { accountId, environment };
  const clock = cloud.clock ?? systemClock;
  const upload =
    <R>(ingest: (tx: Tx, tenant: Tenant, deviceId: string, record: R, now: Date) => Promise<UpsertResult>) =>
    (record: R) =>
      cloud.db.transaction().execute((tx) => ingest(tx, tenant, device.id, record, clock.now()));
  return {
    tenant,
    deviceId: device.id,
    sale: upload(upsertSale),
    invoice: upload(upsertInvoice),
    quote: upload(upsertQuote),
    cashSession: upload(upsertCashSession),
  };
}

/** The id of a record a fresh device of the owner's account and environment uploaded. */
export async function uploaded(
  owner: Cloud & { accountId: string; environment: Environment },
  upload: (device: Register) => Promise<UpsertResult>,
): Promise<{ id: string }> {
  const device = await register(owner, owner.accountId, owner.environment);
  return { id: (await upload(device)).id };
}

/**
 * The server of a sales test file: started before its tests on a manual clock, with the API
 * limits out of the way, and closed after them. `server` is readable once the tests run.
 */
export function useSalesServer(start: string) {
  const clock = new ManualClock(new Date(start));
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(
      { RATE_LIMIT_PER_KEY: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' },
      { clock },
    );
  });
  afterAll(() => current?.close());
  const server = (): TestServer => {
    if (!current) throw new Error('the sales server starts in beforeAll');
    return current;
  };
  return {
    clock,
    server,
    /** Moves the manual clock to an instant. */
    setClock: (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime()),
    /** A new business with one register. */
    async shopWithRegister(): Promise<{ shop: TestTenant; pos: Register }> {
      const shop = await server().tenant();
      return { shop, pos: await register(cloudOf(server()), shop.accountId) };
    },
  };
}

/** The ids of a list response, in order. */
export const idsOf = (res: { body: { data: Array<{ id: string }> } }) => res.body.data.map((s) => s.id);
