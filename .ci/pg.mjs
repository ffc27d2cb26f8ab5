// Small PostgreSQL chores for CI, with the project's own driver (no psql needed):
//   node .ci/pg.mjs ping SERVER_URL | create SERVER_URL NAME | drop SERVER_URL NAME
import pg from 'pg';

const [command, server, name] = process.argv.slice(2);
const client = new pg.Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch {
  process.exit(command === 'ping' ? 1 : 2);
}
try {
  if (command === 'create') await client.query(`create database "${name}"`);
  if (command === 'drop') await client.query(`drop database if exists "${name}" with (force)`);
} finally {
  await client.end();
}
