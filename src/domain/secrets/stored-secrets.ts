import type { Executor } from '#src/db/database.js';
import { webhookEndpointsRepo } from '#src/domain/webhooks/endpoints.repo.js';
import { isSealed, type SecretBox, sealedKeyId, UnknownSecretKeyError } from './secret-box.js';

/**
 * Brings every stored secret under `box`'s current key: values still in clear (stored before
 * sealing, or by a process of an older version during an upgrade) and, with `rotate`, values
 * sealed under an older key. Refuses first, changing nothing, when some value is sealed under a
 * key the box does not have: a wrong CAJA_SECRET_KEY must stop a start, not fail deliveries.
 * Idempotent; each row is rewritten only if unchanged since read. Returns how many it rewrote.
 */
export async function sealStoredSecrets(
  db: Executor,
  box: SecretBox,
  options: { rotate?: boolean } = {},
): Promise<number> {
  const rows = await webhookEndpointsRepo.storedSecrets(db);
  const unknown = new Set<string>();
  for (const row of rows) {
    for (const value of [row.secret, row.previous_secret]) {
      if (value !== null && isSealed(value) && !box.knows(sealedKeyId(value)))
        unknown.add(sealedKeyId(value));
    }
  }
  if (unknown.size > 0) throw new UnknownSecretKeyError([...unknown]);
  const due = (value: string | null) =>
    value !== null && (!isSealed(value) || (options.rotate === true && !box.isCurrent(value)));
  let rewritten = 0;
  for (const row of rows) {
    if (!due(row.secret) && !due(row.previous_secret)) continue;
    const reseal = (value: string) => (due(value) ? box.seal(box.open(value, row.id), row.id) : value);
    const sealed = {
      secret: reseal(row.secret),
      previous_secret: row.previous_secret === null ? null : reseal(row.previous_secret),
    };
    if (await webhookEndpointsRepo.resealSecrets(db, row.id, row, sealed)) rewritten++;
  }
  return rewritten;
}
