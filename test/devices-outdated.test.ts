import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsRepo } from '#src/domain/events/events.repo.js';
import { createProductWithVariants, GENEROUS_RATE_LIMITS, newSku } from './helpers/catalog-fixtures.js';
import { startTestServer, type TestServer, type TestTenant } from './helpers/harness.js';
import { addWarehouse } from './helpers/inventory-fixtures.js';

/**
 * SPEC "Product and variant edits and device versions": edits need every non-revoked device of
 * the environment at EDITS_MIN_APP_VERSION or above. 4.10.0 makes a text comparison fail.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ...GENEROUS_RATE_LIMITS, EDITS_MIN_APP_VERSION: '4.10.0' });
});
afterAll(() => server.close());

type DeviceInput = {
  environment?: string;
  name?: string;
  kind?: string;
  platform?: string;
  app_version?: string;
};
const addDevice = async (tenant: TestTenant, body: DeviceInput) =>
  (await server.admin.addDevice(tenant.accountId, { environment: 'test', ...body })) as { id: string };
const setDevice = (id: string, values: { app_version?: string; last_seen_at?: Date }) =>
  server.caja.services.db.updateTable('devices').set(values).where('id', '=', id).execute();
const events = (tenant: TestTenant, type: 'product.updated') =>
  eventsRepo.listForTenant(
    server.caja.services.db,
    { accountId: tenant.accountId, environment: 'test' },
    type,
  );

async function shopWithProduct() {
  const tenant = await server.tenant();
  const product = await tenant.test.post('/products', { name: 'Arepa', base_price: 2500, sku: newSku() });
  return { tenant, product: product.body };
}

describe('DEVICES_OUTDATED', () => {
  it('lists exactly the outdated devices of the environment, one that never reported a version included', async () => {
    const { tenant, product } = await shopWithProduct();
    const old = await addDevice(tenant, {
      name: 'Caja 1',
      kind: 'primary',
      platform: 'windows',
      app_version: '4.9.0',
    });
    await addDevice(tenant, {
      name: 'Tablet',
      kind: 'satellite',
      platform: 'android',
      app_version: '4.10.0',
    });
    await addDevice(tenant, { name: 'Cocina', kind: 'kitchen', platform: 'ios', app_version: '4.10.1' });
    await addDevice(tenant, { name: 'Nueva', kind: 'satellite', platform: 'android', app_version: '10.0.0' });
    await addDevice(tenant, { name: 'Sin versión', kind: 'satellite' });
    const beta = await addDevice(tenant, { name: 'Beta', kind: 'satellite', app_version: '4.10.0' });
    await setDevice(beta.id, { app_version: '4.10.0-beta.2' });
    const revoked = await addDevice(tenant, { name: 'Vieja', app_version: '1.0.0' });
    await server.admin.revokeDevice(revoked.id);
    await addDevice(tenant, { environment: 'live', name: 'Producción', app_version: '1.0.0' });
    const stranger = await server.tenant();
    await addDevice(stranger, { name: 'Ajena', app_version: '1.0.0' });
    await setDevice(old.id, { last_seen_at: new Date('2026-11-20T10:00:00.123Z') });

    const res = await tenant.test.patch(`/products/${product.id}`, { name: 'Arepa de queso' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('DEVICES_OUTDATED');
    expect(res.body.error.message).toContain('4.10.0');
    expect(res.body.error.devices).toEqual([
      {
        name: 'Caja 1',
        kind: 'primary',
        platform: 'windows',
        app_version: '4.9.0',
        last_seen_at: '2026-11-20T10:00:00.123Z',
      },
      { name: 'Sin versión', kind: 'satellite', platform: null, app_version: null, last_seen_at: null },
      { name: 'Beta', kind: 'satellite', platform: null, app_version: '4.10.0-beta.2', last_seen_at: null },
    ]);
  });

  it('modifies nothing: fields, SKU and events stay as they were', async () => {
    const { tenant, product } = await shopWithProduct();
    await addDevice(tenant, { name: 'Caja vieja', app_version: '4.2.0' });
    const sku = newSku();
    const res = await tenant.test.patch(`/products/${product.id}`, { name: 'Otro', sku, base_price: 1 });
    expect(res.status).toBe(409);
    expect((await tenant.test.get(`/products/${product.id}`)).body).toEqual(product);
    expect((await tenant.test.post('/products', { name: 'Toma el SKU', base_price: 1, sku })).status).toBe(
      201,
    );
    expect(await events(tenant, 'product.updated')).toEqual([]);
  });

  it('refuses variant edits too, changing nothing', async () => {
    const tenant = await server.tenant();
    const graph = await createProductWithVariants(server, tenant, 2);
    const before = await tenant.test.get(`/products/${graph.id}`);
    await addDevice(tenant, { name: 'Caja vieja', app_version: '3.0.0' });
    const res = await tenant.test.patch(`/products/${graph.id}/variants/${graph.variantIds[0]}`, {
      label: 'Otra',
      base_price: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('DEVICES_OUTDATED');
    expect(res.body.error.devices.map((d: { name: string }) => d.name)).toEqual(['Caja vieja']);
    expect((await tenant.test.get(`/products/${graph.id}`)).body).toEqual(before.body);
  });

  it('lets creating products and moving stock keep working', async () => {
    const { tenant, product } = await shopWithProduct();
    await addDevice(tenant, { name: 'Caja vieja', app_version: '4.9.9' });
    await addWarehouse(server, tenant.accountId, { is_default: true });
    const created = await tenant.test.post('/products', { name: 'Nuevo', base_price: 100, initial_stock: 5 });
    expect(created.status, created.text).toBe(201);
    const moved = await tenant.test.post('/inventory/movements', {
      product_id: product.id,
      type: 'in',
      quantity: 2,
    });
    expect(moved.status, moved.text).toBe(201);
    const category = await tenant.test.post('/categories', { name: 'Sigue funcionando' });
    expect((await tenant.test.patch(`/categories/${category.body.id}`, { sort_order: 2 })).status).toBe(200);
  });

  it('is lifted by revoking the outdated devices', async () => {
    const { tenant, product } = await shopWithProduct();
    const graph = await createProductWithVariants(server, tenant, 1);
    const old = await addDevice(tenant, { name: 'Olvidada', app_version: '4.0.0' });
    const silent = await addDevice(tenant, { name: 'Nunca reportó' });
    await addDevice(tenant, { name: 'Al día', app_version: '4.11.0' });
    expect((await tenant.test.patch(`/products/${product.id}`, { name: 'X' })).status).toBe(409);
    await server.admin.revokeDevice(old.id);
    const stillOne = await tenant.test.patch(`/products/${product.id}`, { name: 'X' });
    expect(stillOne.body.error.devices.map((d: { name: string }) => d.name)).toEqual(['Nunca reportó']);
    await server.admin.revokeDevice(silent.id);
    const ok = await tenant.test.patch(`/products/${product.id}`, { name: 'Arepa rellena' });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Arepa rellena');
    const variant = await tenant.test.patch(`/products/${graph.id}/variants/${graph.variantIds[0]}`, {
      label: 'L',
    });
    expect(variant.status).toBe(200);
    expect(await events(tenant, 'product.updated')).toHaveLength(2);
  });

  it('counts only the devices of the environment being edited', async () => {
    const tenant = await server.tenant();
    await addDevice(tenant, { environment: 'live', name: 'Producción', app_version: '2.0.0' });
    const test = await tenant.test.post('/products', { name: 'En pruebas', base_price: 1 });
    const live = await tenant.live.post('/products', { name: 'En producción', base_price: 1 });
    expect((await tenant.test.patch(`/products/${test.body.id}`, { name: 'Y' })).status).toBe(200);
    const refused = await tenant.live.patch(`/products/${live.body.id}`, { name: 'Y' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.devices.map((d: { name: string }) => d.name)).toEqual(['Producción']);
  });

  it('answers NOT_FOUND, not DEVICES_OUTDATED, for a product that does not exist', async () => {
    const tenant = await server.tenant();
    await addDevice(tenant, { name: 'Caja vieja', app_version: '1.0.0' });
    const res = await tenant.test.patch('/products/7d4a8c2e-1111-4222-8333-444455556666', { name: 'Y' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
