import { createHash } from 'node:crypto';

/** Fingerprint of a record's stored form: equal exactly when two uploads store the same thing. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url');
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * JSON with every object's keys in sorted order, Dates as ISO strings: the text stored
 * fingerprints were taken of (`JSON.stringify` of a copy with sorted keys), written straight
 * out without the copy. Undefined properties are left out and undefined array items become
 * null, as `JSON.stringify` does. (Keys that look like array indexes, which JavaScript orders
 * numerically in any object, never occur in a stored form.)
 */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out += `${i === 0 ? '' : ','}${item === undefined ? 'null' : canonicalJson(item)}`;
    }
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object).sort();
    let out = '{';
    for (const key of keys) {
      if (ARRAY_INDEX.test(key)) throw new Error(`canonicalJson: unexpected key ${key}`);
      const item = object[key];
      if (item === undefined) continue;
      out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(item)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint stored with a record devices upload whole (`record_hash`): of its columns and
 * its children (lines, cash movements) in stored form. The shape `{ values, children }` is part
 * of what was fingerprinted: stored hashes compare equal only while it stays the same.
 */
export const recordFingerprint = (values: object, children: unknown[]): string =>
  fingerprint({ values, children });
