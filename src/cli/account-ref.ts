import { type AdminClient, pathWithQuery } from '#src/clients/admin-client.js';
import { CliError } from './cli-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AccountRow {
  id: string;
  name: string;
  email?: string | null;
}

/**
 * `--account` takes an account's id or its name (`--account demo`, `--account "Tienda Demo"`):
 * a name is looked up with the operators' account search. The one account whose name is the
 * text given wins; otherwise the one the search finds; with none or several, the operator is
 * told which ids to choose from.
 */
export async function resolveAccount(client: AdminClient, given: string): Promise<string> {
  const text = given.trim();
  if (UUID.test(text)) return text;
  if (text.length < 2) {
    throw new CliError(
      `--account: "${given}" no es un id de cuenta; escribe el id o al menos dos letras del nombre.`,
    );
  }
  const found = (await client.call('GET', pathWithQuery('/accounts', { q: text, limit: '100' }))) as {
    data: AccountRow[];
  };
  const exact = found.data.filter((a) => a.name.localeCompare(text, 'es', { sensitivity: 'base' }) === 0);
  const candidates = exact.length > 0 ? exact : found.data;
  if (candidates.length === 1) return candidates[0]!.id;
  if (candidates.length === 0) {
    throw new CliError(
      `--account: ninguna cuenta se llama ni tiene un correo como "${text}". Búscala con \`caja accounts list --q TEXTO\` y usa su id.`,
    );
  }
  const listed = candidates
    .slice(0, 10)
    .map((a) => `  ${a.id}  ${a.name}${a.email ? `, ${a.email}` : ''}`)
    .join('\n');
  const more = candidates.length > 10 ? `\n  … y ${candidates.length - 10} más` : '';
  throw new CliError(
    `--account: "${text}" corresponde a ${candidates.length} cuentas; usa el id de una:\n${listed}${more}`,
  );
}
