import type { SaleRecord } from '#src/contract/sync/records.js';
import { daysInMonth } from '#src/domain/calendar.js';
import { validationError } from '#src/domain/errors.js';

/**
 * Turning a device record into stored values: the checks a schema cannot express, and the
 * normal form (rounded decimals, exact instants, fixed key order) that makes two uploads of
 * the same record store, and fingerprint, exactly the same.
 */

/** The fields sale and quote lines share; a quote line is one with `note` instead of `unit_cost`. */
export type LineRecord = Omit<SaleRecord['items'][number], 'unit_cost'>;
type TaxRecord = NonNullable<LineRecord['taxes']>[number];
type TaxTotalRecord = NonNullable<SaleRecord['tax_breakdown']>[number];

const RFC3339 = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/;
/**
 * An ISO 8601 instant with its offset, to the millisecond the database keeps. Refuses what
 * JavaScript would quietly roll over (a 30 February) and the years the database cannot hold.
 */
export function instant(value: string, param: string): Date {
  const parts = RFC3339.exec(value)?.map(Number);
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (
    !parts ||
    Number.isNaN(date.getTime()) ||
    parts[2]! < 1 ||
    parts[2]! > 12 ||
    parts[3]! < 1 ||
    parts[3]! > daysInMonth(parts[1]!, parts[2]!) ||
    parts[4]! > 23 ||
    parts[5]! > 59 ||
    parts[6]! > 59 ||
    year < 1 ||
    year > 9999
  ) {
    throw validationError(
      param,
      `\`${param}\` debe ser una fecha y hora ISO 8601 con zona horaria (por ejemplo 2026-11-22T14:00:00Z). Corrígela en la caja y vuelve a sincronizar.`,
    );
  }
  return date;
}

export const instantOrNull = (value: string | null, param: string): Date | null =>
  value === null ? null : instant(value, param);

/** Ids are stored lowercase (PostgreSQL's uuid form), so a repeat compares equal whatever case it came in. */
export const uuidOrNull = (value: string | null): string | null =>
  value === null ? null : value.toLowerCase();

/** Rounds to the decimals a numeric column keeps, so that the stored value reads back identical. */
export const decimals = (value: number, places: number): number => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};

/** Refuses a record whose lines repeat an id: a line is known by its id within its record. */
export function requireUniqueIds(lines: ReadonlyArray<{ id: string }>, param: string): void {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const id = line.id.toLowerCase();
    if (seen.has(id)) {
      throw validationError(
        `${param}.${i}.id`,
        `El id ${line.id} se repite en \`${param}\`. Cada elemento lleva su propio id; corrígelo en la caja y vuelve a sincronizar.`,
      );
    }
    seen.add(id);
  });
}

/** A tax is either a percentage (`rate`) or an amount per unit (`per_unit`), never both or neither. */
function requireOneKind(tax: TaxTotalRecord, param: string): void {
  if ((tax.rate === null) === (tax.per_unit === null)) {
    throw validationError(
      `${param}.rate`,
      `\`${param}\` lleva \`rate\` (impuesto porcentual) o \`per_unit\` (impuesto por unidad), uno de los dos y el otro en null.`,
    );
  }
}

/** Line taxes as stored (jsonb text), in a fixed key order. */
export function taxesJson(taxes: TaxRecord[] | null, param: string): string | null {
  if (taxes === null) return null;
  return JSON.stringify(
    taxes.map((tax, i) => {
      requireOneKind(tax, `${param}.${i}`);
      const { code, name, rate, per_unit, base, amount } = tax;
      return { code, name, rate, per_unit, base, amount };
    }),
  );
}

/** A document's `tax_breakdown` as stored (jsonb text), in a fixed key order. */
export function taxBreakdownJson(totals: TaxTotalRecord[] | null, param: string): string | null {
  if (totals === null) return null;
  return JSON.stringify(
    totals.map((tax, i) => {
      requireOneKind(tax, `${param}.${i}`);
      const { code, rate, per_unit, base, amount } = tax;
      return { code, rate, per_unit, base, amount };
    }),
  );
}

/** The stored columns of a line, whichever document it belongs to. */
export const lineColumns = (line: LineRecord, position: number, param: string) => ({
  id: line.id.toLowerCase(),
  position,
  product_id: line.product_id,
  variant_id: line.variant_id,
  item_kind: line.item_kind,
  description: line.description,
  quantity: decimals(line.quantity, 6),
  unit_price: line.unit_price,
  subtotal: line.subtotal,
  tax_class: line.tax_class,
  taxes: taxesJson(line.taxes, `${param}.${position}.taxes`),
});
