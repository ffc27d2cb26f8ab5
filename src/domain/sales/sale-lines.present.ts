import type { TaxEntry } from '#src/contract/sale-lines.js';

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
