/**
 * The one Spanish line for a PostgreSQL database that does not exist yet (SQLSTATE 3D000), with
 * the command that creates it; undefined for any other error.
 */
export function missingDatabaseMessage(error: unknown, databaseUrl: string | undefined): string | undefined {
  if ((error as { code?: unknown } | null)?.code !== '3D000' || !databaseUrl) return undefined;
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return undefined;
  }
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const server = new URL(url.href);
  server.pathname = '/postgres';
  server.password = server.password ? '***' : '';
  return `La base de datos "${name}" no existe en ${url.host}: créala con \`createdb -h ${url.hostname} -p ${url.port || '5432'}${url.username ? ` -U ${decodeURIComponent(url.username)}` : ''} ${name}\` (o \`psql ${server.href} -c 'CREATE DATABASE "${name}"'\`) y vuelve a arrancar.`;
}
