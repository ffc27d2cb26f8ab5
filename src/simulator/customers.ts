import type { RecordData } from '#src/contract/sync/index.js';
import type { Random } from './random.js';
import { COMPANY_NAMES, FIRST_NAMES, LAST_NAMES } from './stores.js';

/** Customers as registers create them: people with their cédula, some companies with a NIT. */

export type CustomerData = RecordData['customer'];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

export const phoneNumber = (rng: Random) =>
  `+57 3${rng.int(0, 2)}${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;

export function newCustomer(ids: Random, rng: Random, companyChance: number): CustomerData {
  const company = rng.chance(companyChance);
  const channel = rng.weighted([
    ['store', 6],
    ['whatsapp', 3],
    ['instagram', 2],
    ['referral', 1],
  ] as const);
  if (company) {
    const name = rng.pick(COMPANY_NAMES);
    return {
      id: ids.uuid(),
      name,
      last_name: null,
      email: `compras@${plain(name).split('.').slice(0, 2).join('')}.example.com`,
      phone: `+57 60${rng.int(1, 8)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
      document_number: `${rng.int(800_000_000, 901_999_999)}-${rng.int(0, 9)}`,
      person_type: 'company',
      document_type: 'NIT',
      contact_channel: channel,
      deleted_at: null,
    };
  }
  const first = rng.pick(FIRST_NAMES);
  const last = `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  return {
    id: ids.uuid(),
    name: first,
    last_name: last,
    email: rng.chance(0.7)
      ? `${plain(first)}.${plain(last.split(' ')[0] ?? '')}${rng.int(1, 99)}@example.com`
      : null,
    phone: rng.chance(0.9) ? phoneNumber(rng) : null,
    document_number: String(rng.int(10_000_000, 1_299_999_999)),
    person_type: 'person',
    document_type: rng.chance(0.95) ? 'CC' : 'CE',
    contact_channel: channel,
    deleted_at: null,
  };
}
