import { AREPA_ID, CUSTOMER_ID, JUICE_ID, PRODUCT_ID } from './catalog.js';

/**
 * A Sunday-morning sale at the coffee shop of catalog.ts, with its electronic invoice, the cash
 * session that took it, a quote and the daily report. The amounts follow the register's rules:
 * prices include their VAT, a line's tax is taken out of its total (base = total / (1 + rate)),
 * the 10 % discount is spread over the tax groups before their tax is taken out, the tip is
 * never taxed, and `total` = `subtotal` - `discount` + `tip_amount`.
 */

export const SALE_ID = '1e2d3c4b-5a69-4788-9766-554433221100';
export const INVOICE_ID = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
export const CASH_SESSION_ID = '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e';

const vat = (rate: number, base: number, amount: number) => ({
  code: '01',
  name: 'IVA',
  rate,
  per_unit: null,
  base,
  amount,
});

/** The lines as sales and quotes share them: coffee at 5 % VAT, food and drinks at 19 %. */
const coffeeLine = {
  product_id: PRODUCT_ID,
  variant_id: null,
  item_kind: 'product',
  description: 'Café molido 500 g',
  tax_class: 'reduced_5',
};
const arepaLine = {
  product_id: AREPA_ID,
  variant_id: null,
  item_kind: 'product',
  description: 'Arepa de queso',
  tax_class: 'standard',
};

const INVOICE_SUMMARY = {
  id: INVOICE_ID,
  document_type: 'electronic_invoice',
  status: 'issued',
  cufe: '21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488',
  prefix: 'FE',
  number: 1042,
};

/** 10:01 in Bogotá: 50 000 of goods, 10 % off for a regular customer, 2 000 of tip, paid by Nequi. */
export const SALE_EXAMPLE = {
  object: 'sale',
  id: SALE_ID,
  status: 'completed',
  document_kind: 'invoice',
  payment_method: 'NEQUI',
  customer_id: CUSTOMER_ID,
  cash_session_id: CASH_SESSION_ID,
  subtotal: 50000,
  discount: 5000,
  discount_percent: 10,
  tax: 4280,
  tip_amount: 2000,
  total: 47000,
  tax_breakdown: [
    { code: '01', rate: 5, per_unit: null, base: 24686, amount: 1234 },
    { code: '01', rate: 19, per_unit: null, base: 16034, amount: 3046 },
  ],
  notes: 'Cliente frecuente: 10 % de descuento',
  table_label: 'Mesa 3',
  items: [
    {
      object: 'sale_item',
      id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
      ...coffeeLine,
      quantity: 1,
      unit_price: 28800,
      subtotal: 28800,
      unit_cost: 17500,
      taxes: [vat(5, 27429, 1371)],
    },
    {
      object: 'sale_item',
      id: '4b3a2918-7e6d-4c5b-8a49-3d2c1b0a9f88',
      ...arepaLine,
      quantity: 2,
      unit_price: 6500,
      subtotal: 13000,
      unit_cost: 2300,
      taxes: [vat(19, 10924, 2076)],
    },
    {
      object: 'sale_item',
      id: '5a493827-6d5c-4b4a-9938-2c1b0a9f8e77',
      product_id: JUICE_ID,
      variant_id: null,
      item_kind: 'product',
      description: 'Jugo de naranja 350 ml',
      quantity: 1,
      unit_price: 8200,
      subtotal: 8200,
      unit_cost: 2900,
      tax_class: 'standard',
      taxes: [vat(19, 6891, 1309)],
    },
  ],
  invoices: [INVOICE_SUMMARY],
  occurred_at: '2026-11-22T15:01:37.000Z',
  created_at: '2026-11-22T15:01:39.412Z',
  updated_at: '2026-11-22T15:01:39.412Z',
};

/** The sale's electronic invoice: `subtotal` is the sale's total without its tax. */
export const INVOICE_EXAMPLE = {
  object: 'invoice',
  ...INVOICE_SUMMARY,
  sale_id: SALE_ID,
  customer_id: CUSTOMER_ID,
  subtotal: 42720,
  tax: 4280,
  total: 47000,
  issued_at: '2026-11-22T15:01:52.000Z',
  created_at: '2026-11-22T15:01:53.640Z',
  updated_at: '2026-11-22T15:01:53.640Z',
};

/** Coffee and arepas for an office meeting, sent by WhatsApp; it expires at midnight in Bogotá. */
export const QUOTE_EXAMPLE = {
  object: 'quote',
  id: '2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7081',
  number: 'COT-0087',
  status: 'sent',
  customer_id: CUSTOMER_ID,
  converted_sale_id: null,
  subtotal: 316800,
  discount: 0,
  tax: 31221,
  total: 316800,
  tax_breakdown: [
    { code: '01', rate: 5, per_unit: null, base: 164571, amount: 8229 },
    { code: '01', rate: 19, per_unit: null, base: 121008, amount: 22992 },
  ],
  notes: 'Refrigerio para reunión de oficina; entrega el viernes 27 a las 8:00 a. m.',
  payment_link: 'https://pagos.example.co/l/COT-0087',
  expires_at: '2026-12-01T05:00:00.000Z',
  sent_at: '2026-11-22T16:00:00.000Z',
  items: [
    {
      object: 'quote_item',
      id: '9f8e7d6c-5b4a-4938-8271-6a5b4c3d2e1f',
      ...coffeeLine,
      quantity: 6,
      unit_price: 28800,
      subtotal: 172800,
      taxes: [vat(5, 164571, 8229)],
      note: 'Molido para greca',
    },
    {
      object: 'quote_item',
      id: 'a09f8e7d-6c5b-4a49-9382-7b6c5d4e3f20',
      ...arepaLine,
      quantity: 24,
      unit_price: 6000,
      subtotal: 144000,
      taxes: [vat(19, 121008, 22992)],
      note: 'Precio por volumen; empacadas por docena',
    },
  ],
  created_at: '2026-11-22T16:00:03.120Z',
  updated_at: '2026-11-22T16:00:03.120Z',
};

/** The register's day: opened at 7:00 and closed at 21:10 in Bogotá, 2 000 short at the count. */
export const CASH_SESSION_EXAMPLE = {
  object: 'cash_session',
  id: CASH_SESSION_ID,
  status: 'closed',
  terminal_name: 'Caja principal',
  opening_cash: 200000,
  expected_cash: 1350000,
  closing_cash: 1348000,
  opened_at: '2026-11-22T12:00:00.000Z',
  closed_at: '2026-11-23T02:10:00.000Z',
  movements: [
    {
      object: 'cash_movement',
      id: '8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e',
      type: 'out',
      amount: 35000,
      reason: 'Pago a proveedor de leche',
      occurred_at: '2026-11-22T17:30:00.000Z',
      created_at: '2026-11-22T17:30:04.210Z',
    },
  ],
  created_at: '2026-11-22T12:00:02.120Z',
  updated_at: '2026-11-23T02:10:03.500Z',
};

/** Three days of completed sales; each day's `total` = `subtotal` - `discount` + `tip_amount`. */
export const DAILY_SALES_REPORT_EXAMPLE = {
  object: 'daily_sales_report',
  time_zone: 'America/Bogota',
  from: '2026-11-20',
  to: '2026-11-22',
  days: [
    {
      object: 'daily_sales',
      date: '2026-11-20',
      sales_count: 41,
      subtotal: 1286400,
      discount: 18500,
      tax: 141870,
      tip_amount: 24600,
      total: 1292500,
      net_income: 1126030,
      complete: true,
      revision: 2,
      last_changed_at: '2026-11-21T13:02:44.310Z',
    },
    {
      object: 'daily_sales',
      date: '2026-11-21',
      sales_count: 57,
      subtotal: 1874900,
      discount: 31200,
      tax: 205410,
      tip_amount: 41300,
      total: 1885000,
      net_income: 1638290,
      complete: true,
      revision: 1,
      last_changed_at: '2026-11-22T03:41:09.512Z',
    },
    {
      object: 'daily_sales',
      date: '2026-11-22',
      sales_count: 33,
      subtotal: 1052300,
      discount: 12400,
      tax: 112640,
      tip_amount: 19800,
      total: 1059700,
      net_income: 927260,
      complete: false,
      revision: 3,
      last_changed_at: '2026-11-23T15:18:27.904Z',
    },
  ],
};
