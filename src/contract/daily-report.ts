import { type Static, Type } from '@sinclair/typebox';

export const REPORT_TIME_ZONE = 'America/Bogota';
export const MAX_REPORT_DAYS = 92;

const CalendarDate = (description: string) => Type.String({ format: 'date', maxLength: 10, description });

const amount = (description: string) => Type.Integer({ description });

export const DailySales = Type.Object(
  {
    object: Type.Literal('daily_sales'),
    date: CalendarDate('Día calendario en America/Bogota.'),
    sales_count: Type.Integer({ description: 'Ventas con estado `completed` de ese día.' }),
    subtotal: amount('Suma de `subtotal`.'),
    discount: amount('Suma de `discount`.'),
    tax: amount('Suma de `tax`.'),
    tip_amount: amount('Suma de `tip_amount`.'),
    total: amount('Suma de `total`.'),
    net_income: amount('`total` - `tax` - `tip_amount`.'),
  },
  { title: 'DailySales' },
);
export type DailySales = Static<typeof DailySales>;

export const DailySalesReport = Type.Object(
  {
    object: Type.Literal('daily_sales_report'),
    time_zone: Type.Literal(REPORT_TIME_ZONE),
    from: CalendarDate('Primer día del reporte (incluido).'),
    to: CalendarDate('Último día del reporte (incluido).'),
    days: Type.Array(DailySales, {
      description:
        'Un elemento por día del rango, también los días sin ventas; del más antiguo al más reciente.',
    }),
  },
  {
    title: 'DailySalesReport',
    examples: [
      {
        object: 'daily_sales_report',
        time_zone: REPORT_TIME_ZONE,
        from: '2026-11-21',
        to: '2026-11-22',
        days: [
          {
            object: 'daily_sales',
            date: '2026-11-21',
            sales_count: 0,
            subtotal: 0,
            discount: 0,
            tax: 0,
            tip_amount: 0,
            total: 0,
            net_income: 0,
          },
          {
            object: 'daily_sales',
            date: '2026-11-22',
            sales_count: 2,
            subtotal: 95200,
            discount: 5000,
            tax: 15200,
            tip_amount: 2000,
            total: 92200,
            net_income: 75000,
          },
        ],
      },
    ],
  },
);
export type DailySalesReport = Static<typeof DailySalesReport>;

export const DailySalesQuery = Type.Object(
  {
    from: Type.Optional(
      CalendarDate('Primer día, AAAA-MM-DD, incluido. Por defecto, 6 días antes de `to` (una semana).'),
    ),
    to: Type.Optional(
      CalendarDate(
        'Último día, AAAA-MM-DD, incluido. Por defecto, hoy en America/Bogota. A lo sumo 92 días desde `from`.',
      ),
    ),
  },
  { additionalProperties: false },
);
export type DailySalesQuery = Static<typeof DailySalesQuery>;

/** One day's sums as the report query returns them. */
export interface DayTotalsRow {
  date: string;
  sales_count: number;
  subtotal: number;
  discount: number;
  tax: number;
  tip_amount: number;
  total: number;
}

export const toDailySales = (row: DayTotalsRow): DailySales => ({
  object: 'daily_sales',
  date: row.date,
  sales_count: row.sales_count,
  subtotal: row.subtotal,
  discount: row.discount,
  tax: row.tax,
  tip_amount: row.tip_amount,
  total: row.total,
  net_income: row.total - row.tax - row.tip_amount,
});
