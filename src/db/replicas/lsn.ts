/**
 * PostgreSQL's WAL positions (`pg_lsn`, written `16/B374D848`) as bigints, so that positions read
 * from different servers compare exactly. 0n is "no position": every server is at or past it.
 */
export type Lsn = bigint;

const LSN_TEXT = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

export function parseLsn(text: string): Lsn {
  const match = LSN_TEXT.exec(text);
  if (!match) throw new Error(`not a WAL position: ${JSON.stringify(text)}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** Sixteen hex digits: the text of two positions compares as the positions do (Redis keeps them so). */
export function sortableLsn(lsn: Lsn): string {
  return lsn.toString(16).padStart(16, '0');
}

export function fromSortableLsn(text: string): Lsn {
  return /^[0-9a-f]{16}$/.test(text) ? BigInt(`0x${text}`) : 0n;
}
