import { type Static, Type } from '@sinclair/typebox';
import { DateTime, Nullable, ObjectName } from './common.js';
import { DAILY_SALES_REPORT_EXAMPLE } from './examples/sales.js';

export const REPORT_TIME_ZONE = 'America/Bogota';
export const MAX_REPORT_DAYS = 92;

const CalendarDate = (description: string) => Type.String({ format: 'date', maxLength: 10, description });

const amount = (description: string) =>
  Type.Integer({ description: `${description} En pesos colombianos (COP), sin decimales.` });

export const DailySales = Type.Object(
  {
    object: ObjectName('daily_sales'),
    date: CalendarDate('Día calendario en America/Bogota.'),
    sales_count: Type.Integer({ description: 'Ventas con estado `completed` de ese día.' }),
    subtotal: amount('Suma de `subtotal` de esas ventas.'),
    discount: amount('Suma de `discount` de esas ventas.'),
    tax: amount('Suma de `tax` de esas ventas.'),
    tip_amount: amount('Suma de `tip_amount` de esas ventas.'),
    total: amount('Suma de `total` de esas ventas.'),
    net_income: amount('Ingreso neto: `total` - `tax` - `tip_amount`.'),
    complete: Type.Boolean({
      description:
        'Si el día es final: `true` cuando todas las cajas en uso ya subieron lo que registraron hasta el final de ese día en Bogotá (`data_freshness.complete_through` de `GET /me` lo alcanza). Un día completo solo cambia si una caja informó mal lo que tenía pendiente; entonces sube `revision`.',
    }),
    revision: Type.Integer({
      minimum: 0,
      description:
        'Cuántas veces cambiaron las cifras del día: sube en 1 con cada escritura o lote de subida que las cambia; 0 si nunca cambiaron. Guárdala al cerrar un día y compárala después.',
    }),
    last_changed_at: Nullable(
      DateTime({
        description:
          'Cuándo cambiaron las cifras del día por última vez, en UTC; `null` mientras `revision` es 0.',
      }),
    ),
  },
  { title: 'DailySales', examples: [DAILY_SALES_REPORT_EXAMPLE.days[2]] },
);
export type DailySales = Static<typeof DailySales>;

export const DailySalesReport = Type.Object(
  {
    object: ObjectName('daily_sales_report'),
    time_zone: Type.Literal(REPORT_TIME_ZONE, {
      description: 'Zona horaria en que se cortan los días; siempre `America/Bogota`.',
    }),
    from: CalendarDate('Primer día del reporte (incluido).'),
    to: CalendarDate('Último día del reporte (incluido).'),
    days: Type.Array(DailySales, {
      description:
        'Un elemento por día del rango, también los días sin ventas; del más antiguo al más reciente.',
    }),
  },
  { title: 'DailySalesReport', examples: [DAILY_SALES_REPORT_EXAMPLE] },
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
