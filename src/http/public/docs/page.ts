import type { GuideBlock, GuideSection } from '../openapi/guide-blocks.js';
import type { OpenApiDocument, OpenApiOperation } from '../openapi/index.js';
import { codeBlock, escapeHtml, inline, slug, table } from './html.js';
import { objectLinks, type ResourceObject, renderObject, resourceObjects } from './objects.js';
import { type OperationContext, operationIdOf, renderOperation } from './operation.js';
import { languageInputs, languageTabs } from './samples.js';
import { type SearchEntry, searchIndex } from './search-index.js';
import { searchForm } from './search-view.js';
import { STYLES } from './styles.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

interface Group {
  name: string;
  description?: string;
  objects: ResourceObject[];
  operations: Operation[];
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
        { rowId: (index) => b.rowIds?.[index] },
      );
    case 'heading':
      return `<h3 id="${escapeHtml(b.id)}">${escapeHtml(b.text)}</h3>`;
    case 'details':
      return `<details><summary>${inline(b.summary)}</summary>${b.blocks.map(block).join('')}</details>`;
  }
}

const guideSection = (s: GuideSection) =>
  `<section id="${escapeHtml(s.id)}"><h2>${escapeHtml(s.title)}</h2>${s.blocks.map(block).join('')}</section>`;

/** The operations of the document grouped by their first tag, in the document's tag order, with the objects each answers. */
function byTag(doc: OpenApiDocument, objects: ResourceObject[]): Group[] {
  const groups: Group[] = doc.tags.map((tag) => ({ ...tag, objects: [], operations: [] }));
  const groupOf = (name: string) => {
    const found = groups.find((g) => g.name === name);
    if (found) return found;
    const added: Group = { name, objects: [], operations: [] };
    groups.push(added);
    return added;
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) groupOf(operation.tags?.[0] ?? 'Otras').operations.push({ method, path, operation });
    }
  }
  for (const object of objects) groupOf(object.tag).objects.push(object);
  return groups.filter((g) => g.operations.length > 0);
}

const link = (id: string, label: string) => `<a href="#${escapeHtml(id)}">${label}</a>`;

/** The menu's links: the guide, then each group's objects and operations (the search box goes above). */
function navLinks(guide: GuideSection[], groups: Group[], basePath: string): string {
  const guideItem = (s: GuideSection) => {
    const headings = s.blocks.filter((b) => b.kind === 'heading');
    const sub = headings.length
      ? `<ul class="sub">${headings.map((h) => `<li>${link(h.id, escapeHtml(h.text))}</li>`).join('')}</ul>`
      : '';
    return `<li>${link(s.id, escapeHtml(s.title))}${sub}</li>`;
  };
  return [
    '<ul>',
    ...guide.map(guideItem),
    '</ul>',
    ...groups.map((g) =>
      [
        `<p class="group">${link(`tag-${slug(g.name)}`, escapeHtml(g.name))}</p><ul>`,
        ...g.objects.map((o) => `<li class="obj">${link(o.id, `El objeto ${escapeHtml(o.label)}`)}</li>`),
        ...g.operations.map(
          ({ method, path, operation }) =>
            `<li class="op">${link(
              operationIdOf(method, path, operation),
              `<span class="s">${escapeHtml(operation.summary ?? '')}</span><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span><span class="p">${escapeHtml(basePath + path)}</span>`,
            )}</li>`,
        ),
        '</ul>',
      ].join(''),
    ),
  ].join('');
}

export interface ReferencePage {
  /**
   * The page as served at `path` (its search form answers there); with a search, the box holds
   * the query and its answer comes first.
   */
  html(path: string, search?: { query: string; results: string }): string;
  /** What the page's search looks through. */
  index: SearchEntry[];
}

/** The whole reference page, from the OpenAPI document and the guide it was written from. */
export function renderPage(doc: OpenApiDocument, guide: GuideSection[], sampleKey: string): ReferencePage {
  const baseUrl = doc.servers[0]?.url ?? '';
  const basePath = baseUrl ? new URL(baseUrl).pathname.replace(/\/$/, '') : '';
  const objects = resourceObjects(doc);
  const links = objectLinks(objects);
  const ctx: OperationContext = { doc, baseUrl, basePath, sampleKey, links };
  const groups = byTag(doc, objects);
  const endpoints = groups.map((g) =>
    [
      `<section class="tag" id="tag-${slug(g.name)}"><h2>${escapeHtml(g.name)}</h2>`,
      g.description ? `<p>${inline(g.description)}</p>` : '',
      ...g.objects.map((o) => renderObject(doc, o, links)),
      ...g.operations.map(({ method, path, operation }) => renderOperation(ctx, method, path, operation)),
      '</section>',
    ].join(''),
  );
  const title = `${escapeHtml(doc.info.title)} · Referencia`;
  const head = (path: string, search?: { query: string }) =>
    [
      '<!doctype html><html lang="es"><head><meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      // A page of results is not worth a search engine's index.
      search ? '<meta name="robots" content="noindex">' : '',
      `<title>${search ? `Buscar «${escapeHtml(search.query)}» · ` : ''}${title}</title>`,
      `<style>${STYLES}</style></head><body>`,
      languageInputs(),
      '<nav class="toc" aria-label="Contenido"><p class="brand">Caja API</p>',
      searchForm(path, search?.query ?? ''),
    ].join('');
  const menuAndHeader = [
    navLinks(guide, groups, basePath),
    '</nav><main><header>',
    `<h1>${escapeHtml(doc.info.title)} <span class="version">v${escapeHtml(doc.info.version)}</span></h1>`,
    `<p>Dirección base de este servidor (${escapeHtml(doc.servers[0]?.description ?? '')}): <code>${escapeHtml(baseUrl)}</code>`,
    ` · Documento OpenAPI 3.1: <a href="${escapeHtml(`${baseUrl}/openapi.json`)}">openapi.json</a></p>`,
    `<p class="langs">Ejemplos de código en: <span class="tabs">${languageTabs()}</span></p>`,
    '</header>',
  ].join('');
  const content = [...guide.map(guideSection), ...endpoints, '</main></body></html>'].join('');
  // The page without a search is the same on every request to one path: keep each.
  const plain = new Map<string, string>();
  const plainAt = (path: string) => {
    const page = plain.get(path) ?? head(path) + menuAndHeader + content;
    plain.set(path, page);
    return page;
  };
  return {
    html: (path, search) =>
      search ? head(path, search) + menuAndHeader + search.results + content : plainAt(path),
    index: searchIndex({ guide, groups, objects, basePath }),
  };
}
