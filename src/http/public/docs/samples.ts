import { codeBlock, escapeHtml } from './html.js';
import { jsLiteral } from './js-literal.js';
import type { SdkCall } from './sdk-calls.js';

/** One call of an operation with sample values, from which each language's sample is written. */
export interface SampleCall {
  method: string;
  /** The API's base address, `…/public/v1`. */
  baseUrl: string;
  /** The path with its parameters filled in, and its query string if any. */
  path: string;
  pathValues: string[];
  query: Record<string, unknown>;
  body: unknown;
  /** Every POST carries one. */
  idempotencyKey: string | undefined;
  sdk: SdkCall | undefined;
  /** Whether the operation answers a page of a list. */
  list: boolean;
  /** A placeholder key of the listener's environment, for curl. */
  sampleKey: string;
}

/** The three ways to call, in the order of the tabs: id, tab label, title of the block. */
export const LANGUAGES = [
  { id: 'curl', tab: 'curl', title: 'curl', lang: 'shell' },
  { id: 'sdk', tab: 'SDK TypeScript', title: 'SDK de TypeScript (@caja/sdk)', lang: 'ts' },
  { id: 'fetch', tab: 'fetch', title: 'JavaScript con fetch', lang: 'js' },
] as const;

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

const urlOf = (call: SampleCall) => {
  const query = new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)])).toString();
  return `${call.baseUrl}${call.path}${query ? `?${query}` : ''}`;
};

export function curlSample(call: SampleCall): string {
  const lines = [`curl -X ${call.method.toUpperCase()} ${shellQuote(urlOf(call))}`];
  lines.push(`  -H ${shellQuote(`Authorization: Bearer ${call.sampleKey}`)}`);
  if (call.idempotencyKey) lines.push(`  -H ${shellQuote(`Idempotency-Key: ${call.idempotencyKey}`)}`);
  if (call.body !== undefined) {
    const json = JSON.stringify(call.body, null, 2).replace(/\n/g, '\n  ');
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(json)}`);
  }
  return lines.join(' \\\n');
}

export function sdkSample(call: SampleCall): string {
  const head = [
    '// Instalación: `npm pack` en la carpeta sdk/ de Caja; en tu proyecto, npm install /ruta/a/caja-sdk-0.1.0.tgz',
    "import { Caja } from '@caja/sdk';",
    '',
    'const caja = new Caja({',
    '  apiKey: process.env.CAJA_API_KEY!, // caja_test_… o caja_live_…',
    `  baseUrl: ${jsLiteral(call.baseUrl)},`,
    '});',
    '',
  ];
  if (!call.sdk) return head.join('\n');
  const { resource, method, result } = call.sdk;
  const args = call.pathValues.map((v) => jsLiteral(v));
  const params = call.body ?? (Object.keys(call.query).length > 0 ? call.query : undefined);
  if (params !== undefined) args.push(jsLiteral(params));
  const oneLine = `caja.${resource}.${method}(${args.join(', ')})`;
  const invocation =
    oneLine.length <= 72 && !oneLine.includes('\n')
      ? oneLine
      : `caja.${resource}.${method}(\n${args.map((a) => `  ${a.replace(/\n/g, '\n  ')},`).join('\n')}\n)`;
  if (call.list) {
    return [
      ...head,
      '// Recorre todas las páginas, del más reciente al más antiguo; .page() trae solo una.',
      `for await (const ${result} of ${invocation}) {`,
      `  console.log(${result}.id);`,
      '}',
    ].join('\n');
  }
  const retries = call.idempotencyKey
    ? ['// El SDK pone un Idempotency-Key nuevo a cada llamada y lo repite en sus reintentos.']
    : [];
  return [...head, ...retries, `const ${result} = await ${invocation};`].join('\n');
}

export function fetchSample(call: SampleCall): string {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal
  const headers = ['  Authorization: `Bearer ${process.env.CAJA_API_KEY}`,'];
  if (call.body !== undefined) headers.push("  'Content-Type': 'application/json',");
  // One value per operation, kept for its retries: a literal here would be copied into every call.
  if (call.idempotencyKey) headers.push("  'Idempotency-Key': idempotencyKey, // reúsalo solo al reintentar");
  const init = [
    ...(call.method === 'get' ? [] : [`  method: '${call.method.toUpperCase()}',`]),
    '  headers: {',
    ...headers.map((h) => `  ${h}`),
    '  },',
  ];
  if (call.body !== undefined) init.push(`  body: JSON.stringify(${jsLiteral(call.body, '  ')}),`);
  const name = call.list ? 'page' : (call.sdk?.result ?? 'body');
  return [
    ...(call.idempotencyKey ? ['const idempotencyKey = crypto.randomUUID();'] : []),
    `const response = await fetch(${jsLiteral(urlOf(call))}, {`,
    ...init,
    '});',
    `const ${name} = await response.json();`,
    `if (!response.ok) throw new Error(\`\${${name}.error.code}: \${${name}.error.message}\`);`,
  ].join('\n');
}

const WRITERS = { curl: curlSample, sdk: sdkSample, fetch: fetchSample };

/**
 * The samples as tabs without scripts: the tab labels point at the page's three radio inputs
 * (`lang-curl`, …), so choosing a language shows it in every operation at once. Without the
 * stylesheet they read as three labelled blocks.
 */
export function samplesHtml(call: SampleCall): string {
  return [
    `<div class="samples"><div class="tabs">${languageTabs()}</div>`,
    ...LANGUAGES.map(
      (l) =>
        `<div class="sample sample-${l.id}"><p class="sample-title">${escapeHtml(l.title)}</p>${codeBlock(WRITERS[l.id](call), l.lang)}</div>`,
    ),
    '</div>',
  ].join('');
}

/** One label per language, each pointing at its radio input. */
export const languageTabs = (): string =>
  LANGUAGES.map((l) => `<label for="lang-${l.id}" class="tab tab-${l.id}">${escapeHtml(l.tab)}</label>`).join(
    '',
  );

/** The radio inputs the tabs of every sample point at; they go before `<main>`, as its siblings. */
export const languageInputs = (): string =>
  LANGUAGES.map(
    (l, i) =>
      `<input type="radio" name="lang" class="lang" id="lang-${l.id}" aria-label="${escapeHtml(l.title)}"${i === 0 ? ' checked' : ''}>`,
  ).join('');
