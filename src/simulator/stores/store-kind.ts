import type { FiscalProfile, SimTaxClass } from '../money.js';

export type StoreKindName = 'minimarket' | 'restaurant' | 'boutique';

export interface ProductTemplate {
  name: string;
  category: string;
  /** Price with tax included; per kilogram (or litre) when sold by weight. */
  price: number;
  cost: number;
  taxClass: SimTaxClass;
  unit?: 'und' | 'kg' | 'l';
  byWeight?: boolean;
  /** Ingredients are bought and consumed, never sold on their own. */
  ingredient?: boolean;
  /** A composite product: what one unit draws from each ingredient (by name). */
  recipe?: ReadonlyArray<readonly [string, number]>;
  /** Sizes or colours, each its own variant with its own stock. */
  variants?: readonly string[];
  /** How often it is picked, relative to the others (1 by default). */
  popularity?: number;
}

/** What the simulator knows of one kind of business: its catalog and its habits. */
export interface StoreKind {
  name: StoreKindName;
  businessNames: readonly string[];
  profile: FiscalProfile;
  /** Opening and closing hour, Bogota time. */
  hours: readonly [number, number];
  /** Hours of the day with their share of the sales. */
  rush: ReadonlyArray<readonly [number, number]>;
  /** Lines in a basket: at least 1, around this mean. */
  basketLines: number;
  payments: ReadonlyArray<readonly [string, number]>;
  /** The suggested tip percentage; null where tips are not asked. */
  tipPercent: number | null;
  /** Share of sales that take a plastic bag (and pay its tax). */
  bagChance: number;
  /** Share of sales made to a known customer. */
  customerChance: number;
  /** Share of identified sales that ask for an electronic invoice instead of the POS document. */
  invoiceChance: number;
  /** Quotes started per day. */
  quotesPerDay: number;
  openingCash: number;
  /** Tables for restaurants: sales are tabs opened at the table and paid later. */
  tables: number;
  products: readonly ProductTemplate[];
}
