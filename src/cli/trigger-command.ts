import { randomUUID } from 'node:crypto';
import { Caja, CajaError } from '@caja/sdk';
import { ApiError } from '#src/clients/client-error.js';
import { EVENT_TYPES } from '#src/contract/event-types.js';
import { keyEnvironment } from '#src/domain/api-keys/secret.js';
import type { Values } from './admin-command.js';
import { CliError } from './cli-error.js';
import { TRIGGER_SYNOPSIS } from './command-help.js';
import { defaultListenerUrl } from './listen-options.js';

type Env = Record<string, string | undefined>;

/** What one trigger made: the object's kind and id, and a line that names it. */
interface Made {
  id: string;
  what: string;
}

type Maker = (caja: Caja, mark: string) => Promise<Made>;

/** The types `caja trigger` makes through the public API, each by the request that emits it. */
const MAKERS: Record<string, Maker> = {
  'customer.created': async (caja, mark) => {
    const customer = await caja.customers.create({ name: `Cliente de prueba ${mark}` });
    return { id: customer.id, what: `el cliente "${customer.name}" (${customer.id})` };
  },
  'customer.updated': async (caja, mark) => {
    const customer = await caja.customers.create({ name: `Cliente de prueba ${mark}` });
    await caja.customers.update(customer.id, { phone: '+57 300 000 0000' });
    return {
      id: customer.id,
      what: `el cliente "${customer.name}" (${customer.id}), con su teléfono cambiado`,
    };
  },
  'category.created': async (caja, mark) => {
    const category = await caja.categories.create({ name: `Categoría de prueba ${mark}` });
    return { id: category.id, what: `la categoría "${category.name}" (${category.id})` };
  },
  'category.updated': async (caja, mark) => {
    const category = await caja.categories.create({ name: `Categoría de prueba ${mark}` });
    const renamed = `Categoría de prueba ${mark} (editada)`;
    await caja.categories.update(category.id, { name: renamed });
    return { id: category.id, what: `la categoría "${renamed}" (${category.id}), renombrada` };
  },
  'product.created': async (caja, mark) => {
    const product = await caja.products.create({ name: `Producto de prueba ${mark}`, base_price: 1000 });
    return { id: product.id, what: `el producto "${product.name}" (${product.id})` };
  },
  'product.updated': async (caja, mark) => {
    const product = await triggerProduct(caja);
    await caja.products.update(product.id, { description_short: `Editado por caja trigger ${mark}` });
    return { id: product.id, what: `la descripción corta de "${product.name}" (${product.id})` };
  },
  'stock_movement.created': (caja) => movement(caja, 'movement'),
  // A stock level's event names its product, not the movement.
  'stock_level.updated': (caja) => movement(caja, 'product'),
};

/** The one product `caja trigger` edits and moves, found by its name or created the first time. */
const TRIGGER_PRODUCT = 'Producto de prueba de caja trigger';

async function triggerProduct(caja: Caja): Promise<{ id: string; name: string }> {
  for await (const product of caja.products.list({ limit: 100 })) {
    if (product.name === TRIGGER_PRODUCT) return product;
  }
  return caja.products.create({ name: TRIGGER_PRODUCT, base_price: 1000 });
}

/** One unit into the trigger's product: a stock movement and a change of its stock level. */
async function movement(caja: Caja, named: 'movement' | 'product'): Promise<Made> {
  const product = await triggerProduct(caja);
  const moved = await caja.stockMovements.create({
    product_id: product.id,
    type: 'in',
    quantity: 1,
    reason: 'Prueba de caja trigger',
  });
  return {
    id: named === 'movement' ? moved.id : product.id,
    what: `una entrada de 1 unidad de "${product.name}" (movimiento ${moved.id})`,
  };
}

export const TRIGGER_TYPES = Object.keys(MAKERS);

/** A refusal of the API, as the CLI prints one. */
function asCliError(error: unknown): unknown {
  if (!(error instanceof CajaError)) return error;
  if (error.status === null) return new CliError(error.message);
  return new ApiError(error.status, error.code, error.message, error.param);
}

/**
 * `caja trigger TIPO`: makes an event of that type happen in the test environment through the
 * request that emits it in production, and prints the event's id and what was created.
 */
export async function runTrigger(values: Values, type: string | undefined, env: Env): Promise<string> {
  if (type === undefined) throw new CliError(`Falta el tipo de evento.\nUso: ${TRIGGER_SYNOPSIS}`);
  const make = MAKERS[type];
  if (!make) {
    const known = (EVENT_TYPES as readonly string[]).includes(type);
    throw new CliError(
      known
        ? `caja trigger aún no genera ${type}. Tipos que genera: ${TRIGGER_TYPES.join(', ')}.`
        : `"${type}" no es un tipo de evento. Usa uno de: ${TRIGGER_TYPES.join(', ')}.`,
    );
  }
  const key = env['CAJA_API_KEY'] ?? '';
  const environment = keyEnvironment(key);
  if (!environment) {
    throw new CliError(
      'Falta CAJA_API_KEY o no es una llave de Caja. Exporta una llave de pruebas, por ejemplo: export CAJA_API_KEY=caja_test_…',
    );
  }
  if (environment === 'live') {
    throw new CliError(
      'caja trigger solo funciona con una llave de pruebas (caja_test_…): con una de producción crearía datos reales. Exporta una llave de pruebas en CAJA_API_KEY.',
    );
  }
  const url = typeof values['url'] === 'string' ? values['url'] : defaultListenerUrl(environment, env);
  const caja = new Caja({ apiKey: key, baseUrl: url.replace(/\/+$/, '') });
  try {
    const since = new Date(Date.now() - 60_000);
    const made = await make(caja, randomUUID().slice(0, 8));
    const events = await caja.events.list({ created_since: since, limit: 100 }).toArray();
    const event = events.find((e) => e.type === type && JSON.stringify(e.data).includes(made.id));
    const id = event ? event.id : '(aún no aparece en GET /events)';
    return values['json']
      ? JSON.stringify({ event_id: event?.id ?? null, type, object_id: made.id }, null, 2)
      : `Evento ${type}: ${id}\nCreado: ${made.what}.`;
  } catch (error) {
    throw asCliError(error);
  }
}
