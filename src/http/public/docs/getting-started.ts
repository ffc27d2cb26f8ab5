import type { Config } from '#src/config.js';
import { SALE_STATUSES_SEEN } from '#src/contract/sale.js';
import type { GuideBlock, GuideSection } from '../openapi/guide-blocks.js';

const text = (value: string): GuideBlock => ({ kind: 'text', text: value });
const shell = (value: string): GuideBlock => ({ kind: 'code', text: value, language: 'shell' });
const heading = (id: string, value: string): GuideBlock => ({ kind: 'heading', id, text: value });

const IDEMPOTENT_CREATE = (body: string) => `curl -s -X POST $API/customers \\
  -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: alta-cliente-1020304050' \\
  -d '${body}'`;

const CUSTOMER =
  '{"name":"Ana María","last_name":"Restrepo","email":"ana@example.co","document_number":"1020304050"}';

const SDK_EXAMPLE = `import { Caja } from '@caja/sdk';

// Lee CAJA_API_URL si está definida; si no, la llave caja_test_… elige el ambiente de pruebas.
const caja = new Caja({ apiKey: process.env.CAJA_API_KEY! });
for await (const sale of caja.sales.list({ status: 'completed' })) {
  console.log(sale.id, sale.total); // recorre todas las páginas
}`;

/**
 * "Primeros pasos": from a fresh clone to a signed webhook on one's own machine, the README's
 * walkthrough in Spanish. Only the page shows it: it is about this server and its CLI, not the
 * API's rules that the OpenAPI document carries.
 */
export function gettingStarted(config: Config): GuideSection {
  const test = `http://localhost:${config.testPort}/public/v1`;
  return {
    id: 'primeros-pasos',
    title: 'Primeros pasos',
    blocks: [
      text(
        'De un clon del repositorio a tu primera llamada, tu primera página de resultados y tu primer webhook firmado, en el ambiente de pruebas y en tu máquina. Donde hay más que saber, el paso nombra la sección de esta página que lo explica a fondo.',
      ),
      heading('primeros-pasos-instalar', 'Instalar y arrancar'),
      text(
        `Con Node.js 22 o 24, en la carpeta del repositorio. No hace falta un servidor de base de datos: los datos quedan en \`./data\`, en un PostgreSQL embebido. Para usar un servidor PostgreSQL define \`DATABASE_URL\`.`,
      ),
      shell(
        `npm install && npm start
# Producción en :${config.port}, pruebas en :${config.testPort}, operadores en 127.0.0.1:${config.adminPort}, consola en :${config.console.port}`,
      ),
      heading('primeros-pasos-llave', 'Tu llave de pruebas'),
      text(
        'El primer arranque, con la carpeta de datos vacía, crea un negocio de demostración con el plan `pro` e imprime una sola vez una llave de pruebas `caja_test_…` con todos los permisos, junto con una línea de `curl` lista para copiar. Si la perdiste, crea otra con la CLI, o en la consola de la cuenta: sección Desarrolladores, Llaves de API (entra con `dueno@tienda-demo.localhost`; sin `SMTP_URL` el código llega a `./data/outbox/` y lo lees con `npx caja outbox`).',
      ),
      shell('npx caja keys create --account demo --env test'),
      heading('primeros-pasos-llamadas', 'Primeras llamadas con curl'),
      text(
        'Guarda la llave y la dirección base del ambiente de pruebas. `GET /me` responde a cualquier llave válida: la cuenta, el plan y qué tan al día están los datos de sus cajas.',
      ),
      shell(
        `export KEY=caja_test_...            # la que imprimió npm start
export API=${test}

curl -s $API/me -H "Authorization: Bearer $KEY"`,
      ),
      heading('primeros-pasos-idempotencia', 'Crear sin duplicar: Idempotency-Key'),
      text(
        'Todo `POST` lleva `Idempotency-Key`. Si repites la misma solicitud con el mismo valor (un reintento tras un corte, por ejemplo), recibes la misma respuesta con la cabecera `Idempotent-Replayed: true` y no se crea un segundo cliente. Ver Idempotencia.',
      ),
      shell(
        `CUSTOMER=$(${IDEMPOTENT_CREATE(CUSTOMER)} | jq -r .id)

# La misma solicitud otra vez: el mismo 201 y el mismo cuerpo, sin un cliente nuevo
${IDEMPOTENT_CREATE(CUSTOMER).replace('curl -s ', 'curl -si ')} | grep -i -e '^HTTP' -e 'idempotent-replayed'

# Editar: envía solo lo que cambia (PATCH no usa Idempotency-Key)
curl -s -X PATCH $API/customers/$CUSTOMER \\
  -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\
  -d '{"phone":"+57 300 123 4567"}'`,
      ),
      heading('primeros-pasos-demo', 'Los datos de demostración'),
      text(
        `El negocio de demostración es una tienda con tres cajas simuladas que vendieron durante los últimos siete días, con cortes de conexión y sincronizaciones: ventas con sus líneas, impuestos y documentos, sesiones de caja e inventario. Cada venta guarda el \`status\` que registró la caja; las cajas envían ${SALE_STATUSES_SEEN.map((s) => `\`${s}\``).join(', ')}, y pueden enviar otros: filtra con \`status\` por el que necesites.`,
      ),
      shell(
        `curl -s "$API/sales?status=completed&limit=2" -H "Authorization: Bearer $KEY"
# Los últimos siete días de Bogotá (UTC−5); date funciona así en Linux y en macOS
TO=$(TZ=America/Bogota date +%F)
FROM=$(TZ=America/Bogota date -d '-6 days' +%F 2>/dev/null || TZ=America/Bogota date -v-6d +%F)
curl -s "$API/reports/daily-sales?from=$FROM&to=$TO" -H "Authorization: Bearer $KEY"
curl -s "$API/cash-sessions?status=closed&limit=3" -H "Authorization: Bearer $KEY"
curl -s "$API/inventory/levels?limit=3" -H "Authorization: Bearer $KEY"`,
      ),
      heading('primeros-pasos-paginas', 'Recorrer las páginas'),
      text(
        'Las listas van del más reciente al más antiguo. Mientras `has_more` sea `true`, pide la página siguiente enviando `next_cursor`, sin cambios, en `starting_after`. Ver Paginación y filtros de tiempo.',
      ),
      shell(
        `PAGE=$(curl -s "$API/sales?limit=50" -H "Authorization: Bearer $KEY")
echo "$PAGE" | jq '{has_more, next_cursor}'
curl -s "$API/sales?limit=50&starting_after=$(echo "$PAGE" | jq -r .next_cursor)" -H "Authorization: Bearer $KEY"`,
      ),
      heading('primeros-pasos-webhooks', 'Webhooks en tu máquina: caja listen y caja trigger'),
      text(
        '`caja listen` sigue los eventos de tu llave y los reenvía, firmados como una entrega real, a una dirección de tu máquina, sin registrar un endpoint ni tener una dirección pública. Su secreto `whsec_…` es el mismo en cada arranque (uno por llave y servidor): configúralo una vez en tu receptor. En otra terminal, `caja trigger` hace que ocurra un evento de verdad en el ambiente de pruebas. Ver Webhooks, Probar en tu máquina.',
      ),
      shell(
        `export CAJA_API_KEY=$KEY
npx caja listen --print-secret                 # el whsec_… para tu receptor (CAJA_WEBHOOK_SECRET)
npx caja listen --forward-to http://localhost:8080/webhooks

# En otra terminal: una venta subida por una caja simulada, como en producción
CAJA_API_KEY=$KEY npx caja trigger sale.created`,
      ),
      heading('primeros-pasos-sdk', 'El SDK de TypeScript'),
      text(
        '`@caja/sdk` aún no está publicado en un registro: se instala desde el repositorio. `npm pack` en `sdk/` compila el paquete (ESM, CommonJS y declaraciones) y deja un archivo `.tgz` que tu proyecto instala. Funciona con `import` y con `require`, y en TypeScript con `moduleResolution` `node16`, `nodenext` o `bundler`.',
      ),
      shell(
        `# En el repositorio de Caja
cd sdk && npm pack                 # escribe caja-sdk-0.1.0.tgz
# En tu proyecto
npm install /ruta/a/caja/sdk/caja-sdk-0.1.0.tgz`,
      ),
      { kind: 'code', text: SDK_EXAMPLE, language: 'ts' },
      text(
        'La CLI `caja` también funciona fuera del repositorio: `npm install -g /ruta/a/caja` (npm enlaza la carpeta; no descarga nada), o `node /ruta/a/caja/bin/caja.js …`.',
      ),
    ],
  };
}
