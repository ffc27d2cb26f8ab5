/**
 * The synopsis, summary and options of the commands that run locally, as plain data: the help
 * text needs them on every `caja` call, and their own modules load the simulator or the
 * webhook code, which an operator's call should not pay for.
 */

export const SIMULATE_SYNOPSIS =
  'caja simulate [--businesses N] [--devices N] [--days N] [--sales-per-day N] [--seed TEXTO] ' +
  '[--env test|live] [--until AAAA-MM-DD] [--account ID] [--kind minimarket|restaurant|boutique] [--sync-every MINUTOS] [--url URL] [--json]';

export const SIMULATE_SUMMARY = [
  'Crea negocios colombianos simulados (minimercado, restaurante, boutique) con varias cajas',
  'que venden, se desconectan y sincronizan; al final verifica que la API cuente la misma historia.',
  'Por defecto: 1 negocio, 3 cajas, 7 días hasta hoy, 60 ventas al día, semilla "caja", ambiente test.',
];

export const SIMULATE_OPTIONS = {
  businesses: { type: 'string', hint: 'N' },
  devices: { type: 'string', hint: 'N' },
  days: { type: 'string', hint: 'N' },
  'sales-per-day': { type: 'string', hint: 'N' },
  seed: { type: 'string', hint: 'TEXTO' },
  env: { type: 'string', hint: 'test|live' },
  until: { type: 'string', hint: 'AAAA-MM-DD' },
  account: { type: 'string', hint: 'ID' },
  kind: { type: 'string', hint: 'minimarket|restaurant|boutique' },
  'sync-every': { type: 'string', hint: 'MINUTOS' },
  url: { type: 'string', hint: 'URL' },
} as const;

export const LISTEN_SYNOPSIS =
  'caja listen --forward-to URL [--events TIPO,TIPO…] [--url URL] | caja listen --print-secret';

export const LISTEN_SUMMARY = [
  'Sigue GET /events con la llave de CAJA_API_KEY y reenvía cada evento nuevo a --forward-to,',
  'firmado como un webhook con un secreto whsec_ que imprime al empezar. Sin --events, los 12 tipos',
  'de ["*"]; stock_level.updated solo si lo nombras. Ctrl-C termina. El secreto es el mismo en cada',
  'arranque para la misma llave y dirección (guardado en $XDG_CONFIG_HOME/caja o ~/.config/caja);',
  '--print-secret lo muestra y termina.',
];

export const LISTEN_OPTIONS = {
  'forward-to': { type: 'string', hint: 'URL' },
  'print-secret': { type: 'boolean' },
  events: { type: 'string', hint: 'TIPO,TIPO' },
  url: { type: 'string', hint: 'URL' },
} as const;

export const TRIGGER_SYNOPSIS = 'caja trigger TIPO [--url URL] [--json]';

export const TRIGGER_SUMMARY = [
  'Hace que ocurra un evento del TIPO dado en el entorno de pruebas, por el camino que lo produce en',
  'producción, e imprime el id del evento y lo que creó: con la llave de pruebas de CAJA_API_KEY, la',
  'petición a la API (customer.created crea un cliente); los de las cajas (sale.*, invoice.*,',
  'cash_session.closed), con una subida de "Caja de prueba de caja trigger", que registra la primera',
  'vez por la interfaz de operador (CAJA_ADMIN_URL y CAJA_ADMIN_TOKEN, o el token que guardó el servidor).',
];

export const TRIGGER_OPTIONS = { url: { type: 'string', hint: 'URL' } } as const;

export const WORKER_SUMMARY =
  'Entrega webhooks y envía los correos en un proceso aparte, junto a procesos de API con WEBHOOK_WORKER=false (necesita DATABASE_URL).';

export const SECRETS_SUMMARY = [
  'Sella de nuevo los secretos guardados (los de firma de los webhooks) con la llave de CAJA_SECRET_KEY,',
  'abriendo los sellados con las de CAJA_SECRET_KEYS_OLD. Sin cortes: da a cada proceso las dos llaves',
  '(la nueva en CAJA_SECRET_KEY, la anterior en CAJA_SECRET_KEYS_OLD), ejecuta esto y luego quita la anterior.',
];

export const OUTBOX_SYNOPSIS = 'caja outbox [--last N] [--json]';

export const OUTBOX_SUMMARY = [
  'Muestra los últimos correos (3 por defecto) de la bandeja local, <CAJA_DATA_DIR>/outbox: Caja',
  'los escribe ahí, en vez de enviarlos, cuando SMTP_URL no está definida.',
];

export const OUTBOX_OPTIONS = { last: { type: 'string', hint: 'N' } } as const;
