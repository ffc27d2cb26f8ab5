import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CajaError, type CajaEvent, type Customer, type Sale, type StockLevel } from '@caja/sdk';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { GENERATED_TYPES_PATH, typesFromDocument } from '../sdk/scripts/types-from-document.js';
import { OPERATIONS } from '../sdk/src/operations.js';
import { startTestServer, type TestServer } from './helpers/harness.js';

/**
 * The SDK is generated from the server's OpenAPI document and must not drift from it: the
 * committed types are what the current document generates, and every operation has its route.
 */

// biome-ignore lint/suspicious/noExplicitAny: the test walks an arbitrary JSON document
type Json = Record<string, any>;

let server: TestServer;
let doc: Json;

beforeAll(async () => {
  server = await startTestServer();
  doc = await (await fetch(`${server.urls.test}/public/v1/openapi.json`)).json();
});
afterAll(() => server.close());

/** The first line where two texts differ, to name in a failure; null when they are equal. */
function firstDifference(committed: string, current: string): string | null {
  if (committed === current) return null;
  const a = committed.split('\n');
  const b = current.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line < 0 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at])}, document gives ${JSON.stringify(b[at])}; run \`npm run generate -w sdk\``;
}

describe('the generated types', () => {
  it('are what the running server’s document generates (run `npm run generate -w sdk` when not)', async () => {
    const committed = readFileSync(join(import.meta.dirname, '..', 'sdk', GENERATED_TYPES_PATH), 'utf8');
    const current = await typesFromDocument(doc);
    expect(firstDifference(committed, current), 'sdk/src/generated/openapi.ts is stale').toBeNull();
  });

  it('would notice a change in the document (the check is not vacuous)', async () => {
    const changed = structuredClone(doc);
    changed['components'].schemas.Customer.properties.name.description = 'Otro texto';
    expect(await typesFromDocument(changed)).not.toBe(await typesFromDocument(doc));
  });
});

describe('the operation table', () => {
  it('has each operation of the document at its method and path, and nothing else', () => {
    const documented = Object.entries<Json>(doc['paths']).flatMap(([path, item]) =>
      Object.entries<Json>(item).map(([method, op]) => [op['operationId'], method.toUpperCase(), path]),
    );
    const table = Object.entries(OPERATIONS).map(([id, route]) => [id, route.method, route.path]);
    expect(table.sort()).toEqual(documented.sort());
  });

  it('rereads each write through a GET that exists', () => {
    for (const route of Object.values(OPERATIONS)) {
      if ('reread' in route) expect(OPERATIONS[route.reread].method).toBe('GET');
    }
  });
});

describe('the public types', () => {
  it('narrow a CajaError by code to the extra fields of that code', () => {
    const error = new CajaError({
      code: 'DEVICES_OUTDATED',
      status: 409,
      message: 'x',
      details: { devices: [] },
    }) as unknown;
    if (error instanceof CajaError) {
      expectTypeOf(error.code).toEqualTypeOf<CajaError['code']>();
      if (error.code === 'DEVICES_OUTDATED') {
        expectTypeOf<(typeof error.devices)[number]['app_version']>().toEqualTypeOf<string | null>();
        expectTypeOf(error.status).toEqualTypeOf<number>();
        expect(error.devices).toEqual([]);
      }
      if (error.code === 'CONNECTION_ERROR') expectTypeOf(error.status).toEqualTypeOf<null>();
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('CajaError');
  });

  it('type an event’s data.object by its type', () => {
    const event = {} as CajaEvent;
    if (event.type === 'sale.created') expectTypeOf(event.data.object).toEqualTypeOf<Sale>();
    if (event.type === 'customer.updated') expectTypeOf(event.data.object).toEqualTypeOf<Customer>();
    if (event.type === 'stock_level.updated') expectTypeOf(event.data.object).toEqualTypeOf<StockLevel>();
  });
});

describe('the README', () => {
  it('shows examples/quickstart.ts as it is, so that its example is the one the type check compiles', () => {
    const sdk = join(import.meta.dirname, '..', 'sdk');
    const example = readFileSync(join(sdk, 'examples', 'quickstart.ts'), 'utf8');
    const readme = readFileSync(join(sdk, 'README.md'), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });
});
