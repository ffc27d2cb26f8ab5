import { BEHIND_AFTER_MS } from '#src/domain/devices/completeness.js';
import type { GuideSection } from './guide-blocks.js';

/** A level as `GET /inventory/levels` answers it while one register has not reported for hours. */
const LEVEL_EXAMPLE = {
  object: 'stock_level',
  product_id: '0b6f1c52-7d0e-4f7a-9a44-3f5d2c8e9b10',
  variant_id: null,
  warehouse_id: '5c1e8a3d-2b4f-4d6a-8e9c-7a1b3c5d7e9f',
  on_hand: 42,
  exact: true,
  complete_as_of: '2026-11-23T11:58:02.410Z',
  devices_behind: [
    {
      device_id: '9d2f4b6a-1c3e-4a5b-8d7f-2e4c6a8b0d1f',
      name: 'Caja 2',
      complete_through: '2026-11-23T11:58:02.410Z',
    },
  ],
  last_movement_at: '2026-11-23T15:40:11.902Z',
  updated_at: '2026-11-23T15:40:12.377Z',
};

/**
 * What an online store publishes: the whole level when no register can still change it, and
 * less by a margin that grows with how long the most behind register has been silent.
 */
const PUBLISH = `import { Caja } from '@caja/sdk';

const caja = new Caja({ apiKey: process.env.CAJA_API_KEY });

// Unidades que vende la tienda física en una hora, en promedio: tu propio dato.
const VENTAS_POR_HORA = 3;

async function disponibleParaVender(productId, warehouseId) {
  const { data } = await caja.inventory.levels.list({ product_id: productId, warehouse_id: warehouseId });
  const level = data[0];
  if (!level) return 0; // sin movimientos contados: no publiques existencias
  if (level.devices_behind.length === 0) return level.on_hand;
  // Una caja que nunca informó (complete_through null) puede tener cualquier cosa pendiente.
  if (level.complete_as_of === null) return 0;
  const horasDeAtraso = (Date.now() - Date.parse(level.complete_as_of)) / 3_600_000;
  const margen = Math.ceil(VENTAS_POR_HORA * horasDeAtraso);
  return Math.max(0, level.on_hand - margen);
}`;

/** A correction after a physical count, which refuses to overwrite a sale it did not see. */
const COUNT = `import { CajaError } from '@caja/sdk';

// Contaste 40 unidades; el nivel que leíste antes de contar decía 42.
try {
  await caja.inventory.movements.create(
    { product_id, warehouse_id, type: 'out', quantity: 2, expected_on_hand: 42 },
    { idempotencyKey: 'conteo-2026-11-23-bodega-1-' + product_id },
  );
} catch (error) {
  if (error instanceof CajaError && error.code === 'STOCK_CHANGED') {
    // Alguien vendió o recibió mientras contabas: error.stock_level es el nivel de ahora.
    // Vuelve a contar o recalcula, y reenvía con el mismo Idempotency-Key.
  } else throw error;
}`;

/**
 * DECISIONS.md, "Completeness and stock levels", for the integrator: what `complete_as_of`
 * promises, what it does not, and how a store sells from a level that says how complete it is.
 */
export function inventorySections(): GuideSection[] {
  const behindSeconds = BEHIND_AFTER_MS / 1000;
  return [
    {
      id: 'inventario',
      title: 'Inventario y completitud',
      blocks: [
        {
          kind: 'text',
          text: 'Las cajas venden sin conexión y suben sus registros después, a veces horas o días más tarde. Por eso un número de existencias solo sirve si dice hasta cuándo está completo. Caja no calcula existencias a ciegas: cada caja informa qué le falta por subir, y cada nivel de `GET /inventory/levels` trae, junto con `on_hand`, el instante hasta el que está completo y las cajas que todavía podrían cambiarlo. El campo `stock` de los productos sigue en `null`.',
        },
        { kind: 'heading', id: 'inventario-niveles', text: 'El nivel de un producto en una bodega' },
        {
          kind: 'list',
          items: [
            '`on_hand`: para un producto simple, la suma de sus movimientos `in` menos los `out` en esa bodega, en su unidad base. Los movimientos de otros tipos, y los que llevan `variant_id`, no cambian el nivel.',
            '`exact`: `true` para productos simples. Para una variante es `false`: su nivel es el último valor absoluto que informó una caja, y dos cajas que lo cambian a la vez pueden perder un cambio.',
            '`complete_as_of`: todo movimiento que cualquier caja registró antes de este instante está contado en `on_hand`. Es `null` mientras alguna caja en uso no haya informado nunca (una app antigua).',
            `\`devices_behind\`: las cajas en uso cuyo \`complete_through\` es \`null\` o tiene más de ${behindSeconds} segundos: primero las que nunca informaron, luego la más atrasada. Mientras la lista no esté vacía, el nivel puede bajar (o subir) cuando esas cajas suban lo que tienen.`,
            'Los productos compuestos no tienen nivel: sus existencias son las de sus ingredientes.',
          ],
        },
        {
          kind: 'details',
          summary: 'Un nivel con una caja atrasada',
          blocks: [{ kind: 'code', text: JSON.stringify(LEVEL_EXAMPLE, null, 2) }],
        },
        { kind: 'heading', id: 'inventario-promesa', text: 'Qué promete `complete_as_of` y qué no' },
        {
          kind: 'list',
          items: [
            'Promete: todo movimiento registrado antes de ese instante, por cualquier caja que no esté revocada, ya está en la nube y contado. El reloj de cada caja se corrige con su diferencia medida frente al del servidor, así que una caja con la hora mal no adelanta la promesa.',
            'No promete nada sobre lo que pase después de ese instante: una venta sin conexión posterior puede llegar más tarde.',
            'Se basa en lo que cada caja dice que le falta por subir. Si una caja pierde registros o informa mal su cola, un registro anterior puede llegar después: en ese caso el nivel y el reporte diario cambian (el día sube su `revision`), nunca en silencio.',
            'El `complete_through` de cada caja nunca retrocede. El del ambiente sí puede volver a `null` cuando se agrega una caja que aún no informa; revocar en la consola una caja olvidada lo libera.',
            'Un negocio que solo usa la API, sin cajas, está siempre completo: `complete_as_of` es la hora de la respuesta.',
          ],
        },
        { kind: 'heading', id: 'inventario-tienda', text: 'Publicar existencias en una tienda en línea' },
        {
          kind: 'text',
          text: 'Publica `on_hand` completo cuando `devices_behind` está vacío. Mientras no lo esté, publica `on_hand` menos un margen de seguridad que crezca con el atraso: lo que tu tienda física vende en ese tiempo. Si alguna caja nunca ha informado, no hay cota: publica cero o un margen amplio, y revisa en la consola si esa caja sigue en uso. Escucha `stock_level.updated` (nómbralo en `enabled_events`: `["*"]` no lo incluye) para volver a calcular cuando cambie.',
        },
        { kind: 'code', text: PUBLISH, language: 'js' },
        { kind: 'heading', id: 'inventario-conteos', text: 'Corregir después de un conteo' },
        {
          kind: 'text',
          text: 'Para ajustar las existencias tras un conteo físico sin pisar una venta que no viste, envía `expected_on_hand` con el `on_hand` que leíste. Si el nivel ya no es ese, la respuesta es `409 STOCK_CHANGED` con el nivel actual en `stock_level`, y no se escribe nada. Ese error no queda guardado bajo la `Idempotency-Key`: puedes reenviar con el mismo valor después de releer el nivel.',
        },
        { kind: 'code', text: COUNT, language: 'ts' },
        { kind: 'heading', id: 'inventario-reportes', text: 'Días del reporte que dicen si son finales' },
        {
          kind: 'list',
          items: [
            '`complete`: `true` cuando todas las cajas en uso han subido lo que registraron hasta el final de ese día en Bogotá. Un día completo no cambia salvo que una caja haya informado mal su cola.',
            '`revision`: sube en 1 con cada escritura o lote de subida que cambia las cifras del día; 0 para un día cuyas cifras nunca cambiaron.',
            '`last_changed_at`: cuándo cambió por última vez; `null` mientras `revision` es 0.',
            'Para una contabilidad que cierra días: toma el día cuando `complete` es `true` y guarda su `revision`; si más tarde ves una `revision` mayor, el día cambió y conviene revisarlo.',
          ],
        },
      ],
    },
  ];
}
