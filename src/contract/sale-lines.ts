import { Type } from '@sinclair/typebox';
import { Nullable, openValues, Uuid } from './common.js';
import { SALE_EXAMPLE } from './examples/sales.js';

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

/** An amount; `description` says what it is and the unit is added to it. */
export const Money = (description: string) =>
  Type.Integer({
    minimum: 0,
    maximum: MAX_MONEY,
    description: `${description} En pesos colombianos (COP), sin decimales.`,
  });

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
    description:
      'Código del impuesto: `01` IVA, `03` ICA, `04` INC, `22` INC bolsas. Conjunto abierto: la caja puede registrar otros códigos.',
    ...openValues(['01', '03', '04', '22']),
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
  examples: [SALE_EXAMPLE.tax_breakdown[1]],
});

/** One tax of a line, frozen at sale time. */
export const TaxEntry = Type.Object(
  {
    code: taxTotalFields.code,
    name: Nullable(
      Type.String({
        maxLength: 120,
        description: 'Nombre del impuesto, por ejemplo `IVA`; null si la caja no lo envió.',
      }),
    ),
    rate: taxTotalFields.rate,
    per_unit: taxTotalFields.per_unit,
    base: taxTotalFields.base,
    amount: taxTotalFields.amount,
  },
  { additionalProperties: false, title: 'TaxEntry', examples: [SALE_EXAMPLE.items[1]?.taxes[0]] },
);

export const TaxBreakdown = Nullable(
  Type.Array(TaxBreakdownEntry, {
    maxItems: MAX_TAXES * 5,
    description:
      'Impuestos sumados por código y tarifa, después del descuento; null si la caja no los envió.',
  }),
);

/** The fields of a sale line and a quote line, in the order the API shows them. */
export const lineFields = {
  product_id: Nullable(Uuid({ description: 'Producto vendido; null en una línea libre.' })),
  variant_id: Nullable(Uuid({ description: 'Variante vendida; null si el producto no tiene variantes.' })),
  item_kind: Label(40, '`product` o una línea libre.'),
  description: OptionalText(500, 'Texto de la línea como lo muestra la caja; null si no tiene.'),
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
      description: 'Impuestos de la línea, congelados al momento de la venta; null si la caja no los envió.',
    }),
  ),
};
