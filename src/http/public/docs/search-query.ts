/** The longest query the page takes (its box says so with `maxlength`). */
export const MAX_QUERY_LENGTH = 100;

export type SearchRequest =
  | { kind: 'none' }
  | { kind: 'too-long'; shown: string }
  | { kind: 'query'; query: string };

/** Characters no one searches for and a page must not echo: controls (U+0000 too), format marks, lone surrogates. */
const UNSHOWABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/**
 * The `q` of a request as the page uses it: the first one when it comes twice, without the
 * characters it cannot show, spaces collapsed, and at most {@link MAX_QUERY_LENGTH} characters.
 */
export function readQuery(raw: unknown): SearchRequest {
  const given = Array.isArray(raw) ? raw.find((v) => typeof v === 'string') : raw;
  if (typeof given !== 'string') return { kind: 'none' };
  const query = given.replace(UNSHOWABLE, ' ').replace(/\s+/g, ' ').trim();
  if (query === '') return { kind: 'none' };
  const chars = [...query];
  if (chars.length > MAX_QUERY_LENGTH)
    return { kind: 'too-long', shown: chars.slice(0, MAX_QUERY_LENGTH).join('') };
  return { kind: 'query', query };
}
