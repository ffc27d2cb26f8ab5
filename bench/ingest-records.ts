import type { StockMovementRecord } from '#src/contract/sync/catalog-records.js';
import type { InvoiceRecord, SaleRecord } from '#src/contract/sync/records.js';
import type { Db } from '#src/db/database.js';
import { createWarehouse } from '#src/domain/inventory/warehouses.service.js';

/**
 * The records the ingest benches upload, the n-th of each type, and the upload itself
 * (bench/ingest.ts, bench/ab-ingest.ts).
 */

/** A sale of 1 to 6 lines with VAT included, one in fifty cancelled. */
export function sale(n: number): SaleRecord {
  const items = Array.from({ length: 1 + (n % 6) }, (_, i) => {
    const unitPrice = 1000 + ((n * 31 + i * 17) % 60) * 500;
    const quantity = 1 + (i % 3);
    const subtotal = unitPrice * quantity;
    const base = Math.round((subtotal * 100) / 119);
    return {
      id: crypto.randomUUID(),
      product_id: crypto.randomUUID(),
      variant_id: null,
      item_kind: 'product' as const,
      description: `Producto ${i + 1}`,
      quantity,
      unit_price: unitPrice,
      subtotal,
      unit_cost: Math.round(unitPrice * 0.6),
      tax_class: 'standard',
      taxes: [{ code: '01', name: 'IVA', rate: 19, per_unit: null, base, amount: subtotal - base }],
    };
  });
  const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
  const base = items.reduce((sum, item) => sum + item.taxes[0]!.base, 0);
  return {
    id: crypto.randomUUID(),
    status: n % 50 === 0 ? 'cancelled' : 'completed',
    document_kind: 'pos',
    payment_method: 'CASH',
    customer_id: null,
    cash_session_id: null,
    subtotal,
    discount: 0,
    discount_percent: 0,
    tax: subtotal - base,
    tip_amount: 0,
    total: subtotal,
    tax_breakdown: [{ code: '01', rate: 19, per_unit: null, base, amount: subtotal - base }],
    notes: null,
    table_label: null,
    items,
    occurred_at: new Date(Date.now() - (n % 72) * 3_600_000).toISOString(),
  } as SaleRecord;
}

/** A DIAN invoice of a sale that may arrive before or after it, as registers send them. */
export function invoice(n: number): InvoiceRecord {
  const total = 10_000 + (n % 97) * 1_000;
  const tax = Math.round(total - (total * 100) / 119);
  return {
    id: crypto.randomUUID(),
    sale_id: crypto.randomUUID(),
    customer_id: null,
    document_type: n % 3 === 0 ? 'electronic_invoice' : 'pos_document',
    status: 'issued',
    cufe: 'f'.repeat(96),
    prefix: 'FE',
    number: 100_000 + n,
    subtotal: total - tax,
    tax,
    total,
    issued_at: new Date(Date.now() - (n % 72) * 3_600_000).toISOString(),
  };
}

/** The products the movements are of. */
const PRODUCTS = Array.from({ length: 50 }, () => crypto.randomUUID());

/**
 * A stock movement of one of a few products, out for a sale most of the time, in `warehouseId`
 * (none: the register did not say, and no stock level counts it).
 */
export function movement(n: number, warehouseId: string | null = null): StockMovementRecord {
  return {
    id: crypto.randomUUID(),
    product_id: PRODUCTS[n % PRODUCTS.length]!,
    variant_id: null,
    warehouse_id: warehouseId,
    type: n % 10 === 0 ? 'in' : 'out',
    quantity: 1 + (n % 4),
    reason: n % 10 === 0 ? 'Compra' : 'Venta',
    reference: null,
    unit_cost: 18_500,
    origin_type: n % 10 === 0 ? 'purchase' : 'sale',
    sale_id: n % 10 === 0 ? null : crypto.randomUUID(),
  };
}

/** One `POST /sync/v1/upload`, refused unless every record comes back created. */
export async function uploadBatch(uploadUrl: string, token: string, body: string): Promise<void> {
  const response = await fetch(uploadUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const answer = (await response.json()) as { results?: Array<{ status: string }> };
  if (response.status !== 200 || answer.results?.some((r) => r.status !== 'created')) {
    throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

/** The live warehouse an account's uploaded movements go into, so that each counts in a stock level. */
export async function benchWarehouse(db: Db, accountId: string, now: Date): Promise<string> {
  const warehouse = await db
    .transaction()
    .execute((tx) =>
      createWarehouse(tx, { accountId, environment: 'live' }, { name: 'Bodega', isDefault: true }, now),
    );
  return warehouse.id;
}
