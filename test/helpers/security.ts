import { expect } from 'vitest';
import { type Environment, SCOPES, type Scope } from '#src/contract/api.js';
import type { Db } from '#src/db/database.js';
import { PUBLIC_PREFIX } from '#src/http/public/public-app.js';
import { SYNC_PREFIX } from '#src/http/sync/schemas.js';
import { insertProductGraph } from './catalog-fixtures.js';
import type { AdminClient, TestServer } from './harness.js';
import type { ApiClient, ApiResponse } from './http.js';
import { cashSessionRecord, invoiceRecord, quoteRecord, saleRecord, uploaded } from './sales-fixtures.js';

/** Values of a path's `{placeholders}`, such as `{ id }`. */
export type PathParams = Record<string, string>;

/** The account a resource is made in, with a key holding every scope in `environment`. */
export interface ResourceOwner {
  api: ApiClient;
  accountId: string;
  environment: Environment;
  admin: AdminClient;
  /** For resources only devices make (products with variants), stored through the repository. */
  db: Db;
}

/** Makes one resource a by-id route can address and returns its placeholder values. */
export type ResourceFactory = (owner: ResourceOwner) => Promise<PathParams>;

export interface PublicRoute {
  method: 'GET' | 'POST' | 'PATCH';
  /** Relative to /public/v1, with `{name}` placeholders, as SPEC.md writes it. */
  path: string;
  /** The scope the route needs; null for GET /me, which any valid key may call. */
  scope: Scope | null;
  /** A body the route accepts (writes); `{name}` in a string value is filled from the resource. */
  body?: object;
  /** For routes with placeholders: how to make a resource they can address. */
  resource?: ResourceFactory;
}

async function created(response: Promise<ApiResponse>): Promise<PathParams> {
  const res = await response;
  if (res.status !== 201) throw new Error(`setup write answered ${res.status}: ${res.text}`);
  return { id: res.body.id };
}

const defaultWarehouse = (owner: ResourceOwner) =>
  created(
    owner.admin
      .raw()
      .post(
        `/accounts/${owner.accountId}/warehouses`,
        { environment: owner.environment, name: 'Bodega de seguridad', is_default: true },
        { idempotencyKey: null },
      ),
  );

/** A product stock can move for (simple, with a default warehouse), as `{product_id}` for a body. */
async function movableProduct(owner: ResourceOwner): Promise<PathParams> {
  await defaultWarehouse(owner);
  const product = await created(
    owner.api.post('/products', { name: 'Producto con inventario', base_price: 1000 }),
  );
  return { product_id: product['id']! };
}

/** One small function per kind of resource the by-id routes address. */
export const resources = {
  customer: (owner: ResourceOwner) => created(owner.api.post('/customers', { name: 'Cliente de seguridad' })),
  category: (owner: ResourceOwner) =>
    created(owner.api.post('/categories', { name: 'Categoría de seguridad' })),
  product: (owner: ResourceOwner) =>
    created(owner.api.post('/products', { name: 'Producto de seguridad', base_price: 1000 })),
  productVariant: async (owner: ResourceOwner) => {
    const graph = await insertProductGraph(owner.db, owner, 'simple', 1);
    return { id: graph.id, variantId: graph.variantIds[0]! };
  },
  sale: (owner: ResourceOwner) => uploaded(owner, (device) => device.sale(saleRecord())),
  invoice: (owner: ResourceOwner) => uploaded(owner, (device) => device.invoice(invoiceRecord(saleRecord()))),
  quote: (owner: ResourceOwner) => uploaded(owner, (device) => device.quote(quoteRecord())),
  cashSession: (owner: ResourceOwner) => uploaded(owner, (device) => device.cashSession(cashSessionRecord())),
  warehouse: (owner: ResourceOwner) => defaultWarehouse(owner),
  movableProduct: (owner: ResourceOwner) => movableProduct(owner),
  stockMovement: async (owner: ResourceOwner) => {
    const { product_id } = await movableProduct(owner);
    return created(owner.api.post('/inventory/movements', { product_id, type: 'in', quantity: 1 }));
  },
  /** The event a new customer records, found as an integrator would: the newest of its type. */
  event: async (owner: ResourceOwner) => {
    await resources.customer(owner);
    const res = await owner.api.get('/events', { type: 'customer.created', limit: 1 });
    if (res.status !== 200) throw new Error(`GET /events answered ${res.status}: ${res.text}`);
    return { id: res.body.data[0].id };
  },
} satisfies Record<string, ResourceFactory>;

/**
 * Every guarded route of the public API, one entry each. A route registered on the public app
 * but missing here fails the completeness test in security.test.ts: add it with its scope,
 * a valid body for writes and, for by-id routes, a resource factory.
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { method: 'GET', path: '/me', scope: null },
  { method: 'GET', path: '/customers', scope: 'customers:read' },
  { method: 'POST', path: '/customers', scope: 'customers:write', body: { name: 'Cliente nuevo' } },
  { method: 'GET', path: '/customers/{id}', scope: 'customers:read', resource: resources.customer },
  {
    method: 'PATCH',
    path: '/customers/{id}',
    scope: 'customers:write',
    body: { phone: '+57 300 000 0000' },
    resource: resources.customer,
  },
  { method: 'GET', path: '/categories', scope: 'products:read' },
  { method: 'POST', path: '/categories', scope: 'products:write', body: { name: 'Categoría nueva' } },
  { method: 'GET', path: '/categories/{id}', scope: 'products:read', resource: resources.category },
  {
    method: 'PATCH',
    path: '/categories/{id}',
    scope: 'products:write',
    body: { sort_order: 1 },
    resource: resources.category,
  },
  { method: 'GET', path: '/products', scope: 'products:read' },
  {
    method: 'POST',
    path: '/products',
    scope: 'products:write',
    body: { name: 'Producto nuevo', base_price: 1000 },
  },
  { method: 'GET', path: '/products/{id}', scope: 'products:read', resource: resources.product },
  {
    method: 'PATCH',
    path: '/products/{id}',
    scope: 'products:write',
    body: { base_price: 1200 },
    resource: resources.product,
  },
  {
    method: 'PATCH',
    path: '/products/{id}/variants/{variantId}',
    scope: 'products:write',
    body: { label: 'Talla M' },
    resource: resources.productVariant,
  },
  { method: 'GET', path: '/sales', scope: 'sales:read' },
  { method: 'GET', path: '/sales/{id}', scope: 'sales:read', resource: resources.sale },
  { method: 'GET', path: '/invoices', scope: 'invoices:read' },
  { method: 'GET', path: '/invoices/{id}', scope: 'invoices:read', resource: resources.invoice },
  { method: 'GET', path: '/quotes', scope: 'quotes:read' },
  { method: 'GET', path: '/quotes/{id}', scope: 'quotes:read', resource: resources.quote },
  { method: 'GET', path: '/cash-sessions', scope: 'cash:read' },
  { method: 'GET', path: '/cash-sessions/{id}', scope: 'cash:read', resource: resources.cashSession },
  { method: 'GET', path: '/reports/daily-sales', scope: 'reports:read' },
  { method: 'GET', path: '/warehouses', scope: 'inventory:read' },
  { method: 'GET', path: '/warehouses/{id}', scope: 'inventory:read', resource: resources.warehouse },
  { method: 'GET', path: '/inventory/movements', scope: 'inventory:read' },
  { method: 'GET', path: '/inventory/levels', scope: 'inventory:read' },
  {
    method: 'GET',
    path: '/inventory/movements/{id}',
    scope: 'inventory:read',
    resource: resources.stockMovement,
  },
  {
    method: 'POST',
    path: '/inventory/movements',
    scope: 'inventory:write',
    body: { product_id: '{product_id}', type: 'in', quantity: 1 },
    resource: resources.movableProduct,
  },
  { method: 'GET', path: '/events', scope: 'events:read' },
  { method: 'GET', path: '/events/{id}', scope: 'events:read', resource: resources.event },
];

/**
 * Routes every listener serves outside this table, matched by prefix on the full path: the
 * reference documents and the browser's icon, which need no key; device sync, whose devices
 * authenticate with their own tokens; and the probes.
 */
export const OUTSIDE_TABLE_PREFIXES = [
  '/public/v1/openapi.json',
  '/public/v1/docs',
  '/docs',
  '/favicon.ico',
  SYNC_PREFIX,
  '/healthz',
  '/readyz',
];

export const isOutsideTable = (fullPath: string): boolean =>
  OUTSIDE_TABLE_PREFIXES.some((prefix) => fullPath === prefix || fullPath.startsWith(`${prefix}/`));

export const routeName = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? crypto.randomUUID());
}

/** Fresh ids for every placeholder of a route's path and body: ids no account has. */
export const unknownParams = (route: PublicRoute): PathParams =>
  Object.fromEntries(
    [...(route.path + JSON.stringify(route.body ?? {})).matchAll(/\{(\w+)\}/g)].map(([, name]) => [
      name!,
      crypto.randomUUID(),
    ]),
  );

/**
 * An error body with what legitimately differs between two requests taken out (the ids it
 * echoes and the request id), so that two answers can be compared for what they reveal.
 */
export function withoutIds(body: { error: Record<string, unknown> }, params: PathParams) {
  let text = JSON.stringify({ ...body.error, request_id: undefined });
  for (const [name, value] of Object.entries(params)) text = text.replaceAll(value, `{${name}}`);
  return JSON.parse(text);
}

/** Calls a route as an integrator would, with its valid body; unset placeholders get unknown ids. */
export function callRoute(
  route: PublicRoute,
  api: ApiClient,
  options: { params?: PathParams; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers = {
    ...(route.method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
    ...options.headers,
  };
  // A body may name resources too (`{product_id}`), filled like the path's placeholders.
  const body = route.body && JSON.parse(fillPath(JSON.stringify(route.body), options.params));
  return api.request(route.method, fillPath(route.path, options.params), body, { headers });
}

/**
 * Calls a route with everything the route itself would reject (malformed ids, an unknown
 * query parameter, a body that is not JSON): only a check that runs earlier may answer.
 */
export function callRouteInvalid(
  route: PublicRoute,
  api: ApiClient,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const path = `${route.path.replace(/\{(\w+)\}/g, 'not-a-uuid')}?no_such_param=1`;
  const write = route.method !== 'GET';
  return api.request(route.method, path, undefined, { headers, ...(write ? { raw: '{' } : {}) });
}

/** The error envelope, with `Request-Id` equal to `error.request_id` and the 401 challenge. */
export function expectError(res: ApiResponse, status: number, code: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body.error.code).toBe(code);
  expect(res.body.error.message).toMatch(/\S/);
  expect(res.body.error.request_id).toMatch(/^req_[0-9A-Za-z]+$/);
  expect(res.headers.get('request-id')).toBe(res.body.error.request_id);
  if (status === 401) expect(res.headers.get('www-authenticate')).toBe('Bearer');
}

/** The scopes of a key that can call the route and nothing more (any one scope for GET /me). */
export const scopesFor = (route: PublicRoute): Scope[] => (route.scope ? [route.scope] : ['reports:read']);
/** Every scope except the one the route needs. */
export const allScopesBut = (scope: Scope): Scope[] => SCOPES.filter((s) => s !== scope);

/**
 * A route as the router prints it: every method and full path, from `printRoutes`' tree
 * (each line adds its segment to its parent's path; depth is the indentation in steps of 4).
 */
export function registeredRoutes(app: { printRoutes(options: { commonPrefix: false }): string }) {
  const found: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, path });
  }
  return found;
}

/** Full router path (`/public/v1/customers/:id`) to the table's form (`/customers/{id}`). */
export const tablePath = (fullPath: string): string =>
  (fullPath.startsWith(`${PUBLIC_PREFIX}/`) ? fullPath.slice(PUBLIC_PREFIX.length) : fullPath).replace(
    /:(\w+)/g,
    '{$1}',
  );

/** The accounts and keys the shared checks use, all made through the operator interface. */
export interface SecurityFixtures {
  owner: { accountId: string; live: ApiClient; test: ApiClient };
  /** Another account on plan pro: its resources must stay invisible to `owner`. */
  stranger: { accountId: string; test: ApiClient };
  free: { accountId: string; test: ApiClient };
  plus: { accountId: string; test: ApiClient };
  inactive: { test: ApiClient };
  revoked: { test: ApiClient };
  expired: { test: ApiClient };
  /** A test-environment key of `accountId` (default: owner) with exactly these scopes. */
  keyWith(scopes: string[], accountId?: string): Promise<ApiClient>;
  /** A revoked test-environment key of the free account. */
  freeRevoked: { test: ApiClient };
  owns(environment: Environment, account?: 'owner' | 'stranger'): ResourceOwner;
}

export async function securityFixtures(server: TestServer): Promise<SecurityFixtures> {
  const { admin } = server;
  const [owner, stranger, free, plus, inactive] = await Promise.all([
    server.tenant({ name: 'Dueña' }),
    server.tenant({ name: 'Ajena' }),
    server.tenant({ plan: 'free' }),
    server.tenant({ plan: 'plus' }),
    server.tenant(),
  ]);
  await admin.updateAccount(inactive.accountId, { status: 'inactive' });
  const keyWith = async (scopes: string[], accountId = owner.accountId, expiresAt?: Date) => {
    const key = await admin.createKey(accountId, {
      environment: 'test',
      scopes,
      ...(expiresAt ? { expires_at: expiresAt.toISOString() } : {}),
    });
    return { id: key.id as string, api: server.api('test', key.secret) };
  };
  const revoke = async (key: { id: string; api: ApiClient }) => {
    await admin.revokeKey(key.id);
    return { test: key.api };
  };
  const expired = await keyWith(['*'], owner.accountId, new Date(Date.now() - 60_000));
  return {
    owner,
    stranger,
    free,
    plus,
    inactive,
    revoked: await revoke(await keyWith(['*'])),
    expired: { test: expired.api },
    freeRevoked: await revoke(await keyWith(['*'], free.accountId)),
    keyWith: async (scopes, accountId) => (await keyWith(scopes, accountId)).api,
    owns: (environment, account = 'owner') => {
      const tenant = account === 'owner' ? owner : stranger;
      return {
        api: tenant[environment],
        accountId: tenant.accountId,
        environment,
        admin,
        db: server.caja.services.db,
      };
    },
  };
}
