import { pathWithQuery } from '#src/clients/admin-client.js';
import type { AdminCommand } from './admin-command.js';

type Value = string | boolean | undefined;
type Result = Record<string, unknown>;

const str = (value: Value) => (typeof value === 'string' ? value : undefined);
const text = (hint: string, required = false) => ({ type: 'string' as const, required, hint });
const endpointPath = (id: string, tail = '') => `/webhook-endpoints/${encodeURIComponent(id)}${tail}`;
const accountPath = (values: Record<string, Value>) =>
  `/accounts/${encodeURIComponent(String(values['account']))}/webhook-endpoints`;

/** `a,b` or `*` as the list the server takes; absent stays absent (the server's default applies). */
const events = (value: Value) =>
  str(value)
    ?.split(',')
    .map((type) => type.trim());

/** `true`/`false` as booleans; anything else goes as written, so the server names the mistake. */
const flag = (value: Value) => (value === 'true' ? true : value === 'false' ? false : str(value));

const STATUS: Record<string, string> = {
  enabled: 'habilitado',
  disabled: 'deshabilitado',
  disabled_failing: 'deshabilitado por fallos',
};

/** `id (test, https://…, eventos: *, habilitado)`: an endpoint in one line. */
const endpointLine = (r: Result) =>
  `${r['id']} (${r['environment']}, ${r['url']}, eventos: ${(r['enabled_events'] as string[]).join(', ')}, ` +
  `${STATUS[String(r['status'])] ?? r['status']})`;

interface Attempt {
  status_code: number | null;
  error: string | null;
}

/** One delivery: when, what, how it went, how many attempts and what the last one got. */
function deliveryLine(d: Result): string {
  const attempts = d['attempts'] as Attempt[];
  const last = attempts.at(-1);
  const outcome = !last
    ? 'sin respuesta aún'
    : last.status_code !== null
      ? `HTTP ${last.status_code}`
      : last.error;
  const count = `${attempts.length} ${attempts.length === 1 ? 'intento' : 'intentos'}`;
  return `${d['created_at']}  ${d['event_type']}  ${d['event_id']}  ${d['status']}  ${count}  ${outcome}`;
}

const moreHint = (r: Result) =>
  r['has_more'] ? [`Hay más: repite con --starting-after ${r['next_cursor']}`] : [];

const page = {
  limit: text('1-100'),
  'starting-after': text('CURSOR'),
};

/** `caja webhooks …`: endpoints and deliveries through the operator interface. */
export const WEBHOOK_COMMANDS: AdminCommand[] = [
  {
    name: 'webhooks create',
    summary: 'Registra un endpoint de webhooks; muestra su secreto de firma.',
    options: {
      account: text('ID|NOMBRE', true),
      env: text('live|test', true),
      url: text('URL', true),
      events: text('a,b|*'),
      description: text('TEXTO'),
      disabled: { type: 'boolean' },
    },
    request: (v) => ({
      method: 'POST',
      path: accountPath(v),
      body: {
        environment: v['env'],
        url: v['url'],
        enabled_events: events(v['events']),
        description: str(v['description']),
        enabled: v['disabled'] === true ? false : undefined,
      },
    }),
    describe: (r) =>
      `Endpoint de webhooks creado: ${endpointLine(r)}.\n` +
      `Secreto de firma: ${r['secret']}\n` +
      'Guárdalo en el receptor para verificar la cabecera webhook-signature de cada entrega.',
  },
  {
    name: 'webhooks list',
    summary: 'Lista los endpoints de webhooks de una cuenta, del más reciente al más antiguo.',
    options: { account: text('ID|NOMBRE', true), env: text('live|test'), ...page },
    request: (v) => ({
      method: 'GET',
      path: pathWithQuery(accountPath(v), {
        environment: str(v['env']),
        limit: str(v['limit']),
        starting_after: str(v['starting-after']),
      }),
    }),
    describe: (r) => {
      const data = r['data'] as Result[];
      if (data.length === 0) return 'La cuenta no tiene endpoints de webhooks.';
      return [...data.map(endpointLine), ...moreHint(r)].join('\n');
    },
  },
  {
    name: 'webhooks get',
    summary: 'Muestra un endpoint de webhooks; con --reveal-secret, también su secreto de firma.',
    id: 'ID',
    options: { 'reveal-secret': { type: 'boolean' } },
    request: (v, id) => ({
      method: 'GET',
      path: endpointPath(id, v['reveal-secret'] === true ? '/secret' : ''),
    }),
    describe: (r) =>
      `Endpoint de webhooks: ${endpointLine(r)}.` +
      (r['description'] ? `\nDescripción: ${r['description']}` : '') +
      (r['secret'] ? `\nSecreto de firma: ${r['secret']}` : ''),
  },
  {
    name: 'webhooks update',
    summary: 'Cambia la URL, los eventos, la descripción o si un endpoint está habilitado.',
    id: 'ID',
    options: {
      url: text('URL'),
      events: text('a,b|*'),
      description: text('TEXTO'),
      enabled: text('true|false'),
    },
    request: (v, id) => ({
      method: 'PATCH',
      path: endpointPath(id),
      body: {
        url: str(v['url']),
        enabled_events: events(v['events']),
        // An empty description clears it.
        description: v['description'] === '' ? null : str(v['description']),
        enabled: flag(v['enabled']),
      },
    }),
    describe: (r) => `Endpoint de webhooks actualizado: ${endpointLine(r)}.`,
  },
  {
    name: 'webhooks delete',
    summary: 'Elimina un endpoint de webhooks con sus entregas.',
    id: 'ID',
    options: {},
    request: (_v, id) => ({ method: 'DELETE', path: endpointPath(id) }),
    describe: (r) => `Endpoint de webhooks eliminado: ${r['id']}.`,
  },
  {
    name: 'webhooks rotate-secret',
    summary: 'Da un secreto de firma nuevo a un endpoint; el anterior firma junto a él durante 24 h.',
    id: 'ID',
    options: {},
    request: (_v, id) => ({ method: 'POST', path: endpointPath(id, '/rotate-secret') }),
    describe: (r) =>
      `Secreto rotado: ${r['id']}.\n` +
      `Secreto de firma nuevo: ${r['secret']}\n` +
      'El anterior sigue firmando junto al nuevo durante 24 h: cambia el receptor al nuevo antes de que venza.',
  },
  {
    name: 'webhooks deliveries',
    summary: 'Lista las entregas de un endpoint, de la más reciente a la más antigua, con sus intentos.',
    id: 'ID',
    options: { status: text('pending|succeeded|failed'), event: text('EVENT_ID'), ...page },
    request: (v, id) => ({
      method: 'GET',
      path: pathWithQuery(endpointPath(id, '/deliveries'), {
        status: str(v['status']),
        event_id: str(v['event']),
        limit: str(v['limit']),
        starting_after: str(v['starting-after']),
      }),
    }),
    describe: (r) => {
      const data = r['data'] as Result[];
      if (data.length === 0) return 'No hay entregas de este endpoint con esos filtros.';
      return [...data.map(deliveryLine), ...moreHint(r)].join('\n');
    },
  },
  {
    name: 'webhooks redeliver',
    summary: 'Envía de nuevo un evento a un endpoint, como una entrega nueva con el mismo webhook-id.',
    id: 'ID',
    options: { event: text('EVENT_ID', true) },
    request: (v, id) => ({
      method: 'POST',
      path: endpointPath(id, '/redeliver'),
      body: { event_id: v['event'] },
    }),
    describe: (r) => `Reenvío en cola: entrega ${r['id']} del evento ${r['event_id']} (${r['event_type']}).`,
  },
];
