import { type Static, Type } from '@sinclair/typebox';
import {
  DateTime,
  DateTimeFilter,
  ListQuery,
  Nullable,
  ObjectName,
  OneOf,
  openValues,
  UpdatedAt,
  Uuid,
} from './common.js';
import { SALE_EXAMPLE } from './examples/sales.js';
import { InvoiceSummary } from './invoice.js';
import { lineFields, lineTaxFields, MAX_MONEY, Money, OptionalText, TaxBreakdown } from './sale-lines.js';

/** The sale statuses devices are known to send; a device may send others. */
export const SALE_STATUSES_SEEN = ['completed', 'cancelled', 'open', 'pending'] as const;

/** "`a`, `b` o `c`": values as a sentence reads them. */
const spokenList = (values: readonly string[]) =>
  `${values
    .slice(0, -1)
    .map((v) => `\`${v}\``)
    .join(', ')} o \`${values.at(-1)}\``;

export const DOCUMENT_KINDS = ['pos', 'invoice'] as const;

/** The fields of a sale a device uploads and the API shows, with their bounds. */
export const saleFields = {
  status: Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      'Estado registrado por la caja, por ejemplo `completed`, `cancelled`, `open` o `pending`. Conjunto abierto: la caja puede registrar otros estados.',
    ...openValues(SALE_STATUSES_SEEN),
  }),
  document_kind: OneOf(DOCUMENT_KINDS, 'Documento que pidió la caja al cobrar: `pos` o `invoice`.'),
  payment_method: Type.String({
    minLength: 1,
    maxLength: 40,
    description:
      'Como lo registró la caja, por ejemplo `CASH`, `CARD` o `NEQUI`. Conjunto abierto: la caja puede registrar otros medios.',
    ...openValues(['CASH', 'CARD', 'NEQUI']),
  }),
  customer_id: Nullable(Uuid({ description: 'Cliente de la venta; null en una venta sin cliente.' })),
  cash_session_id: Nullable(
    Uuid({ description: 'Sesión de caja en que se cobró; null si la caja no la registró.' }),
  ),
  subtotal: Money('Suma de los `subtotal` de las líneas, impuestos incluidos.'),
  discount: Money('Descuento sobre el subtotal.'),
  discount_percent: Type.Number({
    minimum: 0,
    maximum: 100,
    description: 'Porcentaje de descuento, 0 a 100; admite decimales.',
  }),
  tax: Money('Parte del total que es impuesto.'),
  tip_amount: Money('Propina; nunca es base gravable.'),
  total: Money('`subtotal` - `discount` + `tip_amount`.'),
  tax_breakdown: TaxBreakdown,
  notes: OptionalText(2000, 'Nota que escribió el cajero; null si no hay.'),
  table_label: OptionalText(60, 'Mesa o referencia del pedido; null si no aplica.'),
};

export const OccurredAt = DateTime({
  description:
    'Cuándo se registró la venta, por el reloj de la caja, en UTC. Es la fecha de negocio: úsala para reportes.',
});

export const saleItemFields = {
  ...lineFields,
  unit_cost: Nullable(
    Type.Number({
      minimum: 0,
      maximum: MAX_MONEY,
      description:
        'Costo por unidad base congelado al vender, en pesos (COP; admite decimales); null si no se conocía.',
    }),
  ),
  ...lineTaxFields,
};

export const SaleItem = Type.Object(
  { object: ObjectName('sale_item'), id: Uuid({ description: 'Id de la línea.' }), ...saleItemFields },
  { title: 'SaleItem', examples: [SALE_EXAMPLE.items[0]] },
);
export type SaleItem = Static<typeof SaleItem>;

export const Sale = Type.Object(
  {
    object: ObjectName('sale'),
    id: Uuid({ description: 'Id de la venta, el mismo en la caja y en la nube.' }),
    ...saleFields,
    items: Type.Array(SaleItem, { description: 'Las líneas de la venta, en el orden de la caja.' }),
    invoices: Type.Array(InvoiceSummary, {
      description: 'Documentos emitidos para la venta; vacía si aún no ha llegado ninguno.',
    }),
    occurred_at: OccurredAt,
    created_at: DateTime({
      description: 'Cuándo llegó a la nube, en UTC. Una caja que vendió sin conexión la sube después.',
    }),
    updated_at: UpdatedAt,
  },
  {
    title: 'Sale',
    description: 'Ingreso neto = `total` - `tax` - `tip_amount`.',
    examples: [SALE_EXAMPLE],
  },
);
export type Sale = Static<typeof Sale>;

export const SaleListQuery = ListQuery({
  status: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: `Estado exacto. Las cajas envían ${spokenList(SALE_STATUSES_SEEN)}; el conjunto es abierto: una caja puede registrar otros, y este filtro los acepta.`,
      ...openValues(SALE_STATUSES_SEEN),
    }),
  ),
  customer_id: Type.Optional(Uuid({ description: 'Ventas de ese cliente.' })),
  document_kind: Type.Optional(OneOf(DOCUMENT_KINDS, '`pos` o `invoice`.')),
  occurred_since: Type.Optional(
    DateTimeFilter('Ventas registradas en la caja desde este instante (incluido), por `occurred_at`.'),
  ),
  occurred_until: Type.Optional(
    DateTimeFilter('Ventas registradas en la caja antes de este instante (excluido), por `occurred_at`.'),
  ),
});
export type SaleListQuery = Static<typeof SaleListQuery>;
