import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ADMIN_TOKEN, buildDist, migrateEmbedded, startDistServer } from './dist-server.js';

/**
 * What traces cost: paired rounds of GET /public/v1/customers against dist/server.js on the
 * embedded database, without OTEL_EXPORTER_OTLP_ENDPOINT and with it pointing at a receiver
 * that accepts every export. The order alternates each round so that drift on a shared machine
 * falls on both sides. Prints requests per second of each round and the ratio of the medians.
 *
 *   npx tsx bench/tracing.ts [rounds=4] [seconds=8]
 */
const rounds = Number(process.argv[2] ?? 4);
const seconds = Number(process.argv[3] ?? 8);

const sink = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const otlp = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;

buildDist();
const dataDir = mkdtempSync(join(tmpdir(), 'caja-bench-tracing-'));
migrateEmbedded(dataDir);

async function round(traced: boolean): Promise<number> {
  const server = await startDistServer({
    DATABASE_URL: '',
    CAJA_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(traced ? { OTEL_EXPORTER_OTLP_ENDPOINT: otlp } : {}),
  });
  try {
    const admin = (path: string, body: unknown) =>
      fetch(`${server.admin}/admin/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${BENCH_ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.json() as Promise<{ id: string; secret: string }>);
    const account = await admin('/accounts', { name: 'Bench trazas' });
    const key = await admin(`/accounts/${account.id}/api-keys`, { environment: 'test', scopes: ['*'] });
    const headers = { authorization: `Bearer ${key.secret}` };
    for (let i = 0; i < 20; i++) {
      await fetch(`${server.test}/public/v1/customers`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ name: `Cliente ${i}` }),
      });
    }
    const url = `${server.test}/public/v1/customers?limit=10`;
    await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
    const result = await autocannon({ url, connections: 10, duration: seconds, headers });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.requests.average;
  } finally {
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const off: number[] = [];
const on: number[] = [];
for (let i = 0; i < rounds; i++) {
  const order = i % 2 === 0 ? [false, true] : [true, false];
  for (const traced of order) (traced ? on : off).push(await round(traced));
  console.log(`round ${i + 1}: off ${off.at(-1)!.toFixed(0)} req/s, on ${on.at(-1)!.toFixed(0)} req/s`);
}
console.log(
  `median off ${median(off).toFixed(0)}, on ${median(on).toFixed(0)} req/s: with traces ${(median(on) / median(off)).toFixed(3)}×`,
);
sink.close();
rmSync(dataDir, { recursive: true, force: true });
