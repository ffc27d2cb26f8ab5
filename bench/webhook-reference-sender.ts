import http from 'node:http';
import { signatureHeaders } from '#src/domain/webhooks/signing.js';

/**
 * The reference for webhook throughput: what any sender must do for each message (sign it with
 * the same package and POST it over keep-alive connections, as many at once as Caja's worker
 * sends to one endpoint), with no queue and no database. Argv: url, count, concurrency, body size.
 */
const [url = '', countArg = '1000', concurrencyArg = '16', sizeArg = '500'] = process.argv.slice(2);
const count = Number(countArg);
const concurrency = Number(concurrencyArg);
const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const filler = 'x'.repeat(Math.max(0, Number(sizeArg) - 120));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function post(n: number): Promise<void> {
  const id = `ref-${process.pid}-${n}`;
  const body = JSON.stringify({
    object: 'event',
    id,
    type: 'customer.created',
    data: { object: { filler } },
  });
  const headers = signatureHeaders([secret], id, new Date(), body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve());
    });
    req.on('error', reject);
    req.end(body);
  });
}

let next = 0;
async function lane(): Promise<void> {
  while (next < count) await post(next++);
}
await Promise.all(Array.from({ length: concurrency }, lane));
agent.destroy();
