import { type ExistingCatalog, MAIN_WAREHOUSE, NOTHING_YET, nameKey } from './existing-catalog.js';
import { type FiscalProfile, type TaxRule, taxRule } from './money.js';
import type { Random } from './random.js';
import type { UploadRecord } from './register.js';
import type { ProductTemplate, StoreKind } from './stores/store-kind.js';
import { BAG_PRODUCT } from './stores.js';

/**
 * A business's catalog as its primary register creates it: categories, products (simple,
 * weight-sold, composite recipes, products with variants), one warehouse, and the records that
 * upload it. Ids come from the business's id source so that a seed gives the same store; in an
 * existing account, what it already has of the same name keeps its id and is not uploaded again.
 */

export interface SimVariant {
  id: string;
  label: string;
  sku: string;
}

export interface SimProduct {
  id: string;
  template: ProductTemplate;
  sku: string;
  rule: TaxRule | null;
  variants: SimVariant[];
  /** Ingredients drawn by one unit, for composite products. */
  recipe: Array<{ product: SimProduct; quantity: number }>;
  /** Whether a sale moves its own stock (not for recipes, services or products with variants). */
  stocked: boolean;
  /** Cost of one unit, recipes included. */
  unitCost: number;
}

export interface SimCatalog {
  warehouseId: string;
  categories: Map<string, string>;
  products: SimProduct[];
  /** What a customer can buy, with how often it is picked. */
  menu: Array<readonly [SimProduct, number]>;
  bag: SimProduct | null;
  records: UploadRecord[];
}

/** What the catalog took from the account instead of creating. */
interface Adopted {
  warehouse: boolean;
  categories: Set<string>;
  products: Set<string>;
  variants: Set<string>;
}

const skuOf = (name: string, index: number) =>
  `${name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.slice(0, 3).toUpperCase())
    .join('-')
    .slice(0, 40)}-${String(index + 1).padStart(3, '0')}`;

export function buildCatalog(
  kind: StoreKind,
  ids: Random,
  existing: ExistingCatalog = NOTHING_YET,
): SimCatalog {
  const profile: FiscalProfile = kind.profile;
  const templates = kind.bagChance > 0 ? [...kind.products, BAG_PRODUCT] : [...kind.products];
  const adopted: Adopted = {
    warehouse: false,
    categories: new Set(),
    products: new Set(),
    variants: new Set(),
  };
  // Ids are drawn even for what is adopted, so that the rest of the store is the seed's.
  const adopt = (fresh: string, found: string | undefined, into: Set<string>) => {
    if (found === undefined) return fresh;
    into.add(found);
    return found;
  };
  const categories = new Map<string, string>();
  for (const template of templates) {
    if (categories.has(template.category)) continue;
    const found = existing.categories.get(nameKey(template.category));
    categories.set(template.category, adopt(ids.uuid(), found, adopted.categories));
  }
  const byName = new Map<string, SimProduct>();
  const products = templates.map((template, index): SimProduct => {
    const sku = skuOf(template.name, index);
    const found = existing.products.get(nameKey(template.name));
    const product: SimProduct = {
      id: adopt(ids.uuid(), found?.id, adopted.products),
      template,
      sku,
      rule: taxRule(template.taxClass, profile),
      variants: (template.variants ?? []).map((label) => ({
        id: adopt(ids.uuid(), found?.variants.get(nameKey(label)), adopted.variants),
        label,
        sku: `${sku}-${label}`,
      })),
      recipe: [],
      stocked: !template.recipe && !template.variants && template.taxClass !== 'service_19',
      unitCost: template.cost,
    };
    byName.set(template.name, product);
    return product;
  });
  for (const product of products) {
    for (const [name, quantity] of product.template.recipe ?? []) {
      const ingredient = byName.get(name);
      if (!ingredient) throw new Error(`recipe of ${product.template.name} names unknown ${name}`);
      product.recipe.push({ product: ingredient, quantity });
    }
    if (product.recipe.length > 0) {
      product.unitCost = Math.round(
        product.recipe.reduce((sum, r) => sum + r.product.unitCost * r.quantity, 0),
      );
    }
  }
  const warehouseId = ids.uuid();
  adopted.warehouse = existing.warehouseId !== null;
  return {
    warehouseId: existing.warehouseId ?? warehouseId,
    categories,
    products,
    menu: products
      .filter((p) => !p.template.ingredient && p.template.taxClass !== 'bag')
      .map((p) => [p, p.template.popularity ?? 1] as const),
    bag: products.find((p) => p.template.taxClass === 'bag') ?? null,
    records: catalogRecords(categories, products, existing.warehouseId ?? warehouseId, adopted),
  };
}

function catalogRecords(
  categories: Map<string, string>,
  products: SimProduct[],
  warehouseId: string,
  adopted: Adopted,
): UploadRecord[] {
  const records: UploadRecord[] = adopted.warehouse
    ? []
    : [
        {
          type: 'warehouse',
          data: { id: warehouseId, name: MAIN_WAREHOUSE, is_default: true, active: true },
        },
      ];
  let order = 0;
  for (const [name, id] of categories) {
    ++order;
    if (adopted.categories.has(id)) continue;
    records.push({
      type: 'category',
      data: { id, name, description: null, image_url: null, sort_order: order, deleted_at: null },
    });
  }
  for (const product of products) {
    const t = product.template;
    const known = adopted.products.has(product.id);
    if (!known)
      records.push({
        type: 'product',
        data: {
          id: product.id,
          name: t.name,
          description: '',
          description_short: '',
          sku: product.variants.length > 0 ? null : product.sku,
          category_id: categories.get(t.category) ?? null,
          kind: product.recipe.length > 0 ? 'composite' : 'simple',
          sellable: !t.ingredient,
          active: true,
          tax_class: t.taxClass,
          base_price: t.price,
          final_price: t.price,
          percent_discount: 0,
          base_unit: t.unit ?? 'und',
          sold_by_weight: t.byWeight ?? false,
          unit_cost: product.unitCost,
          image_url: null,
          images: [],
          has_variants: product.variants.length > 0,
        },
      });
    product.variants.forEach((variant, index) => {
      if (adopted.variants.has(variant.id)) return;
      records.push({
        type: 'variant',
        data: {
          id: variant.id,
          product_id: product.id,
          label: variant.label,
          sku: variant.sku,
          base_price: t.price,
          final_price: t.price,
          percent_discount: 0,
          images: [],
          is_default: index === 0 && !known,
          active: true,
          deleted_at: null,
        },
      });
    });
  }
  return records;
}
