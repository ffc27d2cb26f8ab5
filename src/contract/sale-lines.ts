import { Type } from '@sinclair/typebox';
import { Nullable, Uuid } from './common.js';

/**
 * The shapes sales and quotes share: whole-peso amounts, tax entries and the fields of a line.
 * The device upload records (contract/sync) are built from the same fields, so what a device
 * sends and what the API shows are described once.
 */

/** Amounts are whole Colombian pesos; this bound keeps every sum exact in a double. */
export const MAX_MONEY = 1_000_000_000_000;
/** Quantities and costs keep six decimals, as their columns do. */
export const MAX_QUANTITY = 1_000_000_000;
export const MAX_LINES = 1000;
export const MAX_TAXES = 20;

export const Money = (description?: string) =>
  Type.Integer({ minimum: 0, maximum: MAX_MONEY, ...(description ? { description } : {}) });

/** A name the POS always sets, such as a status or a tax class. */
export const Label = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });

/** A free text, stored as the POS wrote it (possibly empty), or null. */
export const OptionalText = (maxLength: number, description?: string) =>
  Nullable(Type.String({ maxLength, ...(description ? { description } : {}) }));

const taxTotalFields = {
  code: Type.String({
    minLength: 1,
    maxLength: 10,
    description: 'Código del impuesto: `01` IVA, `03` ICA, `04` INC, `22` INC bolsas.',
  }),
  rate: Nullable(
    Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Porcentaje entero (19 es 19 %); null en los impuestos por unidad.',
    }),
  ),
  per_unit: Nullable(
    Type.Integer({
      minimum: 0,
      maximum: MAX_MONEY,
      description: 'Pesos por unidad (impuesto a las bolsas); null en los porcentuales.',
    }),
  ),
  base: Money('Base gravable.'),
  amount: Money('Valor del impuesto.'),
};

/** One total of `tax_breakdown`: per tax code and rate. */
export const TaxBreakdownEntry = Type.Object(taxTotalFields, {
  additionalProperties: false,
  title: 'TaxBreakdownEntry',
});

/** One tax of a line, frozen at sale time. */
export const TaxEntry = Type.Object(
  {
    code: taxTotalFields.code,
    name: Nullable(Type.String({ maxLength: 120 })),
    rate: taxTotalFields.rate,
    per_unit: taxTotalFields.per_unit,
    base: taxTotalFields.base,
    amount: taxTotalFields.amount,
  },
  { additionalProperties: false, title: 'TaxEntry' },
);

export const TaxBreakdown = Nullable(
  Type.Array(TaxBreakdownEntry, {
    maxItems: MAX_TAXES * 5,
    description: 'Totales por (código, tarifa).',
  }),
);

/** The fields of a sale line and a quote line, in the order the API shows them. */
export const lineFields = {
  product_id: Nullable(Uuid()),
  variant_id: Nullable(Uuid()),
  item_kind: Label(40, '`product` o una línea libre.'),
  description: OptionalText(500),
  quantity: Type.Number({
    exclusiveMinimum: 0,
    maximum: MAX_QUANTITY,
    description: 'Puede ser fraccionaria (productos por peso), en la unidad base del producto.',
  }),
  unit_price: Money('Precio unitario con los impuestos porcentuales incluidos.'),
  subtotal: Money('Total de la línea, impuestos incluidos.'),
};

export const lineTaxFields = {
  tax_class: Label(40, 'Clase de impuesto del producto al momento de la venta.'),
  taxes: Nullable(
    Type.Array(TaxEntry, {
      maxItems: MAX_TAXES,
      description: 'Impuestos congelados al momento de la venta.',
    }),
  ),
};

/** The columns a stored line shares with the API's line, whichever its document. */
export interface LineRow {
  id: string;
  product_id: string | null;
  variant_id: string | null;
  item_kind: string;
  description: string | null;
  quantity: number;
  unit_price: number;
  subtotal: number;
  tax_class: string;
  taxes: unknown;
}

type Taxes = Array<typeof TaxEntry.static> | null;

/** The fields every line shows, in `lineFields` order; each document adds its own. */
export const presentLine = (row: LineRow) => ({
  id: row.id,
  product_id: row.product_id,
  variant_id: row.variant_id,
  item_kind: row.item_kind,
  description: row.description,
  quantity: row.quantity,
  unit_price: row.unit_price,
  subtotal: row.subtotal,
});

export const presentTaxes = (row: { tax_class: string; taxes: unknown }) => ({
  tax_class: row.tax_class,
  taxes: row.taxes as Taxes,
});

export const LINE_EXAMPLE = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
  product_id: '0f6e5d4c-3b2a-4190-8877-665544332211',
  variant_id: null,
  item_kind: 'product',
  description: 'Café de origen 500 g',
  quantity: 2,
  unit_price: 23800,
  subtotal: 47600,
  tax_class: 'standard',
  taxes: [{ code: '01', name: 'IVA', rate: 19, per_unit: null, base: 40000, amount: 7600 }],
};
