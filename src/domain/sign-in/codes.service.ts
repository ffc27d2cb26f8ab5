import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose, ConsoleCodeRow } from '#src/db/console-tables.js';
import type { Db, Executor, Tx } from '#src/db/database.js';
import { ids } from '#src/domain/clock.js';
import { codesRepo } from './codes.repo.js';

/** A code sent by e-mail works for 10 minutes and 5 tries, and once. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;

export type CodeProblem = 'wrong' | 'expired' | 'exhausted' | 'used';

/** Why a code was not accepted; `triesLeft` counts what remains of the five. */
export interface CodeRefused {
  refused: 'code';
  problem: CodeProblem;
  triesLeft: number;
}

const refusedCode = (problem: CodeProblem, triesLeft = 0): CodeRefused => ({
  refused: 'code',
  problem,
  triesLeft,
});

export interface NewCode {
  purpose: CodePurpose;
  email: string;
  /** Null when the e-mail owns no account: the code is kept, never sent, and can never match. */
  accountId: string | null;
  payload?: unknown;
}

/**
 * Creates a 6-digit code and keeps only its hash, salted with the code's id. The value is
 * returned to be sent; it exists nowhere else.
 */
export async function issueCode(
  db: Executor,
  input: NewCode,
  now: Date,
): Promise<{ id: string; code: string; expiresAt: Date }> {
  const id = ids.uuid();
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  // Nobody is sent the code of an unknown e-mail; hashing another value makes sure none matches.
  const hashed = input.accountId === null ? randomInt(0, 1_000_000).toString() : code;
  const row: ConsoleCodeRow = {
    id,
    purpose: input.purpose,
    email: input.email.toLowerCase(),
    account_id: input.accountId,
    code_hash: input.accountId === null ? `${codeHash(id, hashed)}x` : codeHash(id, hashed),
    payload: input.payload ?? null,
    attempts: 0,
    expires_at: new Date(now.getTime() + CODE_TTL_MS),
    used_at: null,
    created_at: now,
  };
  await codesRepo.insert(db, row);
  return { id, code, expiresAt: row.expires_at };
}

/** A code that was issued and not yet used, for the page that asks for it. */
export async function pendingCode(
  db: Executor,
  ref: { id: string; purpose: CodePurpose; accountId?: string },
): Promise<ConsoleCodeRow | null> {
  const row = await codesRepo.findById(db, ref.id);
  if (!row || row.purpose !== ref.purpose || row.used_at) return null;
  if (ref.accountId !== undefined && row.account_id !== ref.accountId) return null;
  return row;
}

/**
 * Accepts a code once, within its ten minutes and five tries, and runs `work` with it in the
 * same transaction: the code's row stays locked until the work commits, so two tries of one
 * code take turns and a code confirms at most one thing. Every wrong try counts (that count
 * commits even though the try fails); the fifth leaves the code useless. Spaces in what was
 * typed do not count (`123 456`).
 */
export async function withConfirmedCode<T>(
  db: Db,
  ref: { id: string; purpose: CodePurpose; accountId?: string },
  given: string,
  now: Date,
  work: (tx: Tx, code: ConsoleCodeRow) => Promise<T>,
): Promise<{ done: T } | CodeRefused> {
  return db.transaction().execute(async (tx) => {
    const checked = await confirmCode(tx, ref, given, now);
    if ('refused' in checked) return checked;
    return { done: await work(tx, checked) };
  });
}

/** `withConfirmedCode` inside the caller's transaction: the code, used, or why it was refused. */
export async function confirmCode(
  tx: Tx,
  ref: { id: string; purpose: CodePurpose; accountId?: string },
  given: string,
  now: Date,
): Promise<ConsoleCodeRow | CodeRefused> {
  const checked = await check(tx, ref, given.replace(/\s/g, ''), now);
  if ('refused' in checked) return checked;
  await codesRepo.markUsed(tx, checked.id, now);
  return checked;
}

async function check(
  tx: Tx,
  ref: { id: string; purpose: CodePurpose; accountId?: string },
  given: string,
  now: Date,
): Promise<ConsoleCodeRow | CodeRefused> {
  const row = await codesRepo.lock(tx, ref.id);
  if (
    !row ||
    row.purpose !== ref.purpose ||
    (ref.accountId !== undefined && row.account_id !== ref.accountId)
  ) {
    return refusedCode('expired');
  }
  if (row.used_at) return refusedCode('used');
  if (row.attempts >= MAX_CODE_TRIES) return refusedCode('exhausted');
  if (row.expires_at.getTime() <= now.getTime()) return refusedCode('expired');
  if (!sameHash(row.code_hash, codeHash(row.id, given))) {
    await codesRepo.countTry(tx, row.id);
    const left = MAX_CODE_TRIES - row.attempts - 1;
    return refusedCode(left > 0 ? 'wrong' : 'exhausted', left);
  }
  return row;
}

const codeHash = (id: string, code: string): string =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}
