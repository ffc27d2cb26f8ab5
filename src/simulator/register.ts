import { callJson, describeError } from '#src/clients/json-http.js';
import type { RecordData, RecordType } from '#src/contract/sync/index.js';
import { SimulationError } from './simulation-error.js';

/**
 * One simulated register (device): what it has recorded and not yet uploaded, and how it talks
 * to the device sync interface. Like the POS app it keeps the latest state of each record until
 * it has a connection, uploads in batches that fit the interface's limits, and downloads what
 * the other registers and the API changed.
 */

export type UploadRecord = { [K in RecordType]: { type: K; data: RecordData[K] } }[RecordType];

export type DeviceKind = 'primary' | 'satellite' | 'kitchen';

export interface RegisterInfo {
  id: string;
  token: string;
  name: string;
  kind: DeviceKind;
  platform: string;
  appVersion: string;
  /** How far this register's clock is from the true time, in milliseconds. */
  skewMs: number;
}

interface UploadResult {
  index: number;
  type: string;
  id: string | null;
  status: 'created' | 'updated' | 'unchanged' | 'rejected';
  error?: { code: string; message: string; param?: string };
}

interface Change {
  position: number;
  entity_type: string;
  entity_id: string;
  operation: 'upsert' | 'stock_delta' | 'stock_level';
}

/** What the registers saw of the interface, for the summary and the checks. */
export interface SyncTally {
  uploads: number;
  records: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: string[];
  resentBatches: number;
  resentChanged: number;
  downloads: number;
  changesDownloaded: number;
  /** Reports of what a register still held (with an upload or alone). */
  statusReports: number;
}

export const emptyTally = (): SyncTally => ({
  uploads: 0,
  records: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: [],
  resentBatches: 0,
  resentChanged: 0,
  downloads: 0,
  changesDownloaded: 0,
  statusReports: 0,
});

/** Records per upload and bytes per body, under the interface's 500 records and 1 MiB. */
const BATCH_RECORDS = 200;
const BATCH_BYTES = 900 * 1024;

/** How a register fills its uploads; the defaults are `caja simulate`'s. */
export interface UploadStyle {
  /** Records per upload, up to the interface's 500 (200 by default). */
  batchRecords?: number;
  /**
   * Sends what waited table by table (the catalog, customers, cash sessions, sales, quotes,
   * documents, stock), as a POS outbox kept per table does, instead of in the order it was
   * recorded: the cloud stores consecutive sales, documents and movements a run at a time.
   */
  byTable?: boolean;
}

/** The order of the tables in an upload by table: what a record refers to goes before it. */
const TABLE_ORDER: Record<UploadRecord['type'], number> = {
  warehouse: 0,
  category: 1,
  product: 2,
  variant: 3,
  customer: 4,
  cash_session: 5,
  sale: 6,
  quote: 7,
  invoice: 8,
  stock_movement: 9,
  variant_stock: 10,
};

/**
 * The first app version that reports what it still holds unsent (`status` on uploads, `POST
 * /sync/v1/status`). Registers on an older app never report, as real ones do until they update:
 * the environment's completeness stays null while one of them is in use.
 */
export const STATUS_SINCE_MAJOR = 4;

const majorOf = (version: string): number => Number.parseInt(version, 10) || 0;

export class Register {
  private readonly pending = new Map<string, UploadRecord>();
  /** When each pending record was first recorded, in true time (ms). */
  private readonly recordedAt = new Map<string, number>();
  /** The simulation's true time, which it moves before each thing a register does. */
  now: Date = new Date(0);
  private cursor = 0;
  /** Stock movements delivered to this register, by id: each must arrive exactly once. */
  readonly movementsReceived = new Map<string, number>();
  /** When the register reconnects, if it is offline now (true time). */
  offlineUntil: Date | null = null;
  /** Told of every record the cloud accepted, in arrival order. */
  onArrived: (record: UploadRecord) => void = () => undefined;

  constructor(
    readonly info: RegisterInfo,
    private readonly baseUrl: string,
    private readonly tally: SyncTally,
    private readonly style: UploadStyle = {},
  ) {}

  /** The register's own clock at a true instant. */
  clock(at: Date): string {
    return new Date(at.getTime() + this.info.skewMs).toISOString();
  }

  isOnline(at: Date): boolean {
    return this.offlineUntil === null || at >= this.offlineUntil;
  }

  /** Keeps the record's latest state until the next upload; it waits since it first changed. */
  record(record: UploadRecord): void {
    const key = `${record.type}:${record.type === 'variant_stock' ? `${record.data.variant_id}/${record.data.warehouse_id}` : record.data.id}`;
    this.pending.delete(key);
    this.pending.set(key, record);
    if (!this.recordedAt.has(key)) this.recordedAt.set(key, this.now.getTime());
  }

  /** Whether this register's app reports what it still holds. */
  get reportsStatus(): boolean {
    return majorOf(this.info.appVersion) >= STATUS_SINCE_MAJOR;
  }

  /** What the register says it still holds once `waiting` (true times, ms) are all that is left. */
  private status(waiting: readonly number[]) {
    return {
      device_time: this.clock(this.now),
      pending: waiting.length,
      oldest_pending_at: waiting.length > 0 ? this.clock(new Date(Math.min(...waiting))) : null,
    };
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  private headers(): Record<string, string> {
    return {
      'caja-app-version': this.info.appVersion,
      'caja-platform': this.info.platform,
      'caja-device-name': encodeURIComponent(this.info.name),
    };
  }

  /**
   * Uploads everything pending. `resend` says which batches lose their response on the way back,
   * so the register sends them again, as a real one does: the second time must change nothing.
   */
  async upload(resend: () => boolean): Promise<void> {
    const entries = [...this.pending.entries()].map(([key, record]) => ({
      record,
      at: this.recordedAt.get(key) ?? this.now.getTime(),
    }));
    this.pending.clear();
    this.recordedAt.clear();
    // A stable sort: within a table, records keep the order they were recorded in.
    if (this.style.byTable) entries.sort((a, b) => TABLE_ORDER[a.record.type] - TABLE_ORDER[b.record.type]);
    if (entries.length === 0) {
      if (this.reportsStatus) await this.reportStatus();
      return;
    }
    const all = batches(
      entries.map((e) => e.record),
      this.style.batchRecords ?? BATCH_RECORDS,
    );
    let sent = 0;
    for (const batch of all) {
      sent += batch.length;
      const status = this.reportsStatus ? this.status(entries.slice(sent).map((e) => e.at)) : undefined;
      await this.send(batch, status);
      if (resend()) {
        this.tally.resentBatches++;
        const again = await this.send(batch, status);
        this.tally.resentChanged += again.filter((r) => r.status !== 'unchanged').length;
      }
    }
  }

  /** Says it holds nothing unsent, as a register with nothing to upload does when online. */
  private async reportStatus(): Promise<void> {
    const response = await callJson(`${this.baseUrl}/sync/v1/status`, this.info.token, {
      method: 'POST',
      body: this.status([]),
      headers: this.headers(),
    });
    if (response.status !== 200) {
      throw new SimulationError(
        `La caja "${this.info.name}" no pudo informar lo que tiene pendiente: ${describeError(response)}`,
      );
    }
    this.tally.statusReports++;
  }

  private async send(records: UploadRecord[], status?: object): Promise<UploadResult[]> {
    const response = await callJson<{ results: UploadResult[] }>(
      `${this.baseUrl}/sync/v1/upload`,
      this.info.token,
      {
        method: 'POST',
        body: status ? { records, status } : { records },
        headers: this.headers(),
      },
    );
    if (status && response.status === 200) this.tally.statusReports++;
    if (response.status !== 200) {
      throw new SimulationError(`La caja "${this.info.name}" no pudo subir: ${describeError(response)}`);
    }
    this.tally.uploads++;
    this.tally.records += records.length;
    for (const result of response.body.results) {
      const record = records[result.index];
      if (record && result.status !== 'rejected') this.onArrived(record);
      if (result.status === 'rejected') {
        this.tally.rejected.push(
          `${result.type} ${result.id}: ${result.error?.code} ${result.error?.message}`,
        );
      } else {
        this.tally[result.status]++;
      }
    }
    return response.body.results;
  }

  /** Downloads every change since the last download, as the register does when it is online. */
  async download(): Promise<void> {
    for (;;) {
      const response = await callJson<{ changes: Change[]; next_after: number; has_more: boolean }>(
        `${this.baseUrl}/sync/v1/changes?after=${this.cursor}&limit=500`,
        this.info.token,
        { headers: this.headers() },
      );
      if (response.status !== 200) {
        throw new SimulationError(
          `La caja "${this.info.name}" no pudo descargar: ${describeError(response)}`,
        );
      }
      this.tally.downloads++;
      this.tally.changesDownloaded += response.body.changes.length;
      for (const change of response.body.changes) {
        if (change.operation === 'stock_delta') {
          this.movementsReceived.set(
            change.entity_id,
            (this.movementsReceived.get(change.entity_id) ?? 0) + 1,
          );
        }
      }
      this.cursor = response.body.next_after;
      if (!response.body.has_more) return;
    }
  }
}

/** Splits records into uploads the interface accepts. */
function* batches(records: UploadRecord[], most: number): Generator<UploadRecord[]> {
  let batch: UploadRecord[] = [];
  let bytes = 0;
  for (const record of records) {
    const size = Buffer.byteLength(JSON.stringify(record)) + 1;
    if (batch.length > 0 && (batch.length === most || bytes + size > BATCH_BYTES)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(record);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}
