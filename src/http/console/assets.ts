/**
 * The console's stylesheet and its one script, served from its own origin: the pages'
 * Content-Security-Policy allows nothing inline.
 */
export const STYLESHEET = `
:root { --ink: #1f2933; --muted: #52606d; --line: #d9e2ec; --brand: #2563eb; --bad: #b42318; --ok: #067647; --warn: #b54708; --bg: #f5f7fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--brand); }
header.top { background: #fff; border-bottom: 1px solid var(--line); padding: .75rem 1.5rem; display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
header.top .brand { font-weight: 700; font-size: 1.2rem; text-decoration: none; color: var(--ink); }
header.top nav { display: flex; flex-wrap: wrap; gap: 1rem; flex: 1; }
header.top nav a { text-decoration: none; color: var(--muted); padding: .25rem 0; }
header.top nav a[aria-current="page"] { color: var(--ink); border-bottom: 2px solid var(--brand); }
header.top .who { color: var(--muted); font-size: .9rem; display: flex; flex-wrap: wrap; gap: .5rem .75rem; align-items: center; min-width: 0; max-width: 100%; }
header.top .who > * { min-width: 0; overflow-wrap: anywhere; }
header.top .who select { width: auto; max-width: 12rem; }
header.top .who form.inline { display: inline-flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
header.top .who label { display: inline; margin: 0; font-weight: 400; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
main, .card, td, th, p, li, .notice { overflow-wrap: anywhere; }
.subnav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0 0 1rem; }
.subnav a { text-decoration: none; color: var(--muted); padding: .15rem 0; }
.subnav a[aria-current="page"] { color: var(--ink); border-bottom: 2px solid var(--brand); }
.visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .75rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1.25rem; margin-bottom: 1.25rem; }
.card > h2:first-child { margin-top: 0; }
.narrow { max-width: 28rem; margin: 3rem auto; }
.muted { color: var(--muted); }
.envs { display: inline-flex; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; margin-bottom: 1rem; }
.envs a { padding: .35rem .9rem; text-decoration: none; color: var(--muted); background: #fff; }
.envs a[aria-current="true"] { background: var(--brand); color: #fff; }
svg { max-width: 100%; height: auto; }
img { max-width: 100%; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: .5rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; font-size: .95rem; }
th { color: var(--muted); font-weight: 600; }
code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type=text], input[type=email], input[type=url], input[type=number], select, textarea { width: 100%; padding: .5rem; border: 1px solid #bcccdc; border-radius: 6px; font: inherit; }
input.code { font-size: 1.6rem; letter-spacing: .4em; text-align: center; font-family: ui-monospace, monospace; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: .75rem 0; }
fieldset label { display: flex; gap: .5rem; font-weight: 400; margin: .2rem 0; }
button, .button { display: inline-block; background: var(--brand); color: #fff; border: 0; border-radius: 6px; padding: .5rem 1rem; font: inherit; cursor: pointer; text-decoration: none; }
button.secondary, .button.secondary { background: #fff; color: var(--ink); border: 1px solid #bcccdc; }
button.danger, .button.danger { background: var(--bad); }
form.inline { display: inline; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1rem; align-items: center; }
.notice { border-left: 4px solid var(--brand); background: #eff6ff; padding: .75rem 1rem; margin-bottom: 1rem; border-radius: 4px; }
.notice.error { border-color: var(--bad); background: #fef3f2; }
.notice.ok { border-color: var(--ok); background: #ecfdf3; }
.scroll { overflow-x: auto; max-width: 100%; position: relative; }
.scroll:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.scroll > table td, .scroll > table th { overflow-wrap: normal; }
.scroll > table td.wrap { overflow-wrap: anywhere; min-width: 10rem; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.badge { display: inline-block; font-size: .8rem; padding: .05rem .5rem; border-radius: 999px; background: #e4e7eb; color: var(--ink); }
.badge.bad { background: #fee4e2; color: var(--bad); }
.badge.ok { background: #d1fadf; color: var(--ok); }
.badge.warn { background: #fef0c7; color: var(--warn); }
.secret { display: flex; gap: .5rem; align-items: center; background: #fffbeb; border: 1px dashed var(--warn); padding: .75rem; border-radius: 6px; word-break: break-all; }
.totals { display: flex; flex-wrap: wrap; gap: 2rem; margin-bottom: 1rem; }
.totals div strong { display: block; font-size: 1.4rem; }
.chart-bar { fill: var(--brand); }
.chart-grid { stroke: var(--line); }
.chart-label, .chart-axis { fill: var(--muted); font-size: 11px; }
.chart-empty { fill: var(--muted); }
.secret code { min-width: 0; }
@media (max-width: 40rem) {
  header.top { padding: .6rem 1rem; gap: .5rem 1rem; }
  header.top nav { gap: .25rem .9rem; flex-basis: 100%; order: 3; }
  main { padding: 1rem .75rem; }
  .card { padding: 1rem .85rem; }
  .narrow { margin: 1.5rem auto; }
  .totals { gap: 1rem; }
  h1 { font-size: 1.4rem; }
  input.code { letter-spacing: .25em; }
}
.attempts { margin: .25rem 0 0; padding-left: 1.1rem; font-size: .9rem; color: var(--muted); }
`;

/** Copy buttons: the only script. Pages work without it (the value is selectable text). */
export const SCRIPT = `
document.addEventListener('click', function (event) {
  var button = event.target.closest('[data-copy]');
  if (!button) return;
  var source = document.getElementById(button.getAttribute('data-copy'));
  if (!source || !navigator.clipboard) return;
  navigator.clipboard.writeText(source.textContent.trim()).then(function () {
    button.textContent = 'Copiado';
    setTimeout(function () { button.textContent = 'Copiar'; }, 2000);
  });
});
document.querySelectorAll('[data-copy]').forEach(function (b) { b.hidden = false; });
`;
