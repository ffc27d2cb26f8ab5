/**
 * Regenerates src/generated/openapi.ts from the document the current sources serve: it builds
 * Caja in this process over an in-memory database (nothing is listened on or written besides
 * the types), asks it for GET /public/v1/openapi.json and turns the answer into types.
 *
 *   npm run generate -w sdk
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createCaja } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { GENERATED_TYPES_PATH, typesFromDocument } from './types-from-document.js';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const config = loadConfig({
  LOG_LEVEL: 'silent',
  CAJA_DEMO: 'false',
  CAJA_DATA_DIR: 'memory://',
  WEBHOOK_WORKER: 'false',
});
const caja = await createCaja(config, {
  // Never used: the operator listener is not started.
  adminToken: 'caja_admin_generate_types_0123456789',
  logger: pino({ level: 'silent' }),
});
try {
  const response = await caja.live.inject({ method: 'GET', url: '/public/v1/openapi.json' });
  if (response.statusCode !== 200) {
    throw new Error(`GET /public/v1/openapi.json answered ${response.statusCode}: ${response.body}`);
  }
  const target = join(packageRoot, GENERATED_TYPES_PATH);
  writeFileSync(target, await typesFromDocument(response.json()));
  process.stdout.write(`Tipos generados en ${target}\n`);
} finally {
  await caja.close(0);
}
