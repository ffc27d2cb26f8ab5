import type { SearchEntry } from './search-index.js';
import { answers, queryWords } from './search-text.js';

export interface Hit {
  entry: SearchEntry;
  score: number;
  /** Where in the entry's text the first word of the query was found, if it was found there. */
  at?: number;
}

/** The most results a page lists: a query that finds more is too wide to read anyway. */
export const MAX_HITS = 60;

/** Where in a folded text a word starts that answers one of the query's words. */
function firstAnswer(text: string, words: string[]): number | undefined {
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (words.some((w) => answers(match[0], w))) return match.index;
  }
  return undefined;
}

/**
 * The entries that answer every word of the query, best first (at most {@link MAX_HITS}) and how
 * many there were: a word found in the title counts three times one found in the text. Ties keep
 * the index's order (operations, then the guide, objects and error codes).
 */
export function search(index: SearchEntry[], query: string): { hits: Hit[]; total: number } {
  const words = queryWords(query);
  if (words.length === 0) return { hits: [], total: 0 };
  const hits: Hit[] = [];
  for (const entry of index) {
    let score = 0;
    for (const word of words) {
      const inTitle = entry.titleWords.some((t) => answers(t, word));
      const inBody = !inTitle && entry.bodyWords.some((t) => answers(t, word));
      if (!inTitle && !inBody) {
        score = 0;
        break;
      }
      score += inTitle ? 3 : 1;
    }
    if (score > 0) hits.push({ entry, score, at: firstAnswer(entry.body.text, words) });
  }
  return { hits: hits.sort((a, b) => b.score - a.score).slice(0, MAX_HITS), total: hits.length };
}
