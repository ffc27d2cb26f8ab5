import { callJson, describeError } from '#src/clients/json-http.js';
import { SimulationError } from './simulation-error.js';

/**
 * What an existing account already sells, read through the public API before a simulation
 * fills it: a simulated business takes the account's categories, products, variants and
 * warehouse of the same name instead of uploading a second copy of each (`caja simulate
 * --account demo` once duplicated the whole catalog).
 */

export interface ExistingProduct {
  id: string;
  /** The product's live variants by label (compared as names are). */
  variants: Map<string, string>;
}

export interface ExistingCatalog {
  /** The account's "Bodega principal", else its default warehouse, else none. */
  warehouseId: string | null;
  categories: Map<string, string>;
  products: Map<string, ExistingProduct>;
}

/** How names are compared: accents, case and surrounding spaces aside, as people read them. */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('es');
}

interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

async function listAll<T>(baseUrl: string, apiKey: string, path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&starting_after=${encodeURIComponent(cursor)}` : '';
    const response = await callJson<Page<T>>(`${baseUrl}/public/v1${path}?limit=100${query}`, apiKey);
    if (response.status !== 200) {
      throw new SimulationError(
        `No se pudo leer ${path} de la cuenta para reutilizarlo: ${describeError(response)}`,
      );
    }
    items.push(...response.body.data);
    cursor = response.body.has_more ? response.body.next_cursor : null;
  } while (cursor);
  return items;
}

/**
 * Reads the account's catalog. Where the account already holds two records of one name (left
 * by an earlier duplicating run), the oldest is the one reused, so every run sells the same.
 */
export async function readExistingCatalog(baseUrl: string, apiKey: string): Promise<ExistingCatalog> {
  const [warehouses, categories, products] = await Promise.all([
    listAll<{ id: string; name: string; is_default: boolean; created_at: string }>(
      baseUrl,
      apiKey,
      '/warehouses',
    ),
    listAll<{ id: string; name: string; created_at: string }>(baseUrl, apiKey, '/categories'),
    listAll<{ id: string; name: string; created_at: string; variants: Array<{ id: string; label: string }> }>(
      baseUrl,
      apiKey,
      '/products',
    ),
  ]);
  const oldestFirst = <T extends { created_at: string }>(items: T[]) =>
    [...items].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const byName = <T extends { name: string; created_at: string }, V>(items: T[], value: (item: T) => V) => {
    const map = new Map<string, V>();
    for (const item of oldestFirst(items)) {
      const key = nameKey(item.name);
      if (!map.has(key)) map.set(key, value(item));
    }
    return map;
  };
  const sortedWarehouses = oldestFirst(warehouses);
  const warehouse =
    sortedWarehouses.find((w) => nameKey(w.name) === nameKey(MAIN_WAREHOUSE)) ??
    sortedWarehouses.find((w) => w.is_default) ??
    null;
  return {
    warehouseId: warehouse?.id ?? null,
    categories: byName(categories, (c) => c.id),
    products: byName(products, (p) => ({
      id: p.id,
      variants: new Map(p.variants.map((v) => [nameKey(v.label), v.id])),
    })),
  };
}

/** The warehouse a simulated business stocks. */
export const MAIN_WAREHOUSE = 'Bodega principal';

/** An account with nothing yet: everything is created. */
export const NOTHING_YET: ExistingCatalog = {
  warehouseId: null,
  categories: new Map(),
  products: new Map(),
};
