import type { DatabaseHandle } from '#src/db/database.js';
import { createAccount } from '#src/domain/accounts/accounts.service.js';
import { createApiKey } from '#src/domain/api-keys/api-keys.service.js';
import { addDevice } from '#src/domain/devices/devices.service.js';
import { createWarehouse } from '#src/domain/inventory/warehouses.service.js';
import { migrateToLatest } from '#src/migrate.js';
import { movement, sale, uploadBatch } from './ingest-records.js';
import type { RunningServer } from './servers.js';

/**
 * The mixed load of the memory benches (bench/memory.ts, bench/memory-flags.ts): 8 workers, two
 * listing customers, products, sales, stock levels and events, two creating customers (with an
 * Idempotency-Key) and editing them, two uploading sales and stock movements as the register,
 * two reading its change feed.
 */
export const WORKERS = 8;

/** What the bench's API key may do: everything the load asks. */
const SCOPES = [
  'customers:read',
  'customers:write',
  'products:read',
  'sales:read',
  'inventory:read',
  'events:read',
];

export interface Fixture {
  apiKey: string;
  deviceToken: string;
  warehouseId: string;
}

/** One account on plan pro with a live key of every scope, a register and a warehouse. */
export async function prepare(handle: DatabaseHandle): Promise<Fixture> {
  try {
    await migrateToLatest(handle);
    const now = new Date();
    const account = await createAccount(handle.db, { name: 'Tienda La Memoria', plan: 'pro' }, now);
    const { secret } = await createApiKey(
      handle.db,
      account.id,
      {
        environment: 'live',
        name: 'bench',
        scopes: SCOPES,
      },
      now,
      { who: 'bench', ip: null },
    );
    const { token } = await addDevice(
      handle.db,
      account.id,
      { environment: 'live', kind: 'primary', name: 'Caja 1', appVersion: '4.2.0' },
      now,
    );
    const warehouse = await handle.db
      .transaction()
      .execute((tx) =>
        createWarehouse(
          tx,
          { accountId: account.id, environment: 'live' },
          { name: 'Bodega', isDefault: true },
          now,
        ),
      );
    return { apiKey: secret, deviceToken: token, warehouseId: warehouse.id };
  } finally {
    await handle.close();
  }
}

/**
 * The same account made through the operator API of a running Caja, as an operator would on a
 * server that made its database itself (bench/memory.ts measures a first start).
 */
export async function prepareThroughAdmin(caja: { adminUrl: string; adminToken: string }): Promise<Fixture> {
  const admin = (path: string, body: unknown) =>
    call(`${caja.adminUrl}${path}`, caja.adminToken, {
      method: 'POST',
      body: JSON.stringify(body),
    }) as Promise<Record<string, string>>;
  const account = await admin('/accounts', { name: 'Tienda La Memoria', plan: 'pro' });
  const key = await admin(`/accounts/${account['id']}/api-keys`, {
    environment: 'live',
    name: 'bench',
    scopes: SCOPES,
  });
  const device = await admin(`/accounts/${account['id']}/devices`, {
    environment: 'live',
    kind: 'primary',
    name: 'Caja 1',
    app_version: '4.2.0',
  });
  const warehouse = await admin(`/accounts/${account['id']}/warehouses`, {
    environment: 'live',
    name: 'Bodega',
    is_default: true,
  });
  return { apiKey: key['secret']!, deviceToken: device['token']!, warehouseId: warehouse['id']! };
}

async function call(url: string, token: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.text();
  if (response.status >= 300)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body ? JSON.parse(body) : null;
}

/** The 8 workers until `deadline`; the number of requests each kind completed. */
export async function load(
  caja: RunningServer,
  fixture: Fixture,
  deadline: number,
): Promise<Record<string, number>> {
  const api = caja.baseUrl;
  const sync = caja.baseUrl.replace('/public/v1', '/sync/v1');
  const done: Record<string, number> = { reads: 0, writes: 0, uploads: 0, changes: 0 };
  const lists = ['customers', 'products', 'sales', 'inventory/levels', 'events'];
  let n = 0;
  const reads = async (w: number) => {
    for (let i = w; Date.now() < deadline; i++) {
      await call(`${api}/${lists[i % lists.length]}?limit=100`, fixture.apiKey);
      done['reads']!++;
    }
  };
  const writes = async (w: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const created = (await call(`${api}/customers`, fixture.apiKey, {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ name: `Cliente ${w}-${i}`, phone: `+57 300${String(i).padStart(7, '0')}` }),
      })) as { id: string };
      await call(`${api}/customers/${created.id}`, fixture.apiKey, {
        method: 'PATCH',
        body: JSON.stringify({ last_name: `Pérez ${i}`, email: `cliente${w}.${i}@example.co` }),
      });
      done['writes']! += 2;
    }
  };
  const uploads = async () => {
    while (Date.now() < deadline) {
      const records = Array.from({ length: 25 }, () => [
        { type: 'sale', data: sale(n++) },
        { type: 'stock_movement', data: movement(n++, fixture.warehouseId) },
      ]).flat();
      await uploadBatch(`${sync}/upload`, fixture.deviceToken, JSON.stringify({ records }));
      done['uploads']!++;
    }
  };
  const changes = async () => {
    let after = 0;
    while (Date.now() < deadline) {
      const page = (await call(`${sync}/changes?after=${after}&limit=200`, fixture.deviceToken)) as {
        next_after: number;
        has_more: boolean;
      };
      // At the end of the feed it starts over, as a register set up afresh reads it whole.
      after = page.has_more ? page.next_after : 0;
      done['changes']!++;
    }
  };
  const kinds = [reads, writes, uploads, changes];
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => kinds[w % kinds.length]!(w)));
  return done;
}
