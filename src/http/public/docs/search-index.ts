import { ERROR_CODES, ERRORS } from '#src/contract/errors.js';
import type { GuideBlock, GuideSection } from '../openapi/guide-blocks.js';
import { errorAnchor } from '../openapi/guide-blocks.js';
import type { OpenApiOperation } from '../openapi/index.js';
import type { ResourceObject } from './objects.js';
import { operationIdOf } from './operation.js';
import { type Folded, fold, wordsOf } from './search-text.js';

/** What a result is; the results page lists its groups best first, ties in this order. */
export const ENTRY_KINDS = ['operation', 'guide', 'object', 'error'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** One place of the page a search can lead to. */
export interface SearchEntry {
  kind: EntryKind;
  /** The anchor it leads to. */
  id: string;
  title: string;
  /** For an operation, its method; for an error, its HTTP status. */
  label?: string;
  /** For an operation, its whole path; for an error, its message. */
  detail?: string;
  /** The text an excerpt is taken from. */
  body: Folded & { original: string };
  titleWords: string[];
  bodyWords: string[];
}

export interface IndexedOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** Inline text as a reader sees it: without the backticks of its `code` spans. */
const plain = (text: string) => text.replace(/`/g, '');

function blockText(block: GuideBlock): string[] {
  switch (block.kind) {
    case 'text':
    case 'code':
      return [plain(block.text)];
    case 'list':
      return block.items.map(plain);
    case 'table':
      // A table whose rows are anchors of their own (the error codes) is found row by row.
      return block.rowIds ? [] : block.rows.map((row) => row.map(plain).join(' · '));
    case 'heading':
      return [];
    case 'details':
      return [plain(block.summary), ...block.blocks.flatMap(blockText)];
  }
}

function entry(
  kind: EntryKind,
  id: string,
  title: string,
  body: string,
  extra: { label?: string; detail?: string; keywords?: string } = {},
): SearchEntry {
  const folded = fold(body);
  return {
    kind,
    id,
    title,
    label: extra.label,
    detail: extra.detail,
    body: { ...folded, original: body },
    titleWords: wordsOf(fold(`${title} ${extra.detail ?? ''}`).text),
    // Keywords are found like the text but never shown in an excerpt.
    bodyWords: wordsOf(fold(`${body} ${extra.keywords ?? ''}`).text),
  };
}

/** A guide section, cut at its subheadings: the text before the first, then each subsection. */
function guideEntries(section: GuideSection): SearchEntry[] {
  const parts: { id: string; title: string; blocks: GuideBlock[] }[] = [
    { id: section.id, title: section.title, blocks: [] },
  ];
  for (const block of section.blocks) {
    if (block.kind === 'heading')
      parts.push({ id: block.id, title: `${section.title}: ${block.text}`, blocks: [] });
    else parts.at(-1)!.blocks.push(block);
  }
  // Code is searched after the prose, so that an excerpt shows prose when the prose has the words.
  const text = (blocks: GuideBlock[]) =>
    [...blocks.filter((b) => b.kind !== 'code'), ...blocks.filter((b) => b.kind === 'code')]
      .flatMap(blockText)
      .join(' ');
  return parts.map((p) => entry('guide', p.id, p.title, text(p.blocks)));
}

function operationEntry(
  basePath: string,
  tag: string,
  { method, path, operation }: IndexedOperation,
): SearchEntry {
  const parameters = ((operation['parameters'] ?? []) as { name?: unknown }[]).map((p) =>
    String(p.name ?? ''),
  );
  return entry(
    'operation',
    operationIdOf(method, path, operation),
    operation.summary ?? path,
    plain(operation.description ?? ''),
    {
      label: method.toUpperCase(),
      detail: basePath + path,
      keywords: [tag, ...parameters].join(' '),
    },
  );
}

const objectEntry = (object: ResourceObject): SearchEntry =>
  entry('object', object.id, `El objeto ${object.label}`, '', {
    keywords: `${object.component} ${object.tag}`,
  });

const errorEntry = (code: (typeof ERROR_CODES)[number]): SearchEntry =>
  entry('error', errorAnchor(code), code, plain(ERRORS[code].message), {
    label: String(ERRORS[code].status),
    detail: plain(ERRORS[code].message),
  });

/** Every place of the page a search can find, built once with the page. */
export function searchIndex(input: {
  guide: GuideSection[];
  groups: { name: string; operations: IndexedOperation[] }[];
  objects: ResourceObject[];
  basePath: string;
}): SearchEntry[] {
  return [
    ...input.groups.flatMap((g) => g.operations.map((op) => operationEntry(input.basePath, g.name, op))),
    ...input.guide.flatMap(guideEntries),
    ...input.objects.map(objectEntry),
    ...ERROR_CODES.map(errorEntry),
  ];
}
