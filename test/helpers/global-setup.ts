import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#src/db/database.js';
import { migrateToLatest } from '#src/migrate.js';
import { dropDatabase, onServer, withDatabase } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL template database to clone, when DATABASE_URL is set. */
    pgTemplate: string | null;
    /** A dump of a migrated embedded database to load, otherwise. */
    pgliteDump: string | null;
  }
}

/**
 * Migrates once per run; each test file then starts from a copy: a PostgreSQL database cloned
 * from a template, or an embedded database loaded from a dump.
 */
export default async function setup(project: TestProject) {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const template = `caja_tpl_${process.pid}`;
    await dropDatabase(url, template);
    await onServer(url, (c) => c.query(`create database "${template}"`));
    const handle = await openDatabase({ url: withDatabase(url, template) });
    await migrateToLatest(handle);
    await handle.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', null);
    return async () => dropDatabase(url, template);
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  const path = join(tmpdir(), `caja-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgTemplate', null);
  project.provide('pgliteDump', path);
  return undefined;
}
