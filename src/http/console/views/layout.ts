import type { Environment } from '#src/contract/api.js';
import { type Html, html } from '#src/text/html.js';

export type Section = 'inicio' | 'inventario' | 'claves' | 'webhooks' | 'dispositivos' | 'actividad';

/** What the header needs to know about the person signed in. */
export interface Chrome {
  accountName: string;
  accountId: string;
  email: string;
  /** Other active accounts the same e-mail owns, to switch to. */
  otherAccounts: ReadonlyArray<{ id: string; name: string }>;
  csrf: string;
  environment: Environment;
  section: Section;
}

export const ENVIRONMENT_NAMES: Record<Environment, string> = { live: 'Producción', test: 'Pruebas' };

/**
 * The menu. "Desarrolladores" holds the API keys and the webhooks: it is the section the API's
 * error messages and its guide send people to.
 */
const NAV: ReadonlyArray<[readonly Section[], string, string]> = [
  [['inicio'], '/inicio', 'Inicio'],
  [['inventario'], '/inventario', 'Inventario'],
  [['claves', 'webhooks'], '/desarrolladores/claves', 'Desarrolladores'],
  [['dispositivos'], '/dispositivos', 'Dispositivos'],
  [['actividad'], '/actividad', 'Actividad'],
];

const DEVELOPERS: ReadonlyArray<[Section, string, string]> = [
  ['claves', '/desarrolladores/claves', 'Llaves de API'],
  ['webhooks', '/desarrolladores/webhooks', 'Webhooks'],
];

/** A whole page: signed-in pages get the header; sign-in pages pass no chrome. */
export function page(title: string, body: Html, chrome: Chrome | null = null): Html {
  return html`<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Caja</title>
<link rel="icon" href="/recursos/icono.svg" type="image/svg+xml">
<link rel="icon" href="/favicon.ico" sizes="16x16">
<link rel="stylesheet" href="/recursos/consola.css">
<script src="/recursos/consola.js" defer></script>
</head>
<body>
${chrome ? header(chrome) : html`<header class="top"><a class="brand" href="/">Caja</a></header>`}
<main>
${chrome && (chrome.section === 'claves' || chrome.section === 'webhooks') ? developersNav(chrome) : ''}${body}
</main>
</body>
</html>`;
}

function header(chrome: Chrome): Html {
  const env = `?ambiente=${chrome.environment}`;
  return html`<header class="top">
  <a class="brand" href="/inicio${env}">Caja</a>
  <nav aria-label="Secciones">
    ${NAV.map(
      ([sections, path, label]) =>
        html`<a href="${path}${sections.includes('actividad') ? '' : env}"${sections.includes(chrome.section) ? html` aria-current="page"` : ''}>${label}</a>`,
    )}
  </nav>
  <div class="who">
    ${
      chrome.otherAccounts.length > 0
        ? html`<form method="post" action="/cuenta" class="inline">
      <input type="hidden" name="_csrf" value="${chrome.csrf}">
      <label class="muted" for="cuenta">Cuenta</label>
      <select id="cuenta" name="account_id">
        <option value="${chrome.accountId}" selected>${chrome.accountName}</option>
        ${chrome.otherAccounts.map((a) => html`<option value="${a.id}">${a.name}</option>`)}
      </select>
      <button class="secondary" type="submit">Cambiar</button>
    </form>`
        : html`<span><strong>${chrome.accountName}</strong></span>`
    }
    <span>${chrome.email}</span>
    <form method="post" action="/salir" class="inline">
      <input type="hidden" name="_csrf" value="${chrome.csrf}">
      <button class="secondary" type="submit">Salir</button>
    </form>
  </div>
</header>`;
}

/** The two pages of "Desarrolladores". */
function developersNav(chrome: Chrome): Html {
  return html`<nav class="subnav" aria-label="Desarrolladores">
  ${DEVELOPERS.map(
    ([section, path, label]) =>
      html`<a href="${path}?ambiente=${chrome.environment}"${section === chrome.section ? html` aria-current="page"` : ''}>${label}</a>`,
  )}
</nav>
`;
}

/** The live/test switch above a per-environment page. */
export function environmentSwitch(path: string, current: Environment): Html {
  return html`<div class="envs" role="group" aria-label="Ambiente">
  ${(['live', 'test'] as const).map(
    (env) =>
      html`<a href="${path}?ambiente=${env}" aria-current="${env === current ? 'true' : 'false'}">${ENVIRONMENT_NAMES[env]}</a>`,
  )}
</div>`;
}

/** A message above a page's content. */
export function notice(text: string | null | undefined, kind: 'info' | 'error' | 'ok' = 'info'): Html {
  if (!text) return html``;
  return html`<div class="notice${kind === 'info' ? '' : ` ${kind}`}" role="${kind === 'error' ? 'alert' : 'status'}">${text}</div>`;
}

export const csrfField = (token: string): Html => html`<input type="hidden" name="_csrf" value="${token}">`;
