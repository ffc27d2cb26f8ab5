import { randomUUID } from 'node:crypto';
import { Caja, CajaError } from '@caja/sdk';
import { ApiError } from '#src/clients/client-error.js';
import { EVENT_TYPES, type EventType } from '#src/contract/event-types.js';
import { keyEnvironment } from '#src/domain/api-keys/secret.js';
import type { Values } from './admin-command.js';
import { CliError } from './cli-error.js';
import { TRIGGER_SYNOPSIS } from './command-help.js';
import { defaultListenerUrl } from './listen-options.js';
import { cashSessionOf, invoiceOf, saleOf, TRIGGER_REGISTER, TriggerRegister } from './trigger-register.js';

type Env = Record<string, string | undefined>;

/** What one trigger made: the object's kind and id, and a line that names it. */
interface Made {
  id: string;
  what: string;
}

/** What a maker works with: the API, a mark that names what it creates, and the test register. */
interface Making {
  caja: Caja;
  mark: string;
  /** The register that uploads what registers make (registered the first time). */
  register(): Promise<TriggerRegister>;
}

type Maker = (making: Making) => Promise<Made>;

/**
 * How `caja trigger` makes each type, by what makes it in production: the API request that emits
 * it, or for the events only registers make, an upload of the test register.
 */
const MAKERS: Record<EventType, Maker> = {
  'customer.created': async ({ caja, mark }) => {
    const customer = await caja.customers.create({ name: `Cliente de prueba ${mark}` });
    return { id: customer.id, what: `el cliente "${customer.name}" (${customer.id})` };
  },
  'customer.updated': async ({ caja, mark }) => {
    const customer = await caja.customers.create({ name: `Cliente de prueba ${mark}` });
    await caja.customers.update(customer.id, { phone: '+57 300 000 0000' });
    return {
      id: customer.id,
      what: `el cliente "${customer.name}" (${customer.id}), con su teléfono cambiado`,
    };
  },
  'category.created': async ({ caja, mark }) => {
    const category = await caja.categories.create({ name: `Categoría de prueba ${mark}` });
    return { id: category.id, what: `la categoría "${category.name}" (${category.id})` };
  },
  'category.updated': async ({ caja, mark }) => {
    const category = await caja.categories.create({ name: `Categoría de prueba ${mark}` });
    const renamed = `Categoría de prueba ${mark} (editada)`;
    await caja.categories.update(category.id, { name: renamed });
    return { id: category.id, what: `la categoría "${renamed}" (${category.id}), renombrada` };
  },
  'product.created': async ({ caja, mark }) => {
    const product = await caja.products.create({ name: `Producto de prueba ${mark}`, base_price: 1000 });
    return { id: product.id, what: `el producto "${product.name}" (${product.id})` };
  },
  'product.updated': async ({ caja, mark }) => {
    const product = await triggerProduct(caja);
    await caja.products.update(product.id, { description_short: `Editado por caja trigger ${mark}` });
    return { id: product.id, what: `la descripción corta de "${product.name}" (${product.id})` };
  },
  'stock_movement.created': ({ caja }) => movement(caja, 'movement'),
  // A stock level's event names its product, not the movement.
  'stock_level.updated': ({ caja }) => movement(caja, 'product'),
  // The events only registers make: a test register uploads what a real one would.
  'sale.created': async (making) => {
    const sale = await sell(making);
    return {
      id: sale.id,
      what: `la venta ${sale.id} de 1 unidad de "${TRIGGER_PRODUCT}" (${money(sale.total)}) en "${TRIGGER_REGISTER}"`,
    };
  },
  'sale.updated': async (making) => {
    const sale = await sell(making);
    await (await making.register()).upload([{ type: 'sale', data: { ...sale, status: 'cancelled' } }]);
    return { id: sale.id, what: `la venta ${sale.id} en "${TRIGGER_REGISTER}", anulada después` };
  },
  'invoice.created': async (making) => {
    const product = await triggerProduct(making.caja);
    const sale = saleOf(product);
    const invoice = invoiceOf(sale);
    await (await making.register()).upload([
      { type: 'sale', data: sale },
      { type: 'invoice', data: invoice },
    ]);
    return {
      id: invoice.id,
      what: `la factura electrónica FE-${invoice.number} (${invoice.id}) de la venta ${sale.id} en "${TRIGGER_REGISTER}"`,
    };
  },
  'invoice.updated': async (making) => {
    const sale = saleOf(await triggerProduct(making.caja));
    const pending = invoiceOf(sale, false);
    const register = await making.register();
    await register.upload([
      { type: 'sale', data: sale },
      { type: 'invoice', data: pending },
    ]);
    await register.upload([{ type: 'invoice', data: invoiceOf(sale, true, pending.id, pending.number) }]);
    return {
      id: pending.id,
      what: `la factura electrónica FE-${pending.number} (${pending.id}), pendiente y luego emitida, de la venta ${sale.id} en "${TRIGGER_REGISTER}"`,
    };
  },
  'cash_session.closed': async (making) => {
    const register = await making.register();
    const id = randomUUID();
    const openedAt = new Date().toISOString();
    await register.upload([{ type: 'cash_session', data: cashSessionOf(id, openedAt, false) }]);
    await register.upload([{ type: 'cash_session', data: cashSessionOf(id, openedAt, true) }]);
    return { id, what: `la sesión de caja ${id} de "${TRIGGER_REGISTER}", abierta y cerrada` };
  },
};

/** The one product `caja trigger` edits and moves, found by its name or created the first time. */
const TRIGGER_PRODUCT = 'Producto de prueba de caja trigger';

async function triggerProduct(caja: Caja): Promise<{ id: string; name: string; final_price: number }> {
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

/** A sale of one unit of the trigger's product, uploaded by the test register. */
async function sell(making: Making): Promise<ReturnType<typeof saleOf>> {
  const sale = saleOf(await triggerProduct(making.caja));
  await (await making.register()).upload([{ type: 'sale', data: sale }]);
  return sale;
}

const money = (pesos: number) => `$${pesos.toLocaleString('es-CO')}`;

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
  if (!(EVENT_TYPES as readonly string[]).includes(type)) {
    throw new CliError(`"${type}" no es un tipo de evento. Usa uno de: ${TRIGGER_TYPES.join(', ')}.`);
  }
  const make = MAKERS[type as EventType];
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
  const url = (
    typeof values['url'] === 'string' ? values['url'] : defaultListenerUrl(environment, env)
  ).replace(/\/+$/, '');
  const caja = new Caja({ apiKey: key, baseUrl: url });
  let register: Promise<TriggerRegister> | undefined;
  try {
    const since = new Date(Date.now() - 60_000);
    const made = await make({
      caja,
      mark: randomUUID().slice(0, 8),
      register: () => {
        register ??= TriggerRegister.open(caja, key, url, env);
        return register;
      },
    });
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
