import { BOUTIQUE } from './stores/boutique.js';
import { MINIMARKET } from './stores/minimarket.js';
import { RESTAURANT } from './stores/restaurant.js';
import type { ProductTemplate, StoreKind } from './stores/store-kind.js';

/**
 * The three kinds of Colombian business the simulator knows, with their catalogs and habits:
 * a neighbourhood minimarket (VAT 19 %, 5 %, exempt and excluded goods, the bag tax, produce
 * sold by weight), a restaurant (the 8 % consumption tax, recipes that draw on ingredients,
 * tables and the suggested tip) and a clothing boutique (sizes as variants, card payments,
 * quotes for company uniforms). Prices are in pesos with tax included, as businesses enter them.
 */

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
