import type { FiscalProfile, SimTaxClass } from './money.js';

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

const MINIMARKET: StoreKind = {
  name: 'minimarket',
  businessNames: [
    'Minimercado La Esperanza',
    'Tienda Don Pacho',
    'Autoservicio El Vecino',
    'Surtitodo La 80',
  ],
  profile: 'iva',
  hours: [7, 21],
  rush: [
    [7, 6],
    [8, 9],
    [9, 6],
    [10, 5],
    [11, 7],
    [12, 9],
    [13, 7],
    [14, 4],
    [15, 4],
    [16, 5],
    [17, 8],
    [18, 11],
    [19, 10],
    [20, 6],
  ],
  basketLines: 3,
  payments: [
    ['CASH', 60],
    ['NEQUI', 15],
    ['CARD', 14],
    ['DAVIPLATA', 8],
    ['TRANSFER', 3],
  ],
  tipPercent: null,
  bagChance: 0.45,
  customerChance: 0.25,
  invoiceChance: 0.12,
  quotesPerDay: 0.15,
  openingCash: 150_000,
  tables: 0,
  products: [
    {
      name: 'Arroz Diana 1 kg',
      category: 'Abarrotes',
      price: 4900,
      cost: 3900,
      taxClass: 'excluded',
      popularity: 3,
    },
    {
      name: 'Aceite de girasol 1 L',
      category: 'Abarrotes',
      price: 14_500,
      cost: 11_200,
      taxClass: 'standard',
    },
    {
      name: 'Azúcar 1 kg',
      category: 'Abarrotes',
      price: 4600,
      cost: 3700,
      taxClass: 'reduced_5',
      popularity: 2,
    },
    { name: 'Café molido 500 g', category: 'Abarrotes', price: 16_900, cost: 13_100, taxClass: 'reduced_5' },
    {
      name: 'Chocolate de mesa 500 g',
      category: 'Abarrotes',
      price: 11_200,
      cost: 8600,
      taxClass: 'reduced_5',
    },
    {
      name: 'Panela 1 kg',
      category: 'Abarrotes',
      price: 4200,
      cost: 3300,
      taxClass: 'excluded',
      popularity: 2,
    },
    { name: 'Atún en lata 160 g', category: 'Abarrotes', price: 6900, cost: 5200, taxClass: 'standard' },
    {
      name: 'Huevos AA x 30',
      category: 'Lácteos y huevos',
      price: 17_500,
      cost: 14_000,
      taxClass: 'exempt',
      popularity: 2,
    },
    {
      name: 'Leche entera 1 L',
      category: 'Lácteos y huevos',
      price: 4300,
      cost: 3500,
      taxClass: 'exempt',
      popularity: 4,
    },
    {
      name: 'Queso campesino',
      category: 'Lácteos y huevos',
      price: 24_000,
      cost: 18_500,
      taxClass: 'exempt',
      unit: 'kg',
      byWeight: true,
    },
    {
      name: 'Tomate chonto',
      category: 'Frutas y verduras',
      price: 4800,
      cost: 3100,
      taxClass: 'excluded',
      unit: 'kg',
      byWeight: true,
      popularity: 2,
    },
    {
      name: 'Papa pastusa',
      category: 'Frutas y verduras',
      price: 3200,
      cost: 2100,
      taxClass: 'excluded',
      unit: 'kg',
      byWeight: true,
      popularity: 2,
    },
    {
      name: 'Banano',
      category: 'Frutas y verduras',
      price: 3000,
      cost: 1900,
      taxClass: 'excluded',
      unit: 'kg',
      byWeight: true,
    },
    {
      name: 'Carne molida de res',
      category: 'Carnes',
      price: 26_000,
      cost: 20_500,
      taxClass: 'exempt',
      unit: 'kg',
      byWeight: true,
    },
    {
      name: 'Pechuga de pollo',
      category: 'Carnes',
      price: 19_000,
      cost: 14_800,
      taxClass: 'exempt',
      unit: 'kg',
      byWeight: true,
    },
    {
      name: 'Gaseosa 1,5 L',
      category: 'Bebidas',
      price: 4500,
      cost: 3300,
      taxClass: 'standard',
      popularity: 3,
    },
    {
      name: 'Agua 600 ml',
      category: 'Bebidas',
      price: 1800,
      cost: 1100,
      taxClass: 'standard',
      popularity: 2,
    },
    {
      name: 'Cerveza lata 330 ml',
      category: 'Bebidas',
      price: 3200,
      cost: 2300,
      taxClass: 'standard',
      popularity: 3,
    },
    { name: 'Jabón de barra x 3', category: 'Aseo', price: 6400, cost: 4700, taxClass: 'standard' },
    { name: 'Papel higiénico x 4', category: 'Aseo', price: 9800, cost: 7400, taxClass: 'standard' },
    { name: 'Detergente en polvo 1 kg', category: 'Aseo', price: 12_900, cost: 9800, taxClass: 'standard' },
    {
      name: 'Pan tajado',
      category: 'Panadería',
      price: 6500,
      cost: 4900,
      taxClass: 'standard',
      popularity: 2,
    },
    {
      name: 'Arepas x 5',
      category: 'Panadería',
      price: 3800,
      cost: 2600,
      taxClass: 'excluded',
      popularity: 2,
    },
    {
      name: 'Galletas surtidas',
      category: 'Panadería',
      price: 2800,
      cost: 1900,
      taxClass: 'standard',
      popularity: 2,
    },
  ],
};

const RESTAURANT: StoreKind = {
  name: 'restaurant',
  businessNames: [
    'Restaurante El Fogón Paisa',
    'Sazón de la Abuela',
    'Asadero La Brasa',
    'Cocina del Parque',
  ],
  profile: 'inc',
  hours: [11, 22],
  rush: [
    [11, 4],
    [12, 14],
    [13, 15],
    [14, 7],
    [15, 2],
    [16, 2],
    [17, 3],
    [18, 6],
    [19, 11],
    [20, 10],
    [21, 4],
  ],
  basketLines: 3,
  payments: [
    ['CARD', 45],
    ['CASH', 33],
    ['NEQUI', 16],
    ['DAVIPLATA', 6],
  ],
  tipPercent: 10,
  bagChance: 0,
  customerChance: 0.15,
  invoiceChance: 0.3,
  quotesPerDay: 0.05,
  openingCash: 200_000,
  tables: 14,
  products: [
    {
      name: 'Carne de res',
      category: 'Insumos',
      price: 0,
      cost: 28_000,
      taxClass: 'standard',
      unit: 'kg',
      ingredient: true,
    },
    {
      name: 'Pollo',
      category: 'Insumos',
      price: 0,
      cost: 15_000,
      taxClass: 'standard',
      unit: 'kg',
      ingredient: true,
    },
    {
      name: 'Arroz',
      category: 'Insumos',
      price: 0,
      cost: 3900,
      taxClass: 'standard',
      unit: 'kg',
      ingredient: true,
    },
    {
      name: 'Fríjol',
      category: 'Insumos',
      price: 0,
      cost: 9000,
      taxClass: 'standard',
      unit: 'kg',
      ingredient: true,
    },
    {
      name: 'Papa criolla',
      category: 'Insumos',
      price: 0,
      cost: 4500,
      taxClass: 'standard',
      unit: 'kg',
      ingredient: true,
    },
    {
      name: 'Pan de hamburguesa',
      category: 'Insumos',
      price: 0,
      cost: 900,
      taxClass: 'standard',
      ingredient: true,
    },
    { name: 'Huevo', category: 'Insumos', price: 0, cost: 550, taxClass: 'standard', ingredient: true },
    {
      name: 'Plátano maduro',
      category: 'Insumos',
      price: 0,
      cost: 1200,
      taxClass: 'standard',
      ingredient: true,
    },
    { name: 'Aguacate', category: 'Insumos', price: 0, cost: 2500, taxClass: 'standard', ingredient: true },
    {
      name: 'Bandeja paisa',
      category: 'Platos fuertes',
      price: 32_000,
      cost: 0,
      taxClass: 'standard',
      popularity: 4,
      recipe: [
        ['Carne de res', 0.2],
        ['Fríjol', 0.15],
        ['Arroz', 0.15],
        ['Huevo', 1],
        ['Plátano maduro', 0.5],
        ['Aguacate', 0.25],
      ],
    },
    {
      name: 'Hamburguesa de la casa',
      category: 'Platos fuertes',
      price: 26_000,
      cost: 0,
      taxClass: 'standard',
      popularity: 3,
      recipe: [
        ['Pan de hamburguesa', 1],
        ['Carne de res', 0.15],
      ],
    },
    {
      name: 'Ajiaco santafereño',
      category: 'Platos fuertes',
      price: 24_000,
      cost: 0,
      taxClass: 'standard',
      popularity: 2,
      recipe: [
        ['Pollo', 0.15],
        ['Papa criolla', 0.25],
        ['Aguacate', 0.25],
      ],
    },
    {
      name: 'Pechuga a la plancha',
      category: 'Platos fuertes',
      price: 27_000,
      cost: 0,
      taxClass: 'standard',
      popularity: 2,
      recipe: [
        ['Pollo', 0.25],
        ['Arroz', 0.15],
      ],
    },
    {
      name: 'Arepa de huevo',
      category: 'Entradas',
      price: 6000,
      cost: 0,
      taxClass: 'standard',
      recipe: [['Huevo', 1]],
    },
    {
      name: 'Patacones con hogao',
      category: 'Entradas',
      price: 9000,
      cost: 0,
      taxClass: 'standard',
      recipe: [['Plátano maduro', 1]],
    },
    {
      name: 'Limonada de coco',
      category: 'Bebidas',
      price: 9000,
      cost: 2600,
      taxClass: 'standard',
      popularity: 3,
    },
    {
      name: 'Jugo natural en agua',
      category: 'Bebidas',
      price: 7500,
      cost: 2100,
      taxClass: 'standard',
      popularity: 3,
    },
    {
      name: 'Gaseosa personal',
      category: 'Bebidas',
      price: 4500,
      cost: 2000,
      taxClass: 'standard',
      popularity: 2,
    },
    {
      name: 'Cerveza nacional',
      category: 'Bebidas',
      price: 7000,
      cost: 3200,
      taxClass: 'standard',
      popularity: 2,
    },
    { name: 'Café tinto', category: 'Bebidas', price: 3000, cost: 600, taxClass: 'standard' },
    { name: 'Torta tres leches', category: 'Postres', price: 9500, cost: 3100, taxClass: 'standard' },
    { name: 'Brownie con helado', category: 'Postres', price: 11_000, cost: 3900, taxClass: 'standard' },
  ],
};

const BOUTIQUE: StoreKind = {
  name: 'boutique',
  businessNames: ['Boutique Valentina', 'Moda Urbana', 'Almacén La Elegancia', 'Estilo Caribe'],
  profile: 'iva',
  hours: [10, 20],
  rush: [
    [10, 3],
    [11, 5],
    [12, 8],
    [13, 7],
    [14, 5],
    [15, 6],
    [16, 8],
    [17, 11],
    [18, 12],
    [19, 8],
  ],
  basketLines: 1.6,
  payments: [
    ['CARD', 55],
    ['CASH', 22],
    ['NEQUI', 13],
    ['TRANSFER', 10],
  ],
  tipPercent: null,
  bagChance: 0,
  customerChance: 0.55,
  invoiceChance: 0.2,
  quotesPerDay: 0.4,
  openingCash: 100_000,
  tables: 0,
  products: [
    {
      name: 'Camiseta básica de algodón',
      category: 'Camisetas',
      price: 45_000,
      cost: 19_000,
      taxClass: 'standard',
      variants: ['S', 'M', 'L', 'XL'],
      popularity: 4,
    },
    {
      name: 'Jean slim fit',
      category: 'Jeans',
      price: 129_000,
      cost: 58_000,
      taxClass: 'standard',
      variants: ['28', '30', '32', '34'],
      popularity: 3,
    },
    {
      name: 'Vestido floral',
      category: 'Vestidos',
      price: 159_000,
      cost: 64_000,
      taxClass: 'standard',
      variants: ['S', 'M', 'L'],
      popularity: 2,
    },
    {
      name: 'Chaqueta de jean',
      category: 'Chaquetas',
      price: 189_000,
      cost: 82_000,
      taxClass: 'standard',
      variants: ['S', 'M', 'L'],
    },
    {
      name: 'Tenis blancos',
      category: 'Calzado',
      price: 169_000,
      cost: 76_000,
      taxClass: 'standard',
      variants: ['37', '38', '39', '40', '41', '42'],
      popularity: 2,
    },
    { name: 'Cinturón de cuero', category: 'Accesorios', price: 59_000, cost: 21_000, taxClass: 'standard' },
    {
      name: 'Gorra bordada',
      category: 'Accesorios',
      price: 39_000,
      cost: 14_000,
      taxClass: 'standard',
      popularity: 2,
    },
    {
      name: 'Medias x 3 pares',
      category: 'Accesorios',
      price: 19_900,
      cost: 7200,
      taxClass: 'standard',
      popularity: 3,
    },
    { name: 'Bolso tote', category: 'Accesorios', price: 89_000, cost: 35_000, taxClass: 'standard' },
    {
      name: 'Ajuste de bota',
      category: 'Servicios',
      price: 15_000,
      cost: 4000,
      taxClass: 'service_19',
      unit: 'und',
    },
  ],
};

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
