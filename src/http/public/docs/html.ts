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

/** A table whose cells are already HTML. */
export function table(head: string[], rows: string[][], className = ''): string {
  const cls = className ? ` class="${escapeHtml(className)}"` : '';
  return [
    `<table${cls}><thead><tr>`,
    ...head.map((h) => `<th>${escapeHtml(h)}</th>`),
    '</tr></thead><tbody>',
    ...rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`),
    '</tbody></table>',
  ].join('');
}

/** A preformatted block of code, escaped. */
export const codeBlock = (code: string, language: string): string =>
  `<pre class="code" data-lang="${escapeHtml(language)}"><code>${escapeHtml(code)}</code></pre>`;
