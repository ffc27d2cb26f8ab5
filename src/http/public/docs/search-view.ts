import { escapeHtml } from './html.js';
import type { Hit } from './search.js';
import { ENTRY_KINDS, type EntryKind, type SearchEntry } from './search-index.js';
import { MAX_QUERY_LENGTH, type SearchRequest } from './search-query.js';
import { answers, fold, queryWords } from './search-text.js';

/** The id of the results section: the form's action jumps to it. */
export const RESULTS_ID = 'resultados';

/** The box of the page's menu; it answers on `path` (the page's own), at its results. */
export const searchForm = (path: string, value: string): string =>
  [
    `<form class="search" method="get" action="${escapeHtml(path)}#${RESULTS_ID}" role="search">`,
    '<label for="buscar">Buscar en la referencia</label><div class="search-row">',
    `<input type="search" id="buscar" name="q" maxlength="${MAX_QUERY_LENGTH}" value="${escapeHtml(value)}"`,
    ' placeholder="Ej.: crear cliente, /sales" autocomplete="off">',
    '<button type="submit">Buscar</button></div></form>',
  ].join('');

const GROUP_TITLES: Record<EntryKind, string> = {
  guide: 'Guía',
  operation: 'Operaciones',
  object: 'Objetos',
  error: 'Códigos de error',
};

/** Characters of context on each side of the first word found. */
const CONTEXT = 90;

/** A piece of text, escaped, with the words that answer the query marked. */
function marked(text: string, words: string[]): string {
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) =>
      i % 2 === 1 && words.some((w) => answers(fold(part).text, w))
        ? `<mark>${escapeHtml(part)}</mark>`
        : escapeHtml(part),
    )
    .join('');
}

/** The lines around the first word found, cut at spaces. */
function excerpt(entry: SearchEntry, at: number | undefined, words: string[]): string {
  const { original, from } = entry.body;
  if (!original) return '';
  const center = at === undefined ? 0 : (from[at] ?? 0);
  let start = Math.max(0, center - CONTEXT);
  let end = Math.min(original.length, center + CONTEXT);
  if (start > 0) start = original.indexOf(' ', start) + 1 || start;
  if (end < original.length)
    end = original.lastIndexOf(' ', end) > center ? original.lastIndexOf(' ', end) : end;
  const text = `${start > 0 ? '…' : ''}${original.slice(start, end).trim()}${end < original.length ? '…' : ''}`;
  return `<p class="excerpt">${marked(text, words)}</p>`;
}

function hitItem(hit: Hit, words: string[]): string {
  const { entry } = hit;
  const href = `#${escapeHtml(entry.id)}`;
  switch (entry.kind) {
    case 'operation':
      return [
        `<li class="op"><a href="${href}"><span class="s">${marked(entry.title, words)}</span>`,
        `<span class="m ${escapeHtml(entry.label!.toLowerCase())}">${escapeHtml(entry.label!)}</span>`,
        `<span class="p">${marked(entry.detail!, words)}</span></a>`,
        `${excerpt(entry, hit.at, words)}</li>`,
      ].join('');
    case 'error':
      return `<li><a href="${href}"><code>${marked(entry.title, words)}</code></a> <span class="where">HTTP ${escapeHtml(entry.label!)}</span><p class="excerpt">${marked(entry.detail!, words)}</p></li>`;
    case 'object':
      return `<li class="obj"><a href="${href}">${marked(entry.title, words)}</a></li>`;
    case 'guide':
      return `<li><a href="${href}">${marked(entry.title, words)}</a>${excerpt(entry, hit.at, words)}</li>`;
  }
}

const HINT =
  'La búsqueda no distingue mayúsculas ni tildes y encuentra las palabras de una familia («creación» encuentra «Crea un cliente»). Prueba con menos palabras, con una ruta (<code>/sales</code>), un código de error (<code>VALIDATION_ERROR</code>) o un tema (webhooks, paginación).';

const count = (n: number) => (n === 1 ? '1 resultado' : `${n} resultados`);

/** The answer to a search, shown above the reference; each result links to its place in it. */
export function resultsSection(
  request: Exclude<SearchRequest, { kind: 'none' }>,
  found: { hits: Hit[]; total: number },
): string {
  const open = `<section id="${RESULTS_ID}" class="results" aria-label="Resultados de la búsqueda">`;
  if (request.kind === 'too-long') {
    return `${open}<h2>Búsqueda demasiado larga</h2><p>La búsqueda admite hasta ${MAX_QUERY_LENGTH} caracteres: escribe menos palabras.</p></section>`;
  }
  const shown = `«${escapeHtml(request.query)}»`;
  const { hits, total } = found;
  if (hits.length === 0) return `${open}<h2>Sin resultados para ${shown}</h2><p>${HINT}</p></section>`;
  const words = queryWords(request.query);
  // Hits come best first, so a group's first is its best: the group with the best hit leads.
  const groups = ENTRY_KINDS.map((kind) => ({ kind, hits: hits.filter((h) => h.entry.kind === kind) }))
    .filter((g) => g.hits.length > 0)
    .sort((a, b) => b.hits[0]!.score - a.hits[0]!.score)
    .map(
      (g) =>
        `<h3>${GROUP_TITLES[g.kind]} (${g.hits.length})</h3><ul class="hits">${g.hits.map((h) => hitItem(h, words)).join('')}</ul>`,
    );
  const summary =
    total > hits.length
      ? `${count(total)}; estos son los ${hits.length} más cercanos. Añade palabras para acotar.`
      : `${count(total)}, los más cercanos primero.`;
  return `${open}<h2>Resultados para ${shown}</h2><p>${summary}</p>${groups.join('')}</section>`;
}
