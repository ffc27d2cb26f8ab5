import type { ColumnType, Selectable } from 'kysely';
import type { Environment } from '#src/contract/api.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export type CodePurpose = 'sign_in' | 'create_api_key';

export interface ConsoleCodesTable {
  id: string;
  purpose: CodePurpose;
  email: string;
  account_id: string | null;
  code_hash: string;
  payload: ColumnType<unknown, string | null, string | null>;
  attempts: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ConsoleSessionsTable {
  id: string;
  token_hash: string;
  email: string;
  account_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface AccountActivityTable {
  id: string;
  account_id: string;
  environment: Environment | null;
  action: string;
  subject_id: string | null;
  subject_name: string | null;
  actor: string;
  ip: string | null;
  created_at: Timestamp;
}

/** A secret waiting, sealed, for the one page that shows it to its session. */
export interface ConsoleFlashesTable {
  id: string;
  session_id: string;
  kind: string;
  subject_id: string;
  /** The secret, encrypted with a key derived from the session's token (see `flashes.service.ts`). */
  sealed: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The console's tables, part of `Database`. */
export interface ConsoleTables {
  console_codes: ConsoleCodesTable;
  console_sessions: ConsoleSessionsTable;
  console_flashes: ConsoleFlashesTable;
  account_activity: AccountActivityTable;
}

export type ConsoleCodeRow = Selectable<ConsoleCodesTable>;
export type ConsoleSessionRow = Selectable<ConsoleSessionsTable>;
export type ConsoleFlashRow = Selectable<ConsoleFlashesTable>;
export type AccountActivityRow = Selectable<AccountActivityTable>;
