import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';

/**
 * The local outbox: without SMTP_URL every message is a `.eml` file here, named by the time it
 * was written, so that a developer can read the codes the console sent (`caja outbox`).
 */

export interface OutboxMessage {
  path: string;
  /** The Date header; null if a hand-placed file has none. */
  date: Date | null;
  to: string;
  subject: string;
  text: string;
}

export const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

/** `20261124T051234567Z-1a2b3c4d.eml`: names sort as the messages were written. */
export function outboxFileName(now: Date, random: string): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${random}.eml`;
}

const addresses = (to: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(to) ? to : to ? [to] : []).map((a) => a.text).join(', ');

/** The latest `limit` messages, oldest first among them; none when the folder does not exist. */
export async function readOutbox(dataDir: string, limit: number): Promise<OutboxMessage[]> {
  if (limit < 1) return [];
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const latest = names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .slice(-limit);
  return Promise.all(
    latest.map(async (name) => {
      const path = join(dir, name);
      const mail = await simpleParser(await readFile(path));
      return {
        path,
        date: mail.date ?? null,
        to: addresses(mail.to),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      };
    }),
  );
}
