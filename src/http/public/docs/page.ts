import type { GuideBlock, GuideSection } from '../openapi/guide.js';
import type { OpenApiDocument, OpenApiOperation } from '../openapi/index.js';
import { codeBlock, escapeHtml, inline, slug, table } from './html.js';
import { type OperationContext, renderOperation } from './operation.js';
import { STYLES } from './styles.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function block(b: GuideBlock): string {
  switch (b.kind) {
    case 'text':
      return `<p>${inline(b.text)}</p>`;
    case 'list':
      return `<ul>${b.items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
    case 'code':
      return codeBlock(b.text, b.language ?? 'json');
    case 'table':
      return table(
        b.head,
        b.rows.map((row) => row.map(inline)),
      );
  }
}

const guideSection = (s: GuideSection) =>
  `<section id="${escapeHtml(s.id)}"><h2>${escapeHtml(s.title)}</h2>${s.blocks.map(block).join('')}</section>`;

/** The operations of the document grouped by their first tag, in the document's tag order. */
function byTag(doc: OpenApiDocument): { name: string; description?: string; operations: Operation[] }[] {
  const groups = doc.tags.map((tag) => ({ ...tag, operations: [] as Operation[] }));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? 'Otras';
      const group = groups.find((g) => g.name === name);
      if (group) group.operations.push({ method, path, operation });
      else groups.push({ name, operations: [{ method, path, operation }] });
    }
  }
  return groups.filter((g) => g.operations.length > 0);
}

function nav(guide: GuideSection[], groups: ReturnType<typeof byTag>): string {
  const link = (id: string, label: string) => `<a href="#${escapeHtml(id)}">${label}</a>`;
  return [
    '<nav class="toc"><p class="brand">Caja API</p><ul>',
    ...guide.map((s) => `<li>${link(s.id, escapeHtml(s.title))}</li>`),
    '</ul>',
    ...groups.map((g) =>
      [
        `<p class="group">${link(`tag-${slug(g.name)}`, escapeHtml(g.name))}</p><ul>`,
        ...g.operations.map(
          ({ method, path, operation }) =>
            `<li>${link(operation.operationId ?? slug(`${method} ${path}`), `<span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> ${escapeHtml(path)}`)}</li>`,
        ),
        '</ul>',
      ].join(''),
    ),
    '</nav>',
  ].join('');
}

/** The whole reference page, from the OpenAPI document and the guide it was written from. */
export function renderPage(doc: OpenApiDocument, guide: GuideSection[], sampleKey: string): string {
  const baseUrl = doc.servers[0]?.url ?? '';
  const ctx: OperationContext = { doc, baseUrl, sampleKey };
  const groups = byTag(doc);
  const endpoints = groups.map((g) =>
    [
      `<section class="tag" id="tag-${slug(g.name)}"><h2>${escapeHtml(g.name)}</h2>`,
      g.description ? `<p>${inline(g.description)}</p>` : '',
      ...g.operations.map(({ method, path, operation }) => renderOperation(ctx, method, path, operation)),
      '</section>',
    ].join(''),
  );
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.info.title)} · Referencia</title><style>${STYLES}</style></head><body>`,
    nav(guide, groups),
    '<main><header>',
    `<h1>${escapeHtml(doc.info.title)} <span class="version">v${escapeHtml(doc.info.version)}</span></h1>`,
    `<p>Dirección base de este servidor (${escapeHtml(doc.servers[0]?.description ?? '')}): <code>${escapeHtml(baseUrl)}</code>`,
    ` · Documento OpenAPI 3.1: <a href="${escapeHtml(`${baseUrl}/openapi.json`)}">openapi.json</a></p>`,
    '</header>',
    ...guide.map(guideSection),
    ...endpoints,
    '</main></body></html>',
  ].join('');
}
