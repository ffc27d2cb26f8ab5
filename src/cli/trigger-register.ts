import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Caja } from '@caja/sdk';
import { adminClient } from '#src/clients/admin-client.js';
import { callJson } from '#src/clients/json-http.js';
import type { RecordData } from '#src/contract/sync/index.js';
import { documentMoney, lineMoney, taxRule } from '#src/simulator/money.js';
import { CliError } from './cli-error.js';
import { configDir } from './listen-secret.js';

type Env = Record<string, string | undefined>;
type Upload = { [K in keyof RecordData]: { type: K; data: RecordData[K] } }[keyof RecordData];

/** The register `caja trigger` sells on, as the console and `GET /me` name it. */
export const TRIGGER_REGISTER = 'Caja de prueba de caja trigger';
const APP_VERSION = '4.6.2';
const PLATFORM = 'android';

interface Stored {
  device_id: string;
  token: string;
}

/**
 * A register of the API key's account (test environment) that uploads through the device sync
 * interface, as a real one does: the events registers make (`sale.*`, `invoice.created`,
 * `cash_session.closed`) come from an upload and nowhere else. It is registered once through
 * the operator interface (CAJA_ADMIN_URL, and CAJA_ADMIN_TOKEN or the token the server saved in
 * its data directory) and its token kept, like `caja listen`'s secret, in a 0600 file named by a
 * hash of the key and the address: later runs sell on the same register.
 */
export class TriggerRegister {
  private constructor(
    private readonly syncUrl: string,
    private stored: Stored,
    private readonly renew: () => Promise<Stored>,
  ) {}

  static async open(caja: Caja, key: string, listenerUrl: string, env: Env): Promise<TriggerRegister> {
    const dir = join(configDir(env), 'trigger');
    const file = join(
      dir,
      `${createHash('sha256').update(`${key}\n${listenerUrl}`).digest('hex').slice(0, 32)}.json`,
    );
    const register = async (): Promise<Stored> => {
      const account = await caja.me.get();
      let device: { id: string; token: string };
      try {
        device = (await adminClient(env).call('POST', `/accounts/${account.id}/devices`, {
          environment: 'test',
          name: TRIGGER_REGISTER,
          kind: 'satellite',
          platform: PLATFORM,
          app_version: APP_VERSION,
        })) as { id: string; token: string };
      } catch (error) {
        throw new CliError(
          `Para generar eventos de una caja, caja trigger registra una caja de prueba por la interfaz de operador: ${(error as Error).message}`,
        );
      }
      const stored = { device_id: device.id, token: device.token };
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(file, `${JSON.stringify(stored)}\n`, { mode: 0o600 });
      return stored;
    };
    const stored = readStored(file) ?? (await register());
    return new TriggerRegister(`${listenerUrl}/sync/v1`, stored, register);
  }

  /** Uploads `records`, refusing any the cloud rejects; a register revoked since is registered again. */
  async upload(records: Upload[]): Promise<void> {
    let response = await this.send(records);
    if (response.status === 401) {
      this.stored = await this.renew();
      response = await this.send(records);
    }
    const results = (response.body as { results?: Array<{ status: string; error?: { message: string } }> })
      ?.results;
    const refused = results?.find((result) => result.status === 'rejected');
    if (response.status !== 200 || !results || refused) {
      const error = (response.body as { error?: { message?: string } } | undefined)?.error;
      throw new CliError(
        `La caja de prueba no pudo subir: ${refused?.error?.message ?? error?.message ?? `el servidor respondió ${response.status}`}`,
      );
    }
  }

  private send(records: Upload[]) {
    return callJson(`${this.syncUrl}/upload`, this.stored.token, {
      method: 'POST',
      body: {
        records,
        status: { device_time: new Date().toISOString(), pending: 0, oldest_pending_at: null },
      },
      headers: {
        'caja-app-version': APP_VERSION,
        'caja-platform': PLATFORM,
        'caja-device-name': encodeURIComponent(TRIGGER_REGISTER),
      },
    });
  }
}

function readStored(file: string): Stored | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Stored>;
    return typeof stored.device_id === 'string' && typeof stored.token === 'string'
      ? { device_id: stored.device_id, token: stored.token }
      : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** A cash sale of one unit of `product` at its price with VAT, its sums as a register adds them. */
export function saleOf(product: { id: string; name: string; final_price: number }): RecordData['sale'] {
  const money = lineMoney(1, product.final_price, taxRule('standard', 'iva'));
  return {
    id: randomUUID(),
    status: 'completed',
    document_kind: 'pos',
    payment_method: 'CASH',
    customer_id: null,
    cash_session_id: null,
    ...documentMoney([money], 0, 0),
    notes: 'Venta de prueba de caja trigger',
    table_label: null,
    items: [
      {
        id: randomUUID(),
        product_id: product.id,
        variant_id: null,
        item_kind: 'product',
        description: product.name,
        quantity: 1,
        unit_price: product.final_price,
        subtotal: money.subtotal,
        unit_cost: null,
        tax_class: 'standard',
        taxes: money.taxes,
      },
    ],
    occurred_at: new Date().toISOString(),
  };
}

/**
 * The electronic invoice of `sale`, issued (online, the register reaches the tax authority) or
 * still `pending` without its CUFE (offline); `id` and `number` keep it the same document.
 */
export function invoiceOf(
  sale: RecordData['sale'],
  issued = true,
  id: string = randomUUID(),
  number: number = 100_000 + Math.floor(Math.random() * 900_000),
): RecordData['invoice'] {
  return {
    id,
    sale_id: sale.id,
    customer_id: null,
    document_type: 'electronic_invoice',
    status: issued ? 'issued' : 'pending',
    cufe: issued ? createHash('sha384').update(`FE${number}|${sale.id}|${sale.total}`).digest('hex') : null,
    prefix: 'FE',
    number,
    subtotal: sale.total - sale.tax,
    tax: sale.tax,
    total: sale.total,
    issued_at: issued ? new Date().toISOString() : null,
  };
}

/** A cash session of the trigger's register, open since `openedAt`, or closed now when `closed`. */
export function cashSessionOf(id: string, openedAt: string, closed: boolean): RecordData['cash_session'] {
  return {
    id,
    status: closed ? 'closed' : 'open',
    terminal_name: TRIGGER_REGISTER,
    opening_cash: 100_000,
    expected_cash: closed ? 100_000 : null,
    closing_cash: closed ? 100_000 : null,
    opened_at: openedAt,
    closed_at: closed ? new Date().toISOString() : null,
    movements: [],
  };
}
