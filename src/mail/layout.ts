import { type Html, html } from '#src/text/html.js';

/**
 * A message is written once, as blocks, and rendered twice: as plain text and as simple HTML
 * with inline styles (mail clients drop style sheets). Both parts then always say the same thing.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'note'; text: string };

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
/** A code to type: alone on its line in the text part, so that it is easy to find and copy. */
export const code = (value: string): Block => ({ kind: 'code', code: value });
export const facts = (rows: ReadonlyArray<readonly [string, string]>): Block => ({ kind: 'facts', rows });
export const link = (text: string, url: string): Block => ({ kind: 'link', text, url });
/** Small print, for what to do if the message was not expected. */
export const note = (text: string): Block => ({ kind: 'note', text });

const FOOTER = 'Caja te envió este correo automáticamente; las respuestas a esta dirección no se leen.';

function blockText(block: Block): string {
  switch (block.kind) {
    case 'code':
      return block.code;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.text}:\n${block.url}`;
    default:
      return block.text;
  }
}

const MUTED = 'color:#57606a;font-size:13px';

function blockHtml(block: Block): Html {
  switch (block.kind) {
    case 'code':
      return html`<p style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:6px;margin:24px 0">${block.code}</p>`;
    case 'facts':
      return html`<table style="border-collapse:collapse;margin:16px 0">${block.rows.map(
        ([label, value]) =>
          html`<tr><td style="padding:2px 16px 2px 0;color:#57606a">${label}</td><td style="padding:2px 0">${value}</td></tr>`,
      )}</table>`;
    case 'link':
      return html`<p><a href="${block.url}" style="color:#0969da">${block.text}</a></p>`;
    case 'note':
      return html`<p style="${MUTED}">${block.text}</p>`;
    default:
      return html`<p>${block.text}</p>`;
  }
}

/** The subject, the text part and the HTML part of one message. */
export function renderMessage(subject: string, blocks: readonly Block[]): RenderedMessage {
  const text = [...blocks.map(blockText), '—', FOOTER].join('\n\n');
  const body = html`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${blocks.map(blockHtml)}
<hr style="border:0;border-top:1px solid #d0d7de;margin:24px 0">
<p style="${MUTED}">${FOOTER}</p>
</body></html>`;
  return { subject, text: `${text}\n`, html: body.value };
}
