/**
 * HTML written as TypeScript over this tag, by the console's views and the e-mails' HTML part:
 * every interpolated value is escaped unless it is already `Html` (the output of another view),
 * so a name a business typed can never become markup, and `tsc` checks the data each view is
 * given.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | boolean | null | undefined | readonly Part[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function render(part: Part): string {
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === null || part === undefined || part === false) return '';
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i] as Part) + strings[i + 1]!;
  return new Html(out);
}

/** Markup this code built itself (never text from a request or the database). */
export const trusted = (markup: string): Html => new Html(markup);
