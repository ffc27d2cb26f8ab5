import { createServer } from 'node:http';
import { Caja, CajaError } from '@caja/sdk';

const env = process.env as { CAJA_API_KEY: string; CAJA_WEBHOOK_SECRET: string; PRODUCT_ID: string };
const caja = new Caja({ apiKey: env.CAJA_API_KEY }); // caja_test_… → pruebas; caja_live_… → producción

// Yesterday's completed sales by the register's date (Bogotá is UTC-5 all year); amounts in whole COP.
const to = new Date(`${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Bogota' })}T00:00-05:00`);
const from = new Date(to.getTime() - 86_400_000);
for await (const sale of caja.sales.list({ status: 'completed', occurred_since: from, occurred_until: to })) {
  console.log(sale.occurred_at, sale.payment_method, sale.total);
}

const customer = await caja.customers.create({ name: 'Ana María', document_number: '1020304050' });
await caja.inventory.movements.create({
  product_id: env.PRODUCT_ID,
  type: 'in',
  quantity: 24,
  reference: 'OC-1',
});

// Webhooks: verify the raw body before trusting it; a 400 tells Caja the delivery was refused.
createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  try {
    const event = Caja.webhooks.verify(Buffer.concat(chunks), req.headers, env.CAJA_WEBHOOK_SECRET);
    if (event.type === 'sale.created') console.log('Venta', event.data.object.total, customer.id);
    res.writeHead(200).end();
  } catch (error) {
    res.writeHead(error instanceof CajaError ? 400 : 500).end();
  }
}).listen(8080);
