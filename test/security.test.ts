import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/harness.js';
import {
  allScopesBut,
  callRoute,
  callRouteInvalid,
  expectError,
  isOutsideTable,
  PUBLIC_ROUTES,
  type PublicRoute,
  registeredRoutes,
  routeName,
  type SecurityFixtures,
  scopesFor,
  securityFixtures,
  tablePath,
  unknownParams,
  withoutIds,
} from './helpers/security.js';

let server: TestServer;
let fx: SecurityFixtures;

// Every route's checks share one account; its request budget is raised so that a longer route
// table never trips RATE_LIMITED, which these checks do not test.
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_ACCOUNT: '1000000', RATE_LIMIT_PER_KEY: '1000000' });
  fx = await securityFixtures(server);
});
afterAll(() => server.close());

/** A resource of the owner in the test environment, for routes that address one. */
const ownParams = (route: PublicRoute) => (route.resource ? route.resource(fx.owns('test')) : {});

describe.each(PUBLIC_ROUTES.map((route) => [routeName(route), route] as const))('%s', (_, route) => {
  const { scope } = route;

  // The control for every check below. Node's fetch sends Sec-Fetch-Mode, so it must not count
  // as a browser (DECISIONS.md); it is sent explicitly to keep that true whatever the client.
  it('answers 2xx to a key holding only the scope it needs, Sec-Fetch-Mode notwithstanding', async () => {
    const api = await fx.keyWith(scopesFor(route));
    const res = await callRoute(route, api, {
      params: await ownParams(route),
      headers: { 'Sec-Fetch-Mode': 'cors' },
    });
    expect(res.status, res.text).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('request-id')).toMatch(/^req_[0-9A-Za-z]+$/);
  });

  it('refuses a request without a key: 401 UNAUTHENTICATED with WWW-Authenticate: Bearer', async () => {
    expectError(await callRoute(route, fx.owner.test.withKey(null)), 401, 'UNAUTHENTICATED');
    if (route.method === 'GET') {
      const head = await fx.owner.test.withKey(null).request('HEAD', route.path.replace(/\{\w+\}/g, 'x'));
      expect(head.status).toBe(401);
    }
  });

  it.each([
    ['a malformed key', 'not-a-caja-key'],
    ['a key too short to be real', 'caja_test_abc123'],
    ['a well-formed key nobody issued', `caja_test_${'A1b2C3d4E5'.repeat(4)}`],
  ])('refuses %s with INVALID_API_KEY', async (_, key) => {
    expectError(await callRoute(route, fx.owner.test.withKey(key)), 401, 'INVALID_API_KEY');
  });

  it('refuses a key of the other environment with API_KEY_WRONG_ENVIRONMENT, both ways', async () => {
    const liveKeyOnTest = fx.owner.test.withKey(fx.owner.live.key);
    const testKeyOnLive = fx.owner.live.withKey(fx.owner.test.key);
    expectError(await callRoute(route, liveKeyOnTest), 401, 'API_KEY_WRONG_ENVIRONMENT');
    expectError(await callRoute(route, testKeyOnLive), 401, 'API_KEY_WRONG_ENVIRONMENT');
  });

  it('refuses a revoked key with API_KEY_REVOKED', async () => {
    expectError(await callRoute(route, fx.revoked.test), 401, 'API_KEY_REVOKED');
  });

  it('refuses an expired key with API_KEY_EXPIRED', async () => {
    expectError(await callRoute(route, fx.expired.test), 401, 'API_KEY_EXPIRED');
  });

  it('refuses the key of an inactive account with ACCOUNT_INACTIVE', async () => {
    expectError(await callRoute(route, fx.inactive.test), 401, 'ACCOUNT_INACTIVE');
  });

  it.each([
    'free',
    'plus',
  ] as const)('on plan %s: PLAN_REQUIRED, except GET /me which answers with the plan', async (plan) => {
    const res = await callRoute(route, fx[plan].test);
    if (route.path === '/me') {
      expect(res.status).toBe(200);
      expect(res.body.plan).toBe(plan);
    } else {
      expectError(res, 403, 'PLAN_REQUIRED');
    }
  });

  it.skipIf(!scope)('refuses a key holding every scope but its own with INSUFFICIENT_SCOPE', async () => {
    const res = await callRoute(route, await fx.keyWith(allScopesBut(scope!)));
    expectError(res, 403, 'INSUFFICIENT_SCOPE');
    expect(res.body.error.required_scope).toBe(scope);
  });

  describe('browser requests', () => {
    it.each([
      ['Origin', { Origin: 'https://tienda.example.co' }],
      ['Sec-Fetch-Site alone', { 'Sec-Fetch-Site': 'cross-site' }],
    ])('refuses one carrying %s, even with a valid key, and sends no CORS headers', async (_, headers) => {
      const res = await callRoute(route, fx.owner.test, { headers });
      expectError(res, 403, 'BROWSER_REQUESTS_NOT_ALLOWED');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses a CORS preflight (OPTIONS) without any CORS headers', async () => {
      const res = await fx.owner.test
        .withKey(null)
        .request('OPTIONS', route.path.replace(/\{\w+\}/g, 'x'), undefined, {
          headers: {
            Origin: 'https://tienda.example.co',
            'Access-Control-Request-Method': route.method,
            'Access-Control-Request-Headers': 'authorization, content-type',
          },
        });
      expectError(res, 403, 'BROWSER_REQUESTS_NOT_ALLOWED');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toBeNull();
    });
  });

  it.skipIf(!route.resource)(
    'answers NOT_FOUND, shaped as for an unknown id, for an id of another account or environment',
    async () => {
      const unknownIds = unknownParams(route);
      const unknown = await callRoute(route, fx.owner.test, { params: unknownIds });
      expectError(unknown, 404, 'NOT_FOUND');
      const strangers = await route.resource!(fx.owns('test', 'stranger'));
      const ownLive = await route.resource!(fx.owns('live'));
      for (const params of [strangers, ownLive]) {
        const res = await callRoute(route, fx.owner.test, { params });
        expectError(res, 404, 'NOT_FOUND');
        expect(withoutIds(res.body, params)).toEqual(withoutIds(unknown.body, unknownIds));
      }
    },
  );

  describe('check order: route, browser guard, authentication, plan, scope, then the request', () => {
    it('refuses a browser before asking for a key', async () => {
      const res = await callRoute(route, fx.owner.test.withKey(null), {
        headers: { Origin: 'https://x.co' },
      });
      expectError(res, 403, 'BROWSER_REQUESTS_NOT_ALLOWED');
    });

    it('authenticates before reading the request (ids, query, body)', async () => {
      expectError(await callRouteInvalid(route, fx.owner.test.withKey(null)), 401, 'UNAUTHENTICATED');
      expectError(await callRouteInvalid(route, fx.revoked.test), 401, 'API_KEY_REVOKED');
    });

    it('authenticates before checking the plan', async () => {
      expectError(await callRoute(route, fx.freeRevoked.test), 401, 'API_KEY_REVOKED');
    });

    it.skipIf(!scope)('checks the plan before the scope', async () => {
      const api = await fx.keyWith(allScopesBut(scope!), fx.free.accountId);
      expectError(await callRoute(route, api), 403, 'PLAN_REQUIRED');
    });

    it.skipIf(!scope)('checks the scope before reading the request', async () => {
      const api = await fx.keyWith(allScopesBut(scope!));
      expectError(await callRouteInvalid(route, api), 403, 'INSUFFICIENT_SCOPE');
    });
  });
});

describe('routes that do not exist', () => {
  it.each([
    ['an unknown path', 'GET', '/public/v1/nothing-here'],
    ['an unknown method on a known path', 'DELETE', '/public/v1/customers'],
    ['a path outside the API prefix', 'GET', '/public/v2/me'],
  ])('answer ROUTE_NOT_FOUND to %s, before asking for a key', async (_, method, path) => {
    const res = await fetch(server.urls.test + path, { method });
    expectError(await asApiResponse(res), 404, 'ROUTE_NOT_FOUND');
  });

  it('answer ROUTE_NOT_FOUND even to a browser, since the route check comes first', async () => {
    const res = await fetch(`${server.urls.live}/public/v1/nothing-here`, {
      headers: { Origin: 'https://tienda.example.co' },
    });
    expectError(await asApiResponse(res), 404, 'ROUTE_NOT_FOUND');
  });
});

describe('the route table', () => {
  it('lists every guarded route each public app registers, and only those (add new routes to PUBLIC_ROUTES)', () => {
    const listed = PUBLIC_ROUTES.map(routeName).sort();
    for (const app of [server.caja.live, server.caja.test]) {
      const guarded = registeredRoutes(app)
        .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isOutsideTable(r.path))
        .map((r) => routeName({ method: r.method, path: tablePath(r.path) }))
        .sort();
      expect(guarded).toEqual(listed);
    }
  });

  it('has one entry per route', () => {
    const names = PUBLIC_ROUTES.map(routeName);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('request ids', () => {
  it('are unique per response', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => fx.owner.test.get('/me')));
    const ids = responses.map((r) => r.headers.get('request-id'));
    expect(new Set(ids).size).toBe(3);
  });
});

async function asApiResponse(res: Response) {
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text), text };
}
