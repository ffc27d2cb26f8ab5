/**
 * The closed list of error codes: each with its HTTP status and the Spanish message a client
 * sees, which always says what to do next. Part of the contract: the domain throws `AppError`
 * with one of them, and one error handler per interface renders the envelope.
 */
export const ERRORS = {
  VALIDATION_ERROR: {
    status: 400,
    message: 'La solicitud tiene un dato inválido. Corrige el campo indicado en `param` y vuelve a enviarla.',
  },
  INVALID_JSON: {
    status: 400,
    message:
      'El cuerpo no es JSON válido. Envía un objeto JSON con la cabecera Content-Type: application/json.',
  },
  INVALID_CURSOR: {
    status: 400,
    message:
      'El cursor no es válido. Usa sin cambios el `next_cursor` de la página anterior, o empieza de nuevo sin `starting_after`.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message:
      'Falta la cabecera Idempotency-Key. Envía un valor único por operación (letras, dígitos y - _ : ., hasta 255 caracteres), por ejemplo un UUID.',
  },
  UNAUTHENTICATED: {
    status: 401,
    message:
      'Falta la llave de API. Envía la cabecera Authorization: Bearer <llave>; las llaves se crean en la consola, sección Desarrolladores.',
  },
  INVALID_API_KEY: {
    status: 401,
    message:
      'La llave de API no existe. Revisa que la copiaste completa; si la perdiste, revócala en la consola y crea otra.',
  },
  API_KEY_REVOKED: {
    status: 401,
    message: 'La llave de API fue revocada. Crea una nueva en la consola, sección Desarrolladores.',
  },
  API_KEY_EXPIRED: {
    status: 401,
    message: 'La llave de API venció. Crea una nueva en la consola, sección Desarrolladores.',
  },
  API_KEY_WRONG_ENVIRONMENT: {
    status: 401,
    message:
      'La llave es de otro ambiente. Usa una llave caja_live_ con la dirección de producción y una caja_test_ con la de pruebas.',
  },
  ACCOUNT_INACTIVE: {
    status: 401,
    message: 'La cuenta está inactiva. Comunícate con soporte para reactivarla.',
  },
  PLAN_REQUIRED: {
    status: 403,
    message:
      'El plan de la cuenta no incluye la API. Cambia al plan pro para usarla; GET /me sigue disponible para consultar el plan.',
  },
  INSUFFICIENT_SCOPE: {
    status: 403,
    message:
      'La llave no tiene el permiso necesario. Crea una llave con el permiso indicado en `required_scope`.',
  },
  BROWSER_REQUESTS_NOT_ALLOWED: {
    status: 403,
    message:
      'La API no acepta solicitudes desde un navegador, porque expondrían la llave. Llámala desde tu servidor.',
  },
  NOT_FOUND: {
    status: 404,
    message:
      'El recurso no existe en esta cuenta. Revisa el id y el ambiente (producción o pruebas) de la llave.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    message:
      'La ruta o el método no existen. Consulta la referencia en /docs o el documento /public/v1/openapi.json.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'El cuerpo supera 1 MiB. Envía menos datos en cada solicitud.' },
  CONFLICT: {
    status: 409,
    message: 'La operación choca con el estado actual del recurso. Léelo de nuevo y reintenta.',
  },
  STOCK_CHANGED: {
    status: 409,
    message:
      'El inventario de ese producto en esa bodega no es el que indicaste en `expected_on_hand`. Léelo en `stock_level` (o con GET /inventory/levels) y reintenta con su `on_hand`.',
  },
  SKU_ALREADY_EXISTS: {
    status: 409,
    message:
      'Ya existe un producto o variante con ese SKU en esta cuenta. Usa otro SKU o edita el existente.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message:
      'Otra solicitud con la misma Idempotency-Key está en curso o se interrumpió. Espera unos segundos y reintenta con el mismo valor; si persiste, verifica con un GET si el recurso se creó antes de usar otro valor.',
  },
  NO_WAREHOUSE: {
    status: 409,
    message: 'No hay una bodega clara para el movimiento. Envía `warehouse_id` con una de GET /warehouses.',
  },
  DEVICES_OUTDATED: {
    status: 409,
    message:
      'Hay dispositivos con una versión de la app que no admite ediciones. Actualízalos o revoca en la consola los que ya no se usan; la lista está en `devices`.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message:
      'Esta Idempotency-Key ya se usó con otra solicitud. Usa un valor nuevo para una operación distinta.',
  },
  VARIANT_STOCK_UNSUPPORTED: {
    status: 422,
    message:
      'El producto tiene variantes y su inventario no se puede mover por la API. Registra el movimiento desde la caja.',
  },
  COMPOSITE_STOCK_UNSUPPORTED: {
    status: 422,
    message:
      'El producto es compuesto (receta) y no tiene inventario propio. Mueve el inventario de sus ingredientes.',
  },
  RATE_LIMITED: {
    status: 429,
    message:
      'Superaste el límite de solicitudes. Espera los segundos que indica la cabecera Retry-After y reintenta.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message: 'Error interno. Reintenta; si persiste, escribe a soporte con el request_id.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message:
      'El servicio no está disponible por un momento. Reintenta después de los segundos que indica la cabecera Retry-After, con la misma Idempotency-Key si era un POST.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
