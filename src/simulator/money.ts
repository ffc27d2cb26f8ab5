/**
 * The arithmetic of a Colombian register, in whole pesos: prices include their percentage tax,
 * so a line's tax is taken out of its total (base = total / (1 + rate), the rest is tax); the bag
 * tax is a fixed amount per bag; excluded goods carry no tax at all. A sale's discount is spread
 * over its tax groups before their tax is taken out, tips are never taxed, and
 * `total` = `subtotal` - `discount` + `tip_amount` always holds (SPEC.md, sale).
 */

export type SimTaxClass = 'standard' | 'reduced_5' | 'excluded' | 'exempt' | 'service_19' | 'bag';

export interface TaxRule {
  code: string;
  name: string;
  rate: number | null;
  perUnit: number | null;
}

/** What `standard` means for a business: VAT 19 % in shops, the 8 % consumption tax in restaurants. */
export type FiscalProfile = 'iva' | 'inc';

export const BAG_TAX_PER_UNIT = 66;

const VAT = (rate: number): TaxRule => ({ code: '01', name: 'IVA', rate, perUnit: null });

/** The tax a class carries for a business; null for excluded goods. */
export function taxRule(taxClass: SimTaxClass, profile: FiscalProfile): TaxRule | null {
  switch (taxClass) {
    case 'standard':
      return profile === 'inc' ? { code: '04', name: 'INC', rate: 8, perUnit: null } : VAT(19);
    case 'reduced_5':
      return VAT(5);
    case 'exempt':
      return VAT(0);
    case 'service_19':
      return VAT(19);
    case 'bag':
      return { code: '22', name: 'INC bolsas', rate: null, perUnit: BAG_TAX_PER_UNIT };
    case 'excluded':
      return null;
  }
}

export interface TaxEntry {
  code: string;
  name: string | null;
  rate: number | null;
  per_unit: number | null;
  base: number;
  amount: number;
}

export interface BreakdownEntry {
  code: string;
  rate: number | null;
  per_unit: number | null;
  base: number;
  amount: number;
}

export interface LineMoney {
  subtotal: number;
  taxes: TaxEntry[];
  rule: TaxRule | null;
}

/** Base and tax inside an amount that includes its tax. */
function split(gross: number, rule: TaxRule): { base: number; amount: number } {
  if (rule.perUnit !== null) return { base: 0, amount: gross };
  const base = Math.round((gross * 100) / (100 + (rule.rate ?? 0)));
  return { base, amount: gross - base };
}

/** A line's total and its frozen tax entries; quantities may be fractional (weight). */
export function lineMoney(quantity: number, unitPrice: number, rule: TaxRule | null): LineMoney {
  const subtotal = Math.round(quantity * unitPrice);
  if (!rule) return { subtotal, taxes: [], rule };
  const { base, amount } = split(subtotal, rule);
  const taxes = [{ code: rule.code, name: rule.name, rate: rule.rate, per_unit: rule.perUnit, base, amount }];
  return { subtotal, taxes, rule };
}

export interface DocumentMoney {
  subtotal: number;
  discount: number;
  discount_percent: number;
  tax: number;
  tip_amount: number;
  total: number;
  tax_breakdown: BreakdownEntry[];
}

interface Group {
  rule: TaxRule | null;
  gross: number;
  share: number;
}

/** Splits `amount` over `weights` in whole pesos that add up exactly (largest remainder). */
export function apportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((p, q) => q[0] - p[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  return shares;
}

/**
 * The totals of a sale or quote. The discount applies to everything but per-unit taxes (a bag
 * pays its tax whatever the discount); the tip comes on top and is never a taxable base.
 */
export function documentMoney(lines: LineMoney[], discountPercent: number, tip: number): DocumentMoney {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const key = line.rule ? `${line.rule.code}|${line.rule.rate}|${line.rule.perUnit}` : 'excluded';
    const group = groups.get(key) ?? { rule: line.rule, gross: 0, share: 0 };
    group.gross += line.subtotal;
    groups.set(key, group);
  }
  const discountable = [...groups.values()].filter((g) => g.rule?.perUnit == null);
  const discount = Math.round((discountable.reduce((s, g) => s + g.gross, 0) * discountPercent) / 100);
  apportion(
    discount,
    discountable.map((g) => g.gross),
  ).forEach((share, i) => {
    (discountable[i] as Group).share = share;
  });
  const tax_breakdown: BreakdownEntry[] = [];
  for (const group of groups.values()) {
    if (!group.rule) continue;
    const { base, amount } = split(group.gross - group.share, group.rule);
    tax_breakdown.push({
      code: group.rule.code,
      rate: group.rule.rate,
      per_unit: group.rule.perUnit,
      base,
      amount,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  return {
    subtotal,
    discount,
    discount_percent: discountPercent,
    tax: tax_breakdown.reduce((sum, entry) => sum + entry.amount, 0),
    tip_amount: tip,
    total: subtotal - discount + tip,
    tax_breakdown,
  };
}

/** The suggested service charge of Colombian restaurants: a share of what was consumed, to the hundred. */
export const suggestedTip = (consumed: number, percent: number): number =>
  Math.round((consumed * percent) / 100 / 100) * 100;
