import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS } from './helpers/catalog-fixtures.js';
import { signIn } from './helpers/console-session.js';
import { startTestServer, type TestServer } from './helpers/harness.js';
import { addWarehouse, simpleProduct } from './helpers/inventory-fixtures.js';
import { MailCatcher } from './helpers/mail-catcher.js';

/** The console's Inventario page: the levels by name, and the registers that hold their completeness back. */
let server: TestServer;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = new MailCatcher();
  server = await startTestServer({ SMTP_URL: await catcher.start(), ...GENEROUS_RATE_LIMITS });
});
afterAll(async () => {
  await server.close();
  await catcher.close();
});

describe('Inventario', () => {
  it('lists levels by product and warehouse, names the register that never reported, and is complete once it is revoked', async () => {
    const email = 'dueno@ferreteria-inventario.co';
    const shop = await server.tenant({ email, name: 'Ferretería con inventario' });
    const main = await addWarehouse(server, shop.accountId, { name: 'Bodega principal', is_default: true });
    const north = await addWarehouse(server, shop.accountId, { name: 'Bodega norte' });
    const nails = await simpleProduct(shop.test, { name: 'Puntillas 2"' });
    await shop.test.post('/inventory/movements', {
      product_id: nails,
      warehouse_id: main.id,
      type: 'in',
      quantity: 40,
    });
    await shop.test.post('/inventory/movements', {
      product_id: nails,
      warehouse_id: north.id,
      type: 'in',
      quantity: 7,
    });
    await shop.test.post('/inventory/movements', {
      product_id: nails,
      warehouse_id: north.id,
      type: 'out',
      quantity: 2,
    });
    const forgotten = (await server.admin.addDevice(shop.accountId, {
      environment: 'test',
      name: 'Caja olvidada',
    })) as { id: string };

    const client = await signIn(server, catcher, email);
    const page = await client.get('/inventario?ambiente=test');
    expect(page.status).toBe(200);
    expect(page.body).toContain('aria-current="page">Inventario');
    const rows = [
      ...page.body.matchAll(/<tr>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>\s*<td class="num">([^<]*)</g),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Puntillas 2&quot;', 'Bodega principal', '40'],
        ['Puntillas 2&quot;', 'Bodega norte', '5'],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(page.body).toContain('Sin garantía');
    expect(page.body).toContain('Caja olvidada');
    expect(page.body).toContain('Nunca ha informado');
    expect(page.body).toContain(`href="/dispositivos/${forgotten.id}/revocar"`);

    await client.post(`/dispositivos/${forgotten.id}/revocar`);
    const after = await client.get('/inventario?ambiente=test');
    expect(after.body).toContain('Completo hasta');
    expect(after.body).toContain('Ninguna caja está atrasada.');
    expect(after.body).not.toContain('Caja olvidada');

    const live = await client.get('/inventario?ambiente=live');
    expect(live.body).toContain('Aún no hay existencias en este ambiente');
    expect(live.body).not.toContain('Puntillas');
  });

  it('pages through the levels, most recently changed first', async () => {
    const email = 'duena@bodega-grande.co';
    const shop = await server.tenant({ email, name: 'Bodega grande' });
    const warehouse = await addWarehouse(server, shop.accountId, { name: 'Única', is_default: true });
    for (let i = 1; i <= 51; i++) {
      const product = await simpleProduct(shop.test, { name: `Artículo ${String(i).padStart(2, '0')}` });
      const res = await shop.test.post('/inventory/movements', {
        product_id: product,
        warehouse_id: warehouse.id,
        type: 'in',
        quantity: i,
      });
      expect(res.status, res.text).toBe(201);
    }
    const client = await signIn(server, catcher, email);
    const first = await client.get('/inventario?ambiente=test');
    const names = (body: string) => [...body.matchAll(/<td>(Artículo \d+)<\/td>/g)].map((m) => m[1]);
    expect(names(first.body)).toHaveLength(50);
    const next = /<a href="(\/inventario\?ambiente=test&amp;despues=[^"]+)">Siguientes<\/a>/.exec(first.body);
    expect(next).not.toBeNull();
    const second = await client.get(next![1]!.replace(/&amp;/g, '&'));
    expect(second.status).toBe(200);
    const all = [...names(first.body), ...names(second.body)];
    expect(new Set(all).size).toBe(51);
    expect(all[0]).toBe('Artículo 51');
    expect(names(second.body)).toEqual(['Artículo 01']);
    expect(second.body).not.toContain('Siguientes');
    expect((await client.get('/inventario?ambiente=test&despues=basura')).status).toBe(400);
  });
});
