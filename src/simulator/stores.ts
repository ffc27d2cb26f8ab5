import type { FiscalProfile, SimTaxClass } from './money.js';
import { BOUTIQUE } from './stores/boutique.js';
import { MINIMARKET } from './stores/minimarket.js';
import { RESTAURANT } from './stores/restaurant.js';

/**
 * The three kinds of Colombian business the simulator knows, with their catalogs and habits:
 * a neighbourhood minimarket (VAT 19 %, 5 %, exempt and excluded goods, the bag tax, produce
 * sold by weight), a restaurant (the 8 % consumption tax, recipes that draw on ingredients,
 * tables and the suggested tip) and a clothing boutique (sizes as variants, card payments,
 * quotes for company uniforms). Prices are in pesos with tax included, as businesses enter them.
 */

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

export const STORE_KINDS: readonly StoreKind[] = [MINIMARKET, RESTAURANT, BOUTIQUE];

/** The plastic bag a minimarket charges: its price is the bag tax and nothing else. */
export const BAG_PRODUCT: ProductTemplate = {
  name: 'Bolsa plástica',
  category: 'Abarrotes',
  price: 66,
  cost: 0,
  taxClass: 'bag',
};

export const FIRST_NAMES = [
  'Ana María',
  'Juan Carlos',
  'Luisa Fernanda',
  'Andrés',
  'Carolina',
  'Santiago',
  'Valentina',
  'Jorge',
  'Daniela',
  'Camilo',
  'Paula',
  'Sebastián',
  'Natalia',
  'Felipe',
  'Manuela',
  'Diego',
  'Laura',
  'Julián',
  'Marcela',
  'Óscar',
  'Isabella',
  'Mateo',
  'Gloria',
  'Hernán',
] as const;

export const LAST_NAMES = [
  'Restrepo',
  'Gómez',
  'Rodríguez',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'Ramírez',
  'Moreno',
  'Muñoz',
  'Ospina',
  'Castaño',
  'Vargas',
  'Cárdenas',
  'Zapata',
  'Quintero',
  'Mejía',
  'Arango',
  'Rojas',
  'Salazar',
] as const;

export const COMPANY_NAMES = [
  'Distribuciones El Roble S.A.S.',
  'Comercializadora Andina S.A.S.',
  'Eventos y Banquetes Medellín',
  'Colegio San José',
  'Constructora Horizonte S.A.S.',
  'Hotel Las Palmas',
] as const;
