import type { RecordData, RecordType } from '#src/contract/sync/index.js';
import type { TestServer } from './harness.js';
import { ApiClient, type ApiResponse } from './http.js';

/**
 * A register (device) talking to the device sync interface over HTTP, as the POS app does:
 * its token on every call, plus what it says about itself in the `Caja-*` headers.
 */

export type RecordOf<K extends RecordType> = { type: K; data: RecordData[K] };
export type UploadRecord = { [K in RecordType]: RecordOf<K> }[RecordType];
/** A sync answer: its body on success, the error envelope otherwise. */
export type SyncResponse<T> = ApiResponse<
  T & { error?: { code: string; message: string; param?: string; request_id: string } }
>;

export interface RecordResult {
  index: number;
  type: string;
  id: string | null;
  status: 'created' | 'updated' | 'unchanged' | 'rejected';
  error?: { code: string; message: string; param?: string };
}

export interface SyncUpload {
  object: 'sync_upload';
  results: RecordResult[];
  last_sync_at: string | null;
}

export interface DeviceStatusReport {
  device_time: string;
  pending: number;
  oldest_pending_at: string | null;
}

export interface SyncStatus {
  object: 'sync_status';
  complete_through: string | null;
  pending_records: number | null;
}

export interface FeedChange {
  position: number;
  entity_type: string;
  entity_id: string;
  operation: 'upsert' | 'stock_delta' | 'stock_level';
  payload: Record<string, unknown>;
}

export interface SyncChanges {
  object: 'sync_changes';
  changes: FeedChange[];
  next_after: number;
  has_more: boolean;
}

export interface DeviceInfo {
  name?: string;
  platform?: string;
  appVersion?: string;
}

export class DeviceClient {
  readonly http: ApiClient;

  constructor(
    readonly listenerUrl: string,
    readonly id: string,
    readonly token: string,
    readonly info: DeviceInfo = {},
  ) {
    this.http = new ApiClient(`${listenerUrl}/sync/v1`, token);
  }

  /** The same register reporting other facts about itself (a new app version, a new name). */
  reporting(info: DeviceInfo): DeviceClient {
    return new DeviceClient(this.listenerUrl, this.id, this.token, info);
  }

  private headers(): Record<string, string> {
    const { name, platform, appVersion } = this.info;
    return {
      ...(appVersion !== undefined ? { 'Caja-App-Version': appVersion } : {}),
      ...(platform !== undefined ? { 'Caja-Platform': platform } : {}),
      ...(name !== undefined ? { 'Caja-Device-Name': encodeURIComponent(name) } : {}),
    };
  }

  /** An upload; `status` is what the register says it still holds unsent after it. */
  upload(records: UploadRecord[] | unknown[], status?: unknown): Promise<SyncResponse<SyncUpload>> {
    const body = status === undefined ? { records } : { records, status };
    return this.http.request('POST', '/upload', body, { headers: this.headers() });
  }

  /** A report without records (`POST /sync/v1/status`). */
  reportStatus(status: unknown): Promise<SyncResponse<SyncStatus>> {
    return this.http.request('POST', '/status', status, { headers: this.headers() });
  }

  /** An upload that must be accepted as a whole; returns its results. */
  async uploadOk(records: UploadRecord[]): Promise<SyncUpload> {
    const res = await this.upload(records);
    const refused = res.body.results?.filter((r) => r.status === 'rejected');
    if (res.status !== 200 || refused?.length) {
      throw new Error(`upload answered ${res.status}: ${res.text}`);
    }
    return res.body;
  }

  changes(after = 0, limit?: number): Promise<SyncResponse<SyncChanges>> {
    const query = new URLSearchParams({ after: String(after), ...(limit ? { limit: String(limit) } : {}) });
    return this.http.request('GET', `/changes?${query}`, undefined, { headers: this.headers() });
  }

  /** Downloads page by page from `after` until nothing more, as a device catching up does. */
  async downloadAll(after = 0, limit?: number): Promise<{ changes: FeedChange[]; nextAfter: number }> {
    const changes: FeedChange[] = [];
    let cursor = after;
    for (;;) {
      const res = await this.changes(cursor, limit);
      if (res.status !== 200) throw new Error(`changes answered ${res.status}: ${res.text}`);
      changes.push(...res.body.changes);
      cursor = res.body.next_after;
      if (!res.body.has_more) return { changes, nextAfter: cursor };
    }
  }
}

export interface NewDevice extends DeviceInfo {
  environment?: 'live' | 'test';
  kind?: 'primary' | 'satellite' | 'kitchen';
}

/** Registers a device through the operator interface and returns it, talking to its environment's listener. */
export async function registerDevice(
  server: TestServer,
  accountId: string,
  options: NewDevice = {},
): Promise<DeviceClient> {
  const environment = options.environment ?? 'test';
  const device = await server.admin.addDevice(accountId, {
    environment,
    name: options.name ?? 'Caja 1',
    kind: options.kind ?? 'primary',
    platform: options.platform ?? 'android',
    app_version: options.appVersion ?? '4.2.0',
  });
  return new DeviceClient(server.urls[environment], device.id, device.token);
}
