const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Escaped text whose `code` spans become `<code>` (the only markup the descriptions use). */
export const inline = (value: string): string => escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');

/** An id for an anchor: ASCII letters, digits and dashes. */
export const slug = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface TableOptions {
  className?: string;
  /** A class for a body row, by its index (`depth-1` for a nested field). */
  rowClass?: (index: number) => string;
  /** Each cell carries its column's name, which a narrow screen shows when rows become cards. */
  labelled?: boolean;
  /** An id for a body row, by its index, to link to it. */
  rowId?: (index: number) => string | undefined;
}

/** A table whose cells are already HTML. */
export function table(head: string[], rows: string[][], options: TableOptions = {}): string {
  const cls = options.className ? ` class="${escapeHtml(options.className)}"` : '';
  const tr = (index: number) => {
    const name = options.rowClass?.(index);
    const id = options.rowId?.(index);
    return `<tr${id ? ` id="${escapeHtml(id)}"` : ''}${name ? ` class="${escapeHtml(name)}"` : ''}>`;
  };
  const td = (cell: string, column: number) =>
    options.labelled ? `<td data-label="${escapeHtml(head[column] ?? '')}">${cell}</td>` : `<td>${cell}</td>`;
  return [
    `<div class="table"><table${cls}><thead><tr>`,
    ...head.map((h) => `<th>${escapeHtml(h)}</th>`),
    '</tr></thead><tbody>',
    ...rows.map((row, i) => `${tr(i)}${row.map(td).join('')}</tr>`),
    '</tbody></table></div>',
  ].join('');
}

/** A preformatted block of code, escaped. */
export const codeBlock = (code: string, language: string): string =>
  `<pre class="code" data-lang="${escapeHtml(language)}"><code>${escapeHtml(code)}</code></pre>`;
