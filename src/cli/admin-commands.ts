import { pathWithQuery } from '#src/clients/admin-client.js';
import type { AdminCommand, AdminRequest, Values } from './admin-command.js';
import { CliError } from './cli-error.js';
import { WEBHOOK_COMMANDS } from './webhook-commands.js';

const str = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
const text = (hint: string, required = false) => ({ type: 'string' as const, required, hint });

/** `--app-version` as the API takes it: three numbers separated by dots. */
const appVersion = (value: unknown): string | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^\d+\.\d+\.\d+$/.test(value)) return value;
  throw new CliError(
    `--app-version debe tener la forma X.Y.Z, tres números separados por puntos (por ejemplo 4.6.2); llegó "${String(value)}".`,
  );
};

/** `GET /accounts/{--account}/<resource>`, of one environment when `--env` is given. */
const ofAccount =
  (resource: string) =>
  (v: Values): AdminRequest => ({
    method: 'GET',
    path: pathWithQuery(`/accounts/${encodeURIComponent(String(v['account']))}/${resource}`, {
      environment: str(v['env']),
    }),
  });

/** A listing's items, a line each, or `empty` when it has none. */
const lineEach = (
  result: Record<string, unknown>,
  empty: string,
  line: (item: Record<string, unknown>) => string,
): string => {
  const data = result['data'] as Array<Record<string, unknown>>;
  return data.length === 0 ? empty : data.map(line).join('\n');
};

export const ADMIN_COMMANDS: AdminCommand[] = [
  {
    name: 'accounts create',
    summary: 'Crea una cuenta (negocio).',
    options: { name: text('NOMBRE', true), plan: text('free|plus|pro'), email: text('CORREO') },
    request: (v) => ({
      method: 'POST',
      path: '/accounts',
      body: { name: v['name'], plan: str(v['plan']), email: str(v['email']) },
    }),
    describe: (r) => `Cuenta creada: ${r['id']} (${r['name']}, plan ${r['plan']}).`,
  },
  {
    name: 'accounts list',
    summary: 'Busca cuentas por nombre o correo del dueño, de la más reciente a la más antigua.',
    options: { q: text('TEXTO'), limit: text('1-100'), 'starting-after': text('CURSOR') },
    request: (v) => ({
      method: 'GET',
      path: pathWithQuery('/accounts', {
        q: str(v['q']),
        limit: str(v['limit']),
        starting_after: str(v['starting-after']),
      }),
    }),
    describe: (r) => {
      const listed = lineEach(
        r,
        'Ninguna cuenta coincide.',
        (a) =>
          `${a['id']}  ${a['name']}  plan ${a['plan']}, ${a['status']}${a['email'] ? `, ${a['email']}` : ''}`,
      );
      return r['has_more'] ? `${listed}\nHay más: repite con --starting-after ${r['next_cursor']}` : listed;
    },
  },
  {
    name: 'accounts update',
    summary: 'Cambia el plan, el estado o el correo del dueño (con el que entra a la consola).',
    id: 'ID',
    options: { plan: text('free|plus|pro'), status: text('active|inactive'), email: text('CORREO') },
    request: (v, id) => ({
      method: 'PATCH',
      path: `/accounts/${encodeURIComponent(id)}`,
      body: { plan: str(v['plan']), status: str(v['status']), email: str(v['email']) },
    }),
    describe: (r) => `Cuenta actualizada: ${r['id']} (plan ${r['plan']}, estado ${r['status']}).`,
  },
  {
    name: 'keys create',
    summary: 'Crea una llave de API; el secreto se muestra solo esta vez.',
    options: {
      account: text('ID|NOMBRE', true),
      env: text('live|test', true),
      scopes: text('a,b|*'),
      name: text('NOMBRE'),
      'expires-at': text('FECHA_ISO'),
    },
    request: (v) => ({
      method: 'POST',
      path: `/accounts/${encodeURIComponent(String(v['account']))}/api-keys`,
      body: {
        environment: v['env'],
        scopes: (str(v['scopes']) ?? '*').split(',').map((s) => s.trim()),
        name: str(v['name']),
        expires_at: str(v['expires-at']),
      },
    }),
    describe: (r) =>
      `Llave creada: ${r['id']} (${r['environment']}, permisos ${(r['scopes'] as string[]).join(', ')}).\n` +
      `Secreto (se muestra solo esta vez): ${r['secret']}`,
  },
  {
    name: 'keys list',
    summary: 'Lista las llaves de API de una cuenta (--account acepta el id o el nombre, como demo).',
    options: { account: text('ID|NOMBRE', true), env: text('live|test') },
    request: ofAccount('api-keys'),
    describe: (r) =>
      lineEach(r, 'La cuenta no tiene llaves de API. Crea una con `caja keys create`.', (k) => {
        const state = k['revoked_at'] ? 'revocada' : k['expires_at'] ? `vence ${k['expires_at']}` : 'activa';
        const used = k['last_used_at'] ? `, último uso ${k['last_used_at']}` : ', sin uso';
        return `${k['id']}  caja_${k['environment']}_…${k['last4']}  ${k['name'] ?? '(sin nombre)'}  ${state}${used}; permisos ${(k['scopes'] as string[]).join(', ')}`;
      }),
  },
  {
    name: 'keys revoke',
    summary: 'Revoca una llave de API.',
    id: 'ID',
    options: {},
    request: (_v, id) => ({ method: 'POST', path: `/api-keys/${encodeURIComponent(id)}/revoke` }),
    describe: (r) => `Llave revocada: ${r['id']}.`,
  },
  {
    name: 'devices add',
    summary: 'Registra un dispositivo (caja); su token se muestra solo esta vez.',
    options: {
      account: text('ID|NOMBRE', true),
      env: text('live|test', true),
      name: text('NOMBRE'),
      kind: text('primary|satellite|kitchen'),
      platform: text('PLATAFORMA'),
      'app-version': text('X.Y.Z (versión de la app de la caja, tres números, p. ej. 4.6.2)'),
    },
    request: (v) => ({
      method: 'POST',
      path: `/accounts/${encodeURIComponent(String(v['account']))}/devices`,
      body: {
        environment: v['env'],
        name: str(v['name']),
        kind: str(v['kind']),
        platform: str(v['platform']),
        app_version: appVersion(v['app-version']),
      },
    }),
    describe: (r) =>
      `Dispositivo creado: ${r['id']} (${r['kind']}, ${r['environment']}).\n` +
      `Token del dispositivo (se muestra solo esta vez): ${r['token']}`,
  },
  {
    name: 'devices list',
    summary: 'Lista los dispositivos (cajas) de una cuenta, con su versión y su última sincronización.',
    options: { account: text('ID|NOMBRE', true), env: text('live|test') },
    request: ofAccount('devices'),
    describe: (r) =>
      lineEach(r, 'La cuenta no tiene dispositivos. Registra uno con `caja devices add`.', (d) => {
        const state = d['revoked_at'] ? 'revocado' : `última sincronización ${d['last_sync_at'] ?? 'nunca'}`;
        return `${d['id']}  ${d['name'] ?? '(sin nombre)'}  ${d['kind']}, ${d['environment']}, versión ${d['app_version'] ?? '?'}; ${state}`;
      }),
  },
  {
    name: 'devices revoke',
    summary: 'Revoca un dispositivo.',
    id: 'ID',
    options: {},
    request: (_v, id) => ({ method: 'POST', path: `/devices/${encodeURIComponent(id)}/revoke` }),
    describe: (r) => `Dispositivo revocado: ${r['id']}.`,
  },
  {
    name: 'warehouses add',
    summary: 'Crea una bodega, como si la hubiera creado un dispositivo.',
    options: {
      account: text('ID|NOMBRE', true),
      env: text('live|test', true),
      name: text('NOMBRE', true),
      default: { type: 'boolean' },
    },
    request: (v) => ({
      method: 'POST',
      path: `/accounts/${encodeURIComponent(String(v['account']))}/warehouses`,
      body: { environment: v['env'], name: v['name'], is_default: v['default'] === true },
    }),
    describe: (r) => `Bodega creada: ${r['id']} (${r['name']}${r['is_default'] ? ', por defecto' : ''}).`,
  },
  ...WEBHOOK_COMMANDS,
];

/** `--name NOMBRE [--plan free|plus|pro]`: the options of a command, as the usage shows them. */
export function optionsUsage(command: Pick<AdminCommand, 'id' | 'options'>): string {
  const parts = command.id ? [command.id] : [];
  for (const [name, option] of Object.entries(command.options)) {
    const flag = option.type === 'boolean' ? `--${name}` : `--${name} ${option.hint ?? 'VALOR'}`;
    parts.push(option.required ? flag : `[${flag}]`);
  }
  return parts.join(' ');
}
