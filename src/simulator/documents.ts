import { createHash } from 'node:crypto';
import type { RecordData } from '#src/contract/sync/index.js';
import type { SimProduct, SimVariant } from './catalog.js';
import { documentMoney, type LineMoney, lineMoney } from './money.js';
import type { Random } from './random.js';

/**
 * The records a register writes when it sells: the sale with its lines and totals, the
 * electronic document that goes with it, quotes, and the stock movements a sale causes.
 */

export type SaleData = RecordData['sale'];
export type InvoiceData = RecordData['invoice'];
export type QuoteData = RecordData['quote'];
export type MovementData = RecordData['stock_movement'];

export interface CartLine {
  product: SimProduct;
  variant: SimVariant | null;
  quantity: number;
}

interface PricedLine {
  id: string;
  line: CartLine;
  money: LineMoney;
}

const priceLines = (cart: CartLine[], ids: Random): PricedLine[] =>
  cart.map((line) => ({
    id: ids.uuid(),
    line,
    money: lineMoney(line.quantity, line.product.template.price, line.product.rule),
  }));

const lineFields = ({ id, line, money }: PricedLine) => ({
  id,
  product_id: line.product.id,
  variant_id: line.variant?.id ?? null,
  item_kind: 'product',
  description: line.variant
    ? `${line.product.template.name} - ${line.variant.label}`
    : line.product.template.name,
  quantity: line.quantity,
  unit_price: line.product.template.price,
  subtotal: money.subtotal,
  tax_class: line.product.template.taxClass,
  taxes: money.taxes,
});

export interface NewSale {
  id: string;
  occurredAt: string;
  cart: CartLine[];
  status: string;
  documentKind: 'pos' | 'invoice';
  paymentMethod: string;
  customerId: string | null;
  cashSessionId: string | null;
  discountPercent: number;
  notes: string | null;
  tableLabel: string | null;
}

export function saleRecord(sale: NewSale, ids: Random): SaleData {
  const lines = priceLines(sale.cart, ids);
  // A tip, if any, comes when the bill is paid (SimBusiness.payTab).
  const money = documentMoney(
    lines.map((l) => l.money),
    sale.discountPercent,
    0,
  );
  return {
    id: sale.id,
    status: sale.status,
    document_kind: sale.documentKind,
    payment_method: sale.paymentMethod,
    customer_id: sale.customerId,
    cash_session_id: sale.cashSessionId,
    ...money,
    notes: sale.notes,
    table_label: sale.tableLabel,
    items: lines.map((l) => ({ ...lineFields(l), unit_cost: l.line.product.unitCost })),
    occurred_at: sale.occurredAt,
  };
}

export const DOCUMENT_PREFIX = {
  pos_document: 'POS',
  electronic_invoice: 'FE',
  pos_adjustment_note: 'NA',
} as const;

/**
 * The electronic document of a sale. While the register is offline it cannot reach the tax
 * authority: the document waits as `pending` without its CUFE/CUDE and is issued on reconnection.
 */
export function invoiceRecord(
  id: string,
  sale: SaleData,
  documentType: keyof typeof DOCUMENT_PREFIX,
  prefix: string,
  number: number,
  issuedAt: string | null,
): InvoiceData {
  return {
    id,
    sale_id: sale.id,
    customer_id: sale.customer_id,
    document_type: documentType,
    status: issuedAt ? 'issued' : 'pending',
    cufe: issuedAt
      ? createHash('sha384').update(`${prefix}${number}|${sale.id}|${sale.total}`).digest('hex')
      : null,
    prefix,
    number,
    subtotal: sale.total - sale.tax,
    tax: sale.tax,
    total: sale.total,
    issued_at: issuedAt,
  };
}

export interface NewQuote {
  id: string;
  number: string;
  cart: CartLine[];
  customerId: string;
  discountPercent: number;
  sentAt: string;
  expiresAt: string;
  paymentLink: string;
}

export function quoteRecord(quote: NewQuote, ids: Random): QuoteData {
  const lines = priceLines(quote.cart, ids);
  const {
    tip_amount: _tip,
    discount_percent: _percent,
    ...money
  } = documentMoney(
    lines.map((l) => l.money),
    quote.discountPercent,
    0,
  );
  return {
    id: quote.id,
    number: quote.number,
    status: 'sent',
    customer_id: quote.customerId,
    converted_sale_id: null,
    ...money,
    notes: 'Precios con IVA incluido. Entrega en 5 días hábiles.',
    payment_link: quote.paymentLink,
    expires_at: quote.expiresAt,
    sent_at: quote.sentAt,
    items: lines.map((l) => ({ ...lineFields(l), note: null })),
  };
}

/** The stock a completed sale moves: its stocked products, and the ingredients of its recipes. */
export function saleMovements(
  sale: SaleData,
  cart: CartLine[],
  warehouseId: string,
  ids: Random,
): MovementData[] {
  const movements: MovementData[] = [];
  const move = (product: SimProduct, quantity: number, origin: 'sale' | 'recipe_explosion', reason: string) =>
    movements.push({
      id: ids.uuid(),
      product_id: product.id,
      variant_id: null,
      warehouse_id: warehouseId,
      type: 'out',
      quantity: Math.round(quantity * 1e6) / 1e6,
      reason,
      reference: null,
      unit_cost: product.unitCost,
      origin_type: origin,
      sale_id: sale.id,
    });
  for (const line of cart) {
    if (line.product.stocked) move(line.product, line.quantity, 'sale', 'Venta');
    for (const part of line.product.recipe) {
      move(
        part.product,
        part.quantity * line.quantity,
        'recipe_explosion',
        `Receta: ${line.product.template.name}`,
      );
    }
  }
  return movements;
}

/** A cancelled sale puts its products back (ingredients already cooked stay spent). */
export const reversals = (movements: MovementData[], ids: Random): MovementData[] =>
  movements
    .filter((m) => m.origin_type === 'sale')
    .map((m) => ({
      ...m,
      id: ids.uuid(),
      type: 'in',
      origin_type: 'reversal',
      reason: 'Anulación de venta',
    }));
