import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Every address a host name stands for, IPv4 and IPv6, in the resolver's order. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface UrlPolicy {
  environment: 'live' | 'test';
  /** WEBHOOK_ALLOW_LOOPBACK: test endpoints may use http and loopback addresses. */
  allowLoopback: boolean;
  resolve: ResolveHost;
}
type AddressPolicy = Pick<UrlPolicy, 'environment' | 'allowLoopback'>;
type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

const MAX_URL_LENGTH = 2048;
const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1'];
// ::/96 (IPv4-compatible, deprecated) is "unicast" to ipaddr.js but can embed any IPv4.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/** How each refused range reads in a reason; the ranges are ipaddr.js's names. */
const RANGE_NAMES: Record<string, string> = {
  private: 'una dirección privada',
  uniqueLocal: 'una dirección privada',
  loopback: 'una dirección de loopback (el propio servidor)',
  linkLocal: 'una dirección de enlace local',
  carrierGradeNat: 'una dirección de red compartida (CGNAT)',
  multicast: 'una dirección multicast',
  unspecified: 'una dirección no especificada',
  broadcast: 'una dirección de difusión',
  '6to4': 'una dirección de transición IPv6 que puede llevar a una red interna',
  teredo: 'una dirección de transición IPv6 que puede llevar a una red interna',
  rfc6052: 'una dirección de transición IPv6 que puede llevar a una red interna',
  rfc6145: 'una dirección de transición IPv6 que puede llevar a una red interna',
  ipv4Compatible: 'una dirección de transición IPv6 que puede llevar a una red interna',
};

/** ipaddr.js's range of `address`, after unwrapping IPv4-mapped IPv6 (::ffff:a.b.c.d) to its IPv4. */
function rangeOf(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (range === 'unicast' && ip.kind() === 'ipv6' && ip.match(IPV4_COMPATIBLE)) return 'ipv4Compatible';
  return range;
}

const loopbackAllowed = (policy: AddressPolicy) => policy.environment === 'test' && policy.allowLoopback;

/** `localhost` and `*.localhost` are loopback by definition (RFC 6761), so they are never resolved. */
const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/** Whether one address may be connected to under `policy`; null if allowed, else the Spanish reason. */
export function forbiddenAddressReason(
  address: string,
  policy: AddressPolicy,
  hostname?: string,
): string | null {
  const range = rangeOf(address);
  // Only public unicast is allowed; loopback only for local development in the test environment.
  // Private ranges are never allowed: they are other machines of Caja's own network.
  if (range === 'unicast' || (range === 'loopback' && loopbackAllowed(policy))) return null;
  const what = RANGE_NAMES[range] ?? 'una dirección reservada';
  if (range === 'invalid') return `La dirección ${address} no es válida: usa una URL pública.`;
  const subject = hostname ? `El dominio ${hostname} resuelve a` : 'La URL apunta a';
  if (range === 'loopback' && policy.environment === 'test') {
    return `${subject} ${address}, ${what}: este servidor no admite loopback. Para recibir los eventos en tu equipo usa \`caja listen --forward-to URL\`, o arranca el servidor con WEBHOOK_ALLOW_LOOPBACK=true.`;
  }
  return `${subject} ${address}, ${what}: usa una URL pública.`;
}

/** Where the URL's host would make Node connect without a lookup: an IP literal, brackets removed. */
const literalAddress = (url: URL) => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
};

/**
 * For delivery, before connecting: Node does not call `lookup` when the URL host is an IP
 * literal, so literals are checked here (and scheme/credentials again). Names are left to
 * `guardedLookup`, except `localhost` names, which need no DNS to be refused.
 */
export function checkUrlForDelivery(raw: string, policy: AddressPolicy): UrlCheck {
  if (raw.length > MAX_URL_LENGTH)
    return refuse(`La URL no puede tener más de ${MAX_URL_LENGTH} caracteres.`);
  let url: URL;
  try {
    url = new URL(raw); // The WHATWG parser turns 2130706433, 0x7f.1, 127.1… into dotted IPv4.
  } catch {
    return refuse('La URL no es válida: escribe una URL completa, como https://tu-dominio.com/webhooks.');
  }
  if (url.href.length > MAX_URL_LENGTH)
    return refuse(`La URL no puede tener más de ${MAX_URL_LENGTH} caracteres.`);
  if (url.protocol === 'http:' && !loopbackAllowed(policy)) {
    return refuse(
      policy.environment === 'live' ? 'La URL debe usar https en producción.' : 'La URL debe usar https.',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('La URL debe usar https.');
  if (url.username || url.password) return refuse('La URL no puede incluir usuario ni contraseña.');
  const literal = literalAddress(url);
  const reason = literal
    ? forbiddenAddressReason(literal, policy)
    : isLocalhostName(url.hostname)
      ? forbiddenAddressReason('127.0.0.1', policy, url.hostname)
      : null;
  return reason ? refuse(reason) : { ok: true, url };
}

/** A resolver error that means the name does not exist, as opposed to DNS being unavailable now. */
export function isMissingHostError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOTFOUND' || code === 'ENODATA';
}

/**
 * For registration: parse + scheme + literal/resolved address checks. A name is accepted only if
 * EVERY address it resolves to is allowed: a client may connect to any of them, so one private
 * address among public ones is enough to reach the internal network. A temporary DNS failure
 * does not refuse the URL (`dnsUnavailable: true`); the delivery-time lookup checks it then.
 */
export async function checkWebhookUrl(
  raw: string,
  policy: UrlPolicy,
): Promise<{ ok: true; url: URL; dnsUnavailable: boolean } | { ok: false; reason: string }> {
  const checked = checkUrlForDelivery(raw, policy);
  if (!checked.ok) return checked;
  const { url } = checked;
  if (literalAddress(url) || isLocalhostName(url.hostname)) return { ok: true, url, dnsUnavailable: false };
  let addresses: string[];
  try {
    addresses = await policy.resolve(url.hostname);
  } catch (error) {
    if (!isMissingHostError(error)) return { ok: true, url, dnsUnavailable: true };
    addresses = [];
  }
  if (addresses.length === 0) {
    return refuse(`El dominio ${url.hostname} no existe: revisa que esté bien escrito.`);
  }
  const reason = firstForbidden(addresses, policy, url.hostname);
  return reason ? refuse(reason) : { ok: true, url, dnsUnavailable: false };
}

/**
 * For delivery: a `lookup` for `http.request`/`https.request` options. It resolves once, refuses
 * if any address is forbidden (an Error with code ECAJA_FORBIDDEN_ADDRESS and the Spanish reason
 * as message), and hands Node exactly the addresses it checked: resolving again to connect would
 * let a DNS answer that changed in between (rebinding) reach an address nobody checked.
 */
export function guardedLookup(policy: UrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    const resolved = isLocalhostName(hostname)
      ? Promise.resolve(LOOPBACK_ADDRESSES)
      : policy.resolve(hostname);
    resolved.then(
      (addresses) => {
        const reason = firstForbidden(addresses, policy, hostname);
        if (reason) return callback(withCode(new Error(reason), 'ECAJA_FORBIDDEN_ADDRESS'), '');
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
        const usable: LookupAddress[] = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => family === 0 || entry.family === family);
        const first = usable[0];
        if (!first)
          return callback(withCode(new Error(`getaddrinfo ENOTFOUND ${hostname}`), 'ENOTFOUND'), '');
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

function firstForbidden(
  addresses: readonly string[],
  policy: AddressPolicy,
  hostname: string,
): string | null {
  for (const address of addresses) {
    const reason = forbiddenAddressReason(address, policy, hostname);
    if (reason) return reason;
  }
  return null;
}

function withCode(error: Error, code: string): NodeJS.ErrnoException {
  return Object.assign(error, { code });
}

function refuse(reason: string) {
  return { ok: false, reason } as const;
}
