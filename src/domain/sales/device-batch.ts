import { type Insertable, type Selectable, sql } from 'kysely';
import type { Tx } from '#src/db/database.js';
import { jsonRows } from '#src/db/json-rows.js';
import type { Database } from '#src/db/schema.js';
import { recordConsequences } from '#src/domain/consequences.js';
import type { Tenant } from '#src/domain/context.js';
import type { LineTable } from '#src/domain/document-lines.repo.js';
import type { EventType } from '#src/domain/events/event-types.js';
import { fingerprint } from '#src/domain/sync/fingerprint.js';
import type { RecordTable } from './device-records.repo.js';
import type { Managed, UpsertOutcome } from './device-upsert.js';

/** A device record in stored form, before it meets the database: what both upload paths write. */
export interface StoredForm<T extends RecordTable = RecordTable> {
  id: string;
  /** The record's own columns, normalised; jsonb columns hold JSON text. */
  values: Omit<Insertable<Database[T]>, Managed>;
  /** Its lines in stored form (without tenant and parent), in the device's order; [] when it has none. */
  lines: Array<Record<string, unknown>>;
}

/** How one record type that devices upload whole is stored many at a time. */
export interface BatchedKind<R, T extends RecordTable = RecordTable> {
  table: T;
  lines: { table: LineTable; parent: 'sale_id' | 'quote_id' } | null;
  /** The columns (of the record and of its lines) whose values are JSON text for a jsonb column. */
  jsonColumns: ReadonlySet<string>;
  entityType: string;
  events: { created: EventType; updated: EventType } | null;
  /** The stored form, or the record's refusal (an AppError, the same one a lone upload gets). */
  storedForm(record: R): StoredForm<T>;
  /**
   * The changed records as the API shows them now, given their stored rows and, for a kind with
   * lines, every line those records have now, as stored (the rows the lines' insert returned).
   */
  present(
    tx: Tx,
    tenant: Tenant,
    rows: Array<Selectable<Database[T]>>,
    lines: Array<Record<string, unknown>>,
    now: Date,
  ): Promise<Array<{ id: string }>>;
}

/** Fingerprint of a stored form: equal exactly when two uploads store the same thing. */
export const fingerprintOf = (form: { values: object; lines: unknown[] }): string =>
  fingerprint({ values: form.values, children: form.lines });

/**
 * Stores records of one type from one upload in a few set-based statements, under the rule a
 * lone upload follows (`storeDeviceRecord`): a new id inserts, a different version replaces the
 * stored one whole (created_at kept), an identical one changes nothing. Then the lines of the
 * changed records, and their events and feed entries in bulk, in the order the device sent
 * them. Ids must be distinct (the caller splits a batch where an id repeats) and every record
 * must have passed `storedForm`. Rows are written in id order, so two batches that share
 * records lock them in the same order.
 */
export async function storeDeviceRecords<R, T extends RecordTable>(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  kind: BatchedKind<R, T>,
  forms: StoredForm<T>[],
): Promise<Map<string, UpsertOutcome>> {
  const outcomes = new Map<string, UpsertOutcome>(forms.map((form) => [form.id, 'unchanged']));
  if (forms.length === 0) return outcomes;
  const written = await upsert(tx, tenant, deviceId, now, kind, forms);
  if (written.length === 0) return outcomes;

  const rows = new Map<string, Selectable<Database[T]>>();
  const updated: string[] = [];
  for (const { inserted, ...row } of written) {
    outcomes.set(row.id, inserted ? 'created' : 'updated');
    if (!inserted) updated.push(row.id);
    rows.set(row.id, row as unknown as Selectable<Database[T]>);
  }
  const changed = forms.filter((form) => rows.has(form.id));
  const lines = kind.lines ? await replaceLines(tx, tenant, kind, kind.lines, updated, changed) : [];

  const inOrder = changed.map((form) => rows.get(form.id)!);
  const objects = await kind.present(tx, tenant, inOrder, lines, now);
  await recordConsequences(
    tx,
    tenant,
    {
      events: kind.events
        ? objects.map((object) => ({
            type: outcomes.get(object.id) === 'created' ? kind.events!.created : kind.events!.updated,
            object,
          }))
        : [],
      changes: objects.map((object) => ({
        entityType: kind.entityType,
        entityId: object.id,
        operation: 'upsert' as const,
        payload: object,
      })),
      originDeviceId: deviceId,
    },
    now,
  );
  return outcomes;
}

type Written = { id: string; inserted: boolean } & Record<string, unknown>;

/** One INSERT … ON CONFLICT DO UPDATE for the whole batch; returns the rows it inserted or changed. */
async function upsert<R, T extends RecordTable>(
  tx: Tx,
  tenant: Tenant,
  deviceId: string,
  now: Date,
  kind: BatchedKind<R, T>,
  forms: StoredForm<T>[],
): Promise<Written[]> {
  const columns = Object.keys(forms[0]!.values);
  const rows = forms.map((form) => ({ id: form.id, record_hash: fingerprintOf(form), ...form.values }));
  const table = sql.table(kind.table);
  const { rows: written } = await sql<Written>`
    insert into ${table} (account_id, environment, device_id, created_at, updated_at, id, record_hash, ${names(columns)})
    select ${tenant.accountId}::uuid, ${tenant.environment}::text, ${deviceId}::uuid, ${now}::timestamptz,
      ${now}::timestamptz, r.id, r.record_hash, ${names(columns, 'r')}
    from jsonb_populate_recordset(null::${table}, ${jsonRows(rows, kind.jsonColumns)}::jsonb) r
    order by r.id
    on conflict (account_id, environment, id) do update set ${sql.join(
      [...columns, 'device_id', 'record_hash', 'updated_at'].map(
        (column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`,
      ),
    )}
    where ${table}.record_hash <> excluded.record_hash
    returning ${table}.*, xmax = 0 as inserted
  `.execute(tx);
  return written;
}

/**
 * The changed records' lines: the updated ones lose their old lines, then every changed one gets
 * its new ones. Returns the lines as stored, ordered by position: all the lines the changed
 * records have now, so that presenting them needs no read of its own.
 */
async function replaceLines<R, T extends RecordTable>(
  tx: Tx,
  tenant: Tenant,
  kind: BatchedKind<R, T>,
  lines: { table: LineTable; parent: 'sale_id' | 'quote_id' },
  updated: string[],
  changed: StoredForm<T>[],
): Promise<Array<Record<string, unknown> & { position: number }>> {
  const table = sql.table(lines.table);
  const parent = sql.id(lines.parent);
  if (updated.length > 0) {
    // `= any(array(…))` keeps the primary key's index whatever the statistics say.
    await sql`
      delete from ${table}
      where account_id = ${tenant.accountId}::uuid and environment = ${tenant.environment}::text
        and ${parent} = any(array(select jsonb_array_elements_text(${JSON.stringify(updated)}::jsonb)::uuid))
    `.execute(tx);
  }
  const rows = changed.flatMap((form) => form.lines.map((line) => ({ ...line, [lines.parent]: form.id })));
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const { rows: stored } = await sql<Record<string, unknown> & { position: number }>`
    insert into ${table} (account_id, environment, ${names(columns)})
    select ${tenant.accountId}::uuid, ${tenant.environment}::text, ${names(columns, 'r')}
    from jsonb_populate_recordset(null::${table}, ${jsonRows(rows, kind.jsonColumns)}::jsonb) r
    returning *
  `.execute(tx);
  // What a read ordered by position gives (the sort is stable: a record's lines keep their order).
  return stored.sort((a, b) => a.position - b.position);
}

const names = (columns: string[], alias?: string) =>
  sql.join(columns.map((column) => (alias ? sql.ref(`${alias}.${column}`) : sql.id(column))));
