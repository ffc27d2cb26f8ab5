import pg from 'pg';

/** Names and URLs of the databases a test run uses on a PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Clones the migrated template; retries while another clone holds the template. */
export async function cloneTemplate(url: string, template: string, name: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      await onServer(url, (c) => c.query(`create database "${name}" template "${template}"`));
      return withDatabase(url, name);
    } catch (error) {
      const busy = /being accessed by other users/.test(String(error));
      if (!busy || attempt > 50) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
}
