/** Prose blocks; inline text may use `code` spans and nothing else. */
export type GuideBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  /** `rowIds` makes each row a target of the page's links (and of its search), as the error codes are. */
  | { kind: 'table'; head: string[]; rows: string[][]; rowIds?: string[] }
  /** `language` defaults to json, what most examples are. */
  | { kind: 'code'; text: string; language?: 'json' | 'js' | 'ts' | 'shell' }
  /** A subsection's title; `id` makes it a target of the page's links. */
  | { kind: 'heading'; text: string; id: string }
  /** Blocks the page folds under a one-line summary (an example a reader opens when needed). */
  | { kind: 'details'; summary: string; blocks: GuideBlock[] };

export interface GuideSection {
  id: string;
  title: string;
  blocks: GuideBlock[];
}

/** The anchor of an error code's row on the reference page: `/docs#error-VALIDATION_ERROR`. */
export const errorAnchor = (code: string): string => `error-${code}`;
