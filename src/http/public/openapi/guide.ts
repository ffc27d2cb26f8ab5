import type { Config } from '#src/config.js';
import { API_VERSION, SCOPES } from '#src/contract/api.js';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '#src/contract/common.js';
import { ERROR_CODES, ERRORS } from '#src/contract/errors.js';
import { errorAnchor, type GuideBlock, type GuideSection } from './guide-blocks.js';
import { inventorySections } from './guide-inventory.js';
import { eventSections } from './guide-webhooks.js';

const text = (value: string): GuideBlock => ({ kind: 'text', text: value });
const list = (...items: string[]): GuideBlock => ({ kind: 'list', items });
const table = (head: string[], rows: string[][]) => ({ kind: 'table' as const, head, rows });

/**
 * The general rules of the API, written once: the OpenAPI `info.description` carries them as
 * Markdown and the reference page renders them as HTML.
 */
export function guide(config: Config): GuideSection[] {
  const live = `http://localhost:${config.port}/public/v1`;
  const test = `http://localhost:${config.testPort}/public/v1`;
  const limits = config.rateLimit;
  return [
    {
      id: 'introduccion',
      title: 'Introducción',
      blocks: [
        text(
          'La API de Caja da acceso, en JSON sobre HTTP, a los datos de tu negocio en la nube: cuenta, productos, categorías, clientes, bodegas, inventario, ventas, documentos, cotizaciones, sesiones de caja, reportes y eventos.',
        ),
        text(
          'Cada caja (dispositivo) guarda sus datos localmente y los sube cuando tiene conexión: las lecturas devuelven lo que ya subieron (consulta `data_freshness` en `GET /me`). Las escrituras se guardan de inmediato y llegan a los dispositivos en su siguiente sincronización; en las ediciones gana el cambio más reciente.',
        ),
        list(
          'El dinero es un entero de pesos colombianos (COP), sin decimales.',
          'Los impuestos son porcentajes enteros (19 significa 19 %).',
          'Las fechas son ISO 8601 en UTC con milisegundos, por ejemplo `2026-11-22T14:03:12.120Z`.',
          'Las respuestas pueden ganar campos nuevos: ignora los que no conozcas. Las solicitudes son estrictas: un campo desconocido es `VALIDATION_ERROR`.',
        ),
      ],
    },
    {
      id: 'autenticacion',
      title: 'Autenticación',
      blocks: [
        text(
          'Toda solicitud lleva la cabecera `Authorization: Bearer <llave>`. Las llaves se crean en la consola, sección Desarrolladores; el valor se muestra una sola vez. Las de producción empiezan por `caja_live_` y las de pruebas por `caja_test_`.',
        ),
        text(
          `Cada llave tiene permisos (scopes) y cada operación indica el que necesita. Los 12 permisos son: ${SCOPES.map((s) => `\`${s}\``).join(', ')}. \`GET /me\` responde a cualquier llave válida.`,
        ),
        list(
          'La API está incluida en el plan `pro`; con otro plan las operaciones responden `PLAN_REQUIRED`, salvo `GET /me`.',
          'La API no acepta solicitudes desde un navegador (cabeceras `Origin` o `Sec-Fetch-Site`): llámala desde tu servidor para no exponer la llave.',
        ),
      ],
    },
    {
      id: 'ambientes',
      title: 'Ambientes',
      blocks: [
        text(
          'Hay dos ambientes con datos separados, cada uno con su dirección base y su prefijo de llave. Una llave del otro ambiente recibe `API_KEY_WRONG_ENVIRONMENT`.',
        ),
        table(
          ['Ambiente', 'Dirección base', 'Llaves'],
          [
            ['Producción (`live`)', `\`${live}\``, '`caja_live_…`'],
            ['Pruebas (`test`)', `\`${test}\``, '`caja_test_…`'],
          ],
        ),
        text(
          'Una instalación puede publicar cada ambiente con su propio nombre de host; la ruta base siempre termina en `/public/v1`.',
        ),
      ],
    },
    {
      id: 'errores',
      title: 'Errores',
      blocks: [
        text(
          'Un error responde con el código HTTP de la tabla y este cuerpo. `message` explica en español qué hacer; `param` nombra el campo que falló; `request_id` es también la cabecera `Request-Id` de toda respuesta. Algunos errores añaden propiedades, como `devices` en `DEVICES_OUTDATED` o `required_scope` en `INSUFFICIENT_SCOPE`.',
        ),
        {
          kind: 'code',
          text: JSON.stringify(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Falta el campo obligatorio `name` en el cuerpo.',
                param: 'name',
                request_id: 'req_4f9Qe2LxVb7TzK1mWc3D',
              },
            },
            null,
            2,
          ),
        },
        {
          ...table(
            ['Código', 'HTTP', 'Mensaje'],
            ERROR_CODES.map((code) => [`\`${code}\``, String(ERRORS[code].status), ERRORS[code].message]),
          ),
          rowIds: ERROR_CODES.map(errorAnchor),
        },
        list(
          '`429 RATE_LIMITED` y `503 SERVICE_UNAVAILABLE` traen `Retry-After` (segundos): espera ese tiempo y reintenta.',
          '`503 SERVICE_UNAVAILABLE` dice que el servicio no puede atender por un momento (su base de datos se reinicia, o el proceso que recibió la solicitud se está deteniendo). Reintenta la misma solicitud con la misma `Idempotency-Key`: si la escritura alcanzó a guardarse, el reintento devuelve la respuesta original, y si no, la hace una sola vez.',
          '`500 INTERNAL_ERROR` se puede reintentar igual; si persiste, escribe a soporte con el `request_id`.',
        ),
      ],
    },
    {
      id: 'idempotencia',
      title: 'Idempotencia',
      blocks: [
        text(
          'Todo `POST` exige la cabecera `Idempotency-Key` con un valor único por operación, por ejemplo un UUID: hasta 255 caracteres, solo letras sin tilde, dígitos y `_` `-` `:` `.`. El valor vale 24 horas y es propio de cada llave de API. `PATCH` no la usa.',
        ),
        list(
          'Repetir la misma solicitud (método, ruta y cuerpo JSON) con el mismo valor devuelve la respuesta original con `Idempotent-Replayed: true`, sin crear nada nuevo.',
          'El mismo valor con otra solicitud responde `422 IDEMPOTENCY_KEY_REUSED`.',
          'Si la primera solicitud sigue en curso o se interrumpió, la respuesta es `409 IDEMPOTENCY_IN_PROGRESS`: espera unos segundos y reintenta con el mismo valor.',
          'Solo se guardan las respuestas 2xx: tras un error puedes corregir la solicitud y reenviarla con el mismo valor.',
        ),
      ],
    },
    {
      id: 'paginacion',
      title: 'Paginación y filtros de tiempo',
      blocks: [
        text(
          'Las listas van del más reciente al más antiguo y responden `{"object": "list", "data", "has_more", "next_cursor"}`. Para la página siguiente envía `next_cursor` sin cambios en `starting_after`.',
        ),
        table(
          ['Parámetro', 'Regla'],
          [
            ['`limit`', `Entero de 1 a ${MAX_PAGE_LIMIT}; por defecto ${DEFAULT_PAGE_LIMIT}.`],
            [
              '`starting_after`',
              'El `next_cursor` de la página anterior. Un cursor inválido es `INVALID_CURSOR`.',
            ],
            ['`created_since`', 'ISO 8601 con zona horaria; incluido.'],
            ['`created_until`', 'ISO 8601 con zona horaria; excluido.'],
            ['`updated_since`', 'ISO 8601 con zona horaria; incluido. Para sincronización incremental.'],
          ],
        ),
      ],
    },
    {
      id: 'limites',
      title: 'Límites de solicitudes',
      blocks: [
        table(
          ['Límite', 'Valor'],
          [
            ['Solicitudes por minuto por llave', String(limits.perKeyPerMinute)],
            ['Solicitudes por minuto por cuenta (ambos ambientes)', String(limits.perAccountPerMinute)],
            ['Escrituras por minuto por llave', String(limits.writesPerKeyPerMinute)],
            ['Tamaño del cuerpo', '1 MiB'],
          ],
        ),
        text(
          'Cada respuesta autenticada trae `RateLimit-Limit`, `RateLimit-Remaining` y `RateLimit-Reset` (segundos) del límite más estrecho que aplica. Al superarlo la respuesta es `429 RATE_LIMITED` con `Retry-After` en segundos enteros.',
        ),
      ],
    },
    ...inventorySections(),
    ...eventSections(),
    {
      id: 'versiones',
      title: 'Versiones',
      blocks: [
        text(
          `La versión va en la ruta: \`/public/v1\`. Los cambios aditivos (campos, operaciones, filtros, tipos de evento) no rompen la versión. Los webhooks llevan \`api_version\` \`${API_VERSION}\`.`,
        ),
      ],
    },
  ];
}

const cell = (value: string) => value.replace(/\|/g, '\\|');

/** The guide as CommonMark, for `info.description`. */
export function guideMarkdown(sections: GuideSection[]): string {
  const block = (b: GuideBlock): string => {
    switch (b.kind) {
      case 'heading':
        return `### ${b.text}`;
      case 'details':
        return [b.summary, ...b.blocks.map(block)].join('\n\n');
      case 'text':
        return b.text;
      case 'list':
        return b.items.map((item) => `- ${item}`).join('\n');
      case 'code':
        return `\`\`\`${b.language ?? 'json'}\n${b.text}\n\`\`\``;
      case 'table':
        return [b.head, b.head.map(() => '---'), ...b.rows]
          .map((row) => `| ${row.map(cell).join(' | ')} |`)
          .join('\n');
    }
  };
  return sections.map((s) => [`## ${s.title}`, ...s.blocks.map(block)].join('\n\n')).join('\n\n');
}
