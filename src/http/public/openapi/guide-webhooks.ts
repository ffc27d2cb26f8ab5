import { API_VERSION } from '#src/contract/api.js';
import { CashSession } from '#src/contract/cash-session.js';
import { Category } from '#src/contract/category.js';
import { Customer } from '#src/contract/customer.js';
import { exampleEvent } from '#src/contract/event.js';
import type { EventType } from '#src/contract/event-types.js';
import { Invoice } from '#src/contract/invoice.js';
import { Product } from '#src/contract/product.js';
import { Sale } from '#src/contract/sale.js';
import { StockLevel } from '#src/contract/stock-level.js';
import { StockMovement } from '#src/contract/stock-movement.js';
import {
  DELIVERY_TIMEOUT_MS,
  FAILING_LIMIT_MS,
  RETRY_DELAYS_MS,
  ROTATION_OVERLAP_MS,
  spokenDuration,
} from '#src/domain/webhooks/delivery-rules.js';
import type { GuideBlock, GuideSection } from './guide-blocks.js';

const delays = RETRY_DELAYS_MS.map(spokenDuration);
/** "5 s, 5 min, … y 10 h": the schedule as the reference reads it. */
const retries = `${delays.slice(0, -1).join(', ')} y ${delays.at(-1)}`;
const totalRetryMs = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);

/** A later edit of a resource example, for the `.updated` events: the same shape, a newer `updated_at`. */
const edited = (example: { updated_at: string }, changes: object) => ({
  ...example,
  ...changes,
  updated_at: '2026-11-23T09:15:40.310Z',
});

/** Each type: when it is emitted, and an example whose `data.object` is its schema's own example. */
const TYPES: Array<[EventType, string, { updated_at: string }]> = [
  ['customer.created', 'Se creó un cliente, por la API o en una caja.', Customer.examples[0]],
  ['customer.updated', 'Se editó un cliente.', edited(Customer.examples[0], { phone: '+57 310 555 0000' })],
  ['category.created', 'Se creó una categoría.', Category.examples[0]],
  ['category.updated', 'Se editó una categoría.', edited(Category.examples[0], { sort_order: 1 })],
  ['product.created', 'Se creó un producto.', Product.examples[0]],
  [
    'product.updated',
    'Se editó un producto o una de sus variantes.',
    edited(Product.examples[0], { final_price: 30400, percent_discount: 5 }),
  ],
  [
    'stock_movement.created',
    'Se registró un movimiento de inventario (por la API, una venta, una compra, un ajuste…).',
    StockMovement.examples[0],
  ],
  ['sale.created', 'Llegó a la nube una venta de una caja.', Sale.examples[0]],
  [
    'sale.updated',
    'Cambió una venta ya recibida, por ejemplo porque se anuló.',
    edited(Sale.examples[0], { status: 'cancelled' }),
  ],
  ['invoice.created', 'Llegó un documento: factura electrónica, documento POS o nota.', Invoice.examples[0]],
  [
    'invoice.updated',
    'Cambió un documento, por ejemplo su estado ante la DIAN.',
    edited(Invoice.examples[0], { status: 'annulled' }),
  ],
  [
    'cash_session.closed',
    'Se cerró una sesión de caja, con lo esperado y lo contado.',
    CashSession.examples[0],
  ],
  [
    'stock_level.updated',
    'Cambió el inventario de un producto (o variante) en una bodega, uno por bodega y escritura. Solo llega ' +
      'a los endpoints que lo nombran en `enabled_events`: `["*"]` son los 12 tipos anteriores.',
    StockLevel.examples[0],
  ],
];

const exampleId = (n: number) => `5f0e9d8c-7b6a-4594-8372-6150f4e3d2${String(n).padStart(2, '0')}`;

/** The types in a table, then each one's example, folded under its name. */
const typeBlocks = (): GuideBlock[] => [
  {
    kind: 'table',
    head: ['Tipo', 'Cuándo se emite'],
    rows: TYPES.map(([type, meaning]) => [`\`${type}\``, meaning]),
  },
  { kind: 'text', text: 'Un ejemplo de cada uno, tal como llega en el cuerpo de la entrega:' },
  ...TYPES.map(
    ([type, meaning, object], n): GuideBlock => ({
      kind: 'details',
      summary: `\`${type}\`: ${meaning}`,
      blocks: [{ kind: 'code', text: JSON.stringify(exampleEvent(exampleId(n), type, object), null, 2) }],
    }),
  ),
];

/** "5 min 5 s", "27 h 35 min": a time since the first attempt, in its two largest units. */
function elapsed(ms: number): string {
  const parts: [number, string][] = [
    [Math.floor(ms / 3_600_000), 'h'],
    [Math.floor(ms / 60_000) % 60, 'min'],
    [Math.floor(ms / 1000) % 60, 's'],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  return shown.length ? shown.map(([n, unit]) => `${n} ${unit}`).join(' ') : '0 s';
}

/** One row per attempt: the wait before it and the time since the first. */
const retryRows = (): string[][] => {
  let total = 0;
  return [
    ['1', 'inmediato', '—'],
    ...RETRY_DELAYS_MS.map((delay, i) => {
      total += delay;
      return [String(i + 2), spokenDuration(delay), elapsed(total)];
    }),
  ];
};

const VERIFY_WITH_SDK = `import { createServer } from 'node:http';
import { Caja, CajaError, type CajaEvent } from '@caja/sdk';

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  let event: CajaEvent;
  try {
    // El cuerpo crudo, sin JSON.parse: la firma se calcula sobre esos bytes.
    event = Caja.webhooks.verify(Buffer.concat(chunks), req.headers, process.env.CAJA_WEBHOOK_SECRET!);
  } catch (error) {
    res.writeHead(error instanceof CajaError ? 400 : 500).end();
    return;
  }
  res.writeHead(204).end(); // responde ya; el trabajo pesado, después
  // event.id es la cabecera webhook-id: si ya lo procesaste, no hagas nada más.
  console.log(event.type, event.id);
}).listen(8080);`;

/** Runs as it is shown: test/docs.test.ts imports it from the page and checks it with a real signature. */
const VERIFY_BY_HAND = `import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/**
 * Devuelve el evento si la entrega es de Caja; si no, lanza un error (responde 400).
 * rawBody: el cuerpo tal como llegó (Buffer o texto), antes de JSON.parse.
 * headers: req.headers de Node, con los nombres en minúsculas.
 * secret: el secreto whsec_… del endpoint.
 */
export function verifyCajaWebhook(rawBody, headers, secret) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('Faltan las cabeceras de firma.');

  // La llave son los bytes del base64 que sigue a whsec_; se firma "<id>.<timestamp>.<cuerpo>".
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\`).update(rawBody).digest();

  // Varias firmas "v1,<base64>" separadas por espacios (dos durante una rotación): basta una.
  const valid = signatures.split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const given = Buffer.from(signature, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw new Error('Ninguna firma corresponde al secreto.');

  // Después de la firma: una entrega de hace más de 5 minutos puede ser repetida por un tercero.
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= TOLERANCE_SECONDS)) throw new Error('webhook-timestamp está fuera de la tolerancia.');

  return JSON.parse(rawBody.toString('utf8'));
}`;

const RECONCILE = `import { Caja } from '@caja/sdk';

const caja = new Caja({ apiKey: process.env.CAJA_API_KEY! });

// Los eventos desde el último que procesaste (guárdalo), del más reciente al más antiguo.
for await (const event of caja.events.list({ created_since: '2026-11-22T00:00:00.000Z' })) {
  if (await alreadyProcessed(event.id)) continue; // el mismo id que la cabecera webhook-id
  await handle(event);
}`;

const LISTEN = `export CAJA_API_KEY=caja_test_...
npx caja listen --print-secret          # el whsec_… para CAJA_WEBHOOK_SECRET de tu receptor
npx caja listen --forward-to http://localhost:8080/webhooks \\
  --events sale.created,customer.updated    # opcional; por defecto los 12 tipos`;

const TRIGGER = `npx caja trigger sale.created
npx caja trigger customer.updated --json`;

/** What `caja trigger` makes, and through which path: the one that makes it in production. */
const TRIGGERED: Array<[EventType[], string]> = [
  [
    ['sale.created', 'sale.updated', 'invoice.created', 'invoice.updated', 'cash_session.closed'],
    'La «Caja de prueba de caja trigger» de la cuenta (registrada la primera vez por la interfaz de operadores, y la misma después) sube por la sincronización de dispositivos, como una caja real, una venta de ese producto: sola, anulada después (`sale.updated`), con su factura electrónica, con la factura primero pendiente y luego emitida (`invoice.updated`), o una sesión de caja abierta y cerrada.',
  ],
  [
    ['customer.created', 'customer.updated', 'category.created', 'category.updated', 'product.created'],
    'Una solicitud a la API crea el recurso (y lo edita, en los `.updated`), con un nombre que lo marca como de prueba.',
  ],
  [
    ['product.updated', 'stock_movement.created', 'stock_level.updated'],
    'La API edita o mueve un mismo producto, «Producto de prueba de caja trigger», creado la primera vez; los de inventario necesitan una bodega en la cuenta (`NO_WAREHOUSE` lo dice).',
  ],
];

/** The event object and its 12 types, then how webhooks deliver them: part of the guide. */
export function eventSections(): GuideSection[] {
  return [
    {
      id: 'eventos',
      title: 'Eventos',
      blocks: [
        {
          kind: 'text',
          text: 'Cada cambio en los datos de la cuenta, hecho por la API o subido por una caja, queda como un evento. Es el objeto que llega en cada webhook, y `GET /events` (permiso `events:read`) los lista del más reciente al más antiguo: si tu servidor estuvo caído o dudas de una entrega, recorre `GET /events?created_since=…` y procesa los `id` que no tengas. Los eventos se guardan al menos 30 días.',
        },
        {
          kind: 'table',
          head: ['Campo', 'Descripción'],
          rows: [
            ['`object`', 'Siempre `event`.'],
            ['`id`', 'UUID del evento; es la cabecera `webhook-id` de sus entregas.'],
            ['`type`', 'Uno de los tipos de abajo.'],
            ['`api_version`', `\`${API_VERSION}\`: la versión de la forma de \`data.object\`.`],
            ['`created_at`', 'Cuándo ocurrió el cambio en la nube. Un evento nunca cambia.'],
            [
              '`data.object`',
              'El recurso completo tal como la API lo devolvía en ese instante (lo que `GET /<recurso>/{id}` respondía).',
            ],
          ],
        },
        { kind: 'text', text: 'Los tipos (`["*"]` en `enabled_events` son los 12 primeros):' },
        ...typeBlocks(),
      ],
    },
    {
      id: 'webhooks',
      title: 'Webhooks',
      blocks: [
        {
          kind: 'text',
          text: 'Un webhook envía cada evento a tu servidor con un `POST` firmado. Los endpoints se registran en la consola de la cuenta, por ambiente: la URL, los tipos de evento que quieres recibir (o todos) y una descripción. Cada endpoint tiene su secreto de firma `whsec_…`, que la consola muestra. El cuerpo es el objeto evento, idéntico byte a byte a `GET /events/{id}`; las cabeceras siguen el estándar Standard Webhooks.',
        },
        { kind: 'heading', id: 'webhooks-cabeceras', text: 'Cabeceras de firma' },
        {
          kind: 'table',
          head: ['Cabecera', 'Contenido'],
          rows: [
            [
              '`webhook-id`',
              'El `id` del evento: el mismo en cada reintento y reenvío. Úsalo para descartar duplicados.',
            ],
            ['`webhook-timestamp`', 'Segundos Unix del envío de este intento.'],
            [
              '`webhook-signature`',
              '`v1,<firma>`: HMAC-SHA256 en base64 de `<webhook-id>.<webhook-timestamp>.<cuerpo>`, con llave los bytes del base64 que sigue a `whsec_` en el secreto. Durante una rotación trae dos, separadas por un espacio; la entrega es válida si una coincide.',
            ],
          ],
        },
        { kind: 'heading', id: 'webhooks-respuesta', text: 'Responder a una entrega' },
        {
          kind: 'list',
          items: [
            `Responde 2xx en menos de ${DELIVERY_TIMEOUT_MS / 1000} segundos y haz el trabajo pesado después: cualquier otra respuesta, o ninguna a tiempo, es un fallo.`,
            'La entrega es al menos una vez y sin orden garantizado: un evento puede llegar dos veces, y uno más nuevo antes que otro anterior. Descarta los `webhook-id` ya procesados, y compara `created_at` o vuelve a leer el recurso si el orden importa.',
            'En producción la URL debe ser `https` y no puede resolver a direcciones privadas, de loopback ni link-local. Las redirecciones no se siguen: un 3xx es un fallo.',
            'Los webhooks son parte de la API: se entregan mientras la cuenta tenga el plan `pro`.',
            `Al rotar el secreto, el anterior y el nuevo firman juntos durante ${ROTATION_OVERLAP_MS / 3_600_000} horas, para que lo cambies en tu servidor sin perder entregas.`,
          ],
        },
        { kind: 'heading', id: 'webhooks-reintentos', text: 'Reintentos' },
        {
          kind: 'text',
          text: `Tras un fallo se reintenta a los ${retries}: ${RETRY_DELAYS_MS.length + 1} intentos en unas ${Math.round(totalRetryMs / 3_600_000)} horas. Después la entrega queda fallida y el evento sigue en \`GET /events\` para conciliar.`,
        },
        {
          kind: 'table',
          head: ['Intento', 'Espera desde el anterior', 'Desde el primero'],
          rows: retryRows(),
        },
        {
          kind: 'text',
          text: `Un endpoint cuyas entregas fallan ${spokenDuration(FAILING_LIMIT_MS)} seguidos se desactiva; reactívalo en la consola cuando esté arreglado.`,
        },
        { kind: 'heading', id: 'webhooks-verificar-sdk', text: 'Verificar la firma con el SDK' },
        {
          kind: 'text',
          text: 'Verifica cada entrega sobre el cuerpo crudo, antes de interpretarlo como JSON. `Caja.webhooks.verify(rawBody, headers, secret)` de `@caja/sdk` comprueba la firma (cualquiera de las que traiga) y que `webhook-timestamp` esté a menos de 5 minutos de tu reloj, y devuelve el evento tipado; si no, lanza un `CajaError` con código `WEBHOOK_INVALID_SIGNATURE`, `WEBHOOK_INVALID_TIMESTAMP`, `WEBHOOK_INVALID_HEADERS` o `WEBHOOK_INVALID_PAYLOAD`. Mientras cambias tu secreto, pasa los dos en una lista: `[nuevo, anterior]`.',
        },
        { kind: 'code', text: VERIFY_WITH_SDK, language: 'ts' },
        { kind: 'heading', id: 'webhooks-verificar-a-mano', text: 'Verificar la firma a mano en Node' },
        {
          kind: 'text',
          text: "Sin el SDK, con `node:crypto`: calcula el HMAC, compáralo en tiempo constante con cada firma de la cabecera y rechaza las entregas de hace más de 5 minutos. Con Express, recibe esa ruta con `express.raw({ type: 'application/json' })` para tener el cuerpo crudo. Cualquier biblioteca de Standard Webhooks, como el paquete `standardwebhooks`, sirve igual.",
        },
        { kind: 'code', text: VERIFY_BY_HAND, language: 'js' },
        { kind: 'heading', id: 'webhooks-probar', text: 'Probar en tu máquina: caja listen y caja trigger' },
        {
          kind: 'text',
          text: 'Para construir tu receptor no necesitas una dirección pública ni registrar un endpoint. `caja listen`, la CLI de este repositorio, sigue `GET /events` con la llave de `CAJA_API_KEY` (permiso `events:read`) y reenvía cada evento nuevo a una dirección de tu máquina, firmado como una entrega real, con las mismas cabeceras. Su secreto `whsec_…` es uno por llave y servidor, el mismo en cada arranque: configúralo una vez en tu receptor (`--print-secret` lo imprime y termina). Los eventos que ya existían al arrancar no se envían; por cada uno reenviado imprime la hora, el tipo, el id y lo que respondió tu receptor.',
        },
        { kind: 'code', text: LISTEN, language: 'shell' },
        {
          kind: 'text',
          text: '`caja trigger TIPO`, solo en el ambiente de pruebas (con una llave `caja_test_…`), hace que el evento ocurra de verdad, por el mismo camino que lo produce en producción, e imprime el id del evento y lo que creó (`--json`: `{"event_id", "type", "object_id"}`). El evento llega a `caja listen` y a los endpoints que lo reciben.',
        },
        {
          kind: 'table',
          head: ['Tipos', 'Cómo ocurre'],
          rows: TRIGGERED.map(([types, how]) => [types.map((t) => `\`${t}\``).join(', '), how]),
        },
        { kind: 'code', text: TRIGGER, language: 'shell' },
        { kind: 'heading', id: 'webhooks-conciliar', text: 'Conciliar con GET /events' },
        {
          kind: 'text',
          text: 'Tras una caída de tu servidor, una entrega fallida o una duda, recorre `GET /events?created_since=…` (permiso `events:read`) desde el último evento que procesaste y procesa los `id` que no tengas: el evento es el mismo objeto, byte a byte, que llegó o debía llegar por webhook.',
        },
        { kind: 'code', text: RECONCILE, language: 'ts' },
      ],
    },
  ];
}
