import { CashSession } from '#src/contract/cash-session.js';
import { Category } from '#src/contract/category.js';
import { Customer } from '#src/contract/customer.js';
import { exampleEvent } from '#src/contract/event.js';
import { Invoice } from '#src/contract/invoice.js';
import { Product } from '#src/contract/product.js';
import { Sale } from '#src/contract/sale.js';
import { StockMovement } from '#src/contract/stock-movement.js';
import { API_VERSION } from '#src/domain/context.js';
import type { EventType } from '#src/domain/events/event-types.js';
import {
  DELIVERY_TIMEOUT_MS,
  FAILING_LIMIT_MS,
  RETRY_DELAYS_MS,
  ROTATION_OVERLAP_MS,
  spokenDuration,
} from '#src/domain/webhooks/delivery-rules.js';
import type { GuideBlock, GuideSection } from './guide.js';

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
];

const exampleId = (n: number) => `5f0e9d8c-7b6a-4594-8372-6150f4e3d2${String(n).padStart(2, '0')}`;

const typeExamples = (): GuideBlock[] =>
  TYPES.flatMap(([type, meaning, object], n) => [
    { kind: 'text', text: `\`${type}\`: ${meaning}` },
    {
      kind: 'code',
      text: JSON.stringify(exampleEvent(exampleId(n), type, object), null, 2),
    },
  ]);

const VERIFY_EXAMPLE = `import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.CAJA_WEBHOOK_SECRET); // whsec_…

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8'); // el cuerpo crudo, sin reinterpretar
    let event;
    try {
      event = webhook.verify(body, req.headers); // lanza un error si la firma no coincide o es vieja
    } catch {
      res.writeHead(400).end();
      return;
    }
    // event.id es la cabecera webhook-id: si ya lo procesaste, responde 2xx y no hagas nada más.
    console.log(event.type, event.data.object.id);
    res.writeHead(204).end();
  });
}).listen(8080);`;

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
            ['`type`', 'Uno de los 12 tipos de abajo.'],
            ['`api_version`', `\`${API_VERSION}\`: la versión de la forma de \`data.object\`.`],
            ['`created_at`', 'Cuándo ocurrió el cambio en la nube. Un evento nunca cambia.'],
            [
              '`data.object`',
              'El recurso completo tal como la API lo devolvía en ese instante (lo que `GET /<recurso>/{id}` respondía).',
            ],
          ],
        },
        { kind: 'text', text: 'Los 12 tipos, con un ejemplo de cada uno:' },
        ...typeExamples(),
      ],
    },
    {
      id: 'webhooks',
      title: 'Webhooks',
      blocks: [
        {
          kind: 'text',
          text: 'Un webhook envía cada evento a tu servidor con un `POST` firmado. Los endpoints se registran en la consola de la cuenta, por ambiente: la URL, los tipos de evento que quieres recibir (o todos) y una descripción. Cada endpoint tiene su secreto de firma `whsec_…`, que la consola muestra. El cuerpo es el objeto evento, idéntico byte a byte a `GET /events/{id}`; las cabeceras siguen el estándar Standard Webhooks:',
        },
        {
          kind: 'table',
          head: ['Cabecera', 'Contenido'],
          rows: [
            [
              '`webhook-id`',
              'El `id` del evento: el mismo en cada reintento y reenvío. Úsalo para descartar duplicados.',
            ],
            ['`webhook-timestamp`', 'Segundos Unix del envío.'],
            [
              '`webhook-signature`',
              '`v1,<firma>`: HMAC-SHA256 en base64 de `<webhook-id>.<webhook-timestamp>.<cuerpo>` con el secreto. Durante una rotación trae varias separadas por espacios; acepta el mensaje si una coincide.',
            ],
          ],
        },
        {
          kind: 'list',
          items: [
            `Responde 2xx en menos de ${DELIVERY_TIMEOUT_MS / 1000} segundos y haz el trabajo pesado después: cualquier otra respuesta, o ninguna a tiempo, es un fallo.`,
            `Tras un fallo se reintenta a los ${retries} (unas ${Math.round(totalRetryMs / 3_600_000)} horas en total); después la entrega queda fallida. \`GET /events\` tiene todos los eventos para conciliar.`,
            'La entrega es al menos una vez y sin orden garantizado: un evento puede llegar dos veces, y uno más nuevo antes que otro anterior. Compara `created_at` o vuelve a leer el recurso si el orden importa.',
            `Un endpoint que falla ${spokenDuration(FAILING_LIMIT_MS)} seguidos se desactiva; reactívalo en la consola cuando esté arreglado.`,
            'En producción la URL debe ser `https` y no puede resolver a direcciones privadas, de loopback ni link-local. Las redirecciones no se siguen: un 3xx es un fallo.',
            'Los webhooks son parte de la API: se entregan mientras la cuenta tenga el plan `pro`.',
            `Al rotar el secreto, el anterior y el nuevo firman juntos durante ${ROTATION_OVERLAP_MS / 3_600_000} horas, para que lo cambies en tu servidor sin perder entregas.`,
          ],
        },
        {
          kind: 'text',
          text: 'Verifica la firma sobre el cuerpo crudo, antes de interpretarlo como JSON. En Node, con el paquete `standardwebhooks` (`npm install standardwebhooks`):',
        },
        { kind: 'code', text: VERIFY_EXAMPLE, language: 'js' },
      ],
    },
  ];
}
