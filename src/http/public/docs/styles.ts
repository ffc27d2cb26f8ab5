/**
 * The page's only stylesheet, inline: the reference works with no other request. The language
 * tabs work without scripts: `#lang-*` are radio inputs placed before `<main>`, and `:checked ~`
 * shows the chosen sample in every operation.
 */
export const STYLES = `
:root { --ink: #1d2330; --muted: #5b6475; --line: #e3e6ec; --bg: #f7f8fa; --accent: #0f6e5a; --code: #1d2330; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 13px; }
p code, li code, td code, summary code { background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
a:focus-visible, summary:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.toc { position: fixed; top: 0; bottom: 0; left: 0; width: 300px; overflow-y: auto; padding: 20px 14px;
  background: var(--bg); border-right: 1px solid var(--line); font-size: 13.5px; }
.toc ul { list-style: none; margin: 0 0 10px; padding: 0; }
.toc ul.sub { margin: 0 0 0 12px; font-size: 13px; }
.toc li { margin: 2px 0; }
.toc li.op a { display: flex; flex-wrap: wrap; gap: 2px 6px; align-items: baseline; }
.toc li.op .s { flex-basis: 100%; }
.toc .p { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 12px; overflow-wrap: anywhere; }
.toc li.obj a { font-style: italic; }
.toc .brand { font-weight: 700; font-size: 18px; margin: 0 0 12px; }
.toc .group { font-weight: 600; margin: 14px 0 4px; }
.toc a { color: var(--ink); }
.search { margin: 0 0 16px; }
.search label { display: block; font-size: 12.5px; color: var(--muted); margin-bottom: 4px; }
.search-row { display: flex; gap: 6px; }
.search input { flex: 1; min-width: 0; font: inherit; font-size: 14px; padding: 5px 8px; border: 1px solid #aab2bf;
  border-radius: 6px; background: #fff; color: var(--ink); }
.search button { flex: none; font: inherit; font-size: 14px; padding: 5px 12px; border: 1px solid var(--accent);
  border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
.search input:focus-visible, .search button:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.results { margin: 20px 0; padding: 4px 20px 8px; border: 1px solid var(--line); border-radius: 8px; background: #fcfdfd; }
.results h2 { margin-top: 12px; padding-top: 0; border-top: 0; overflow-wrap: anywhere; }
.results h3 { margin-top: 16px; }
.results ul.hits { list-style: none; margin: 0 0 8px; padding: 0; }
.results .hits li { margin: 10px 0; }
.results li.op a { display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: baseline; }
.results .s { font-weight: 600; }
.results .p { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; }
.excerpt { margin: 2px 0 0; color: var(--muted); font-size: 13.5px; overflow-wrap: anywhere; }
mark { background: #fff1b8; color: inherit; border-radius: 2px; }
.m { flex: none; display: inline-block; width: 44px; font-size: 10.5px; font-weight: 700; }
main { margin-left: 300px; padding: 24px 40px 80px; max-width: 1480px; }
header h1 { margin: 0 0 4px; }
.version { font-size: 14px; color: var(--muted); font-weight: 400; }
h2 { margin-top: 40px; padding-top: 12px; border-top: 2px solid var(--line); }
h3 { margin: 0 0 4px; font-size: 18px; }
section > h3[id] { margin-top: 24px; }
h4 { margin: 18px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
.table { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 12px; font-size: 14px; }
th, td { text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid var(--line); }
th { background: var(--bg); font-weight: 600; }
table.fields td:first-child { width: 30%; }
table.fields td:first-child code { overflow-wrap: anywhere; }
table.fields td:nth-child(2) { min-width: 7em; }
.where { color: var(--muted); font-size: 12px; }
tr.depth-1 td:first-child { padding-left: 26px; }
tr.depth-2 td:first-child { padding-left: 42px; }
tr.depth-1, tr.depth-2 { background: #fbfcfd; }
.parent { color: var(--muted); }
.null { display: inline-block; font-size: 12px; color: #7a4b00; background: #fff5e0; border-radius: 3px; padding: 0 4px; }
.rules { color: var(--muted); font-size: 13.5px; }
.operation, .object { margin: 24px 0; padding: 18px 22px; border: 1px solid var(--line); border-radius: 8px; }
.object { background: #fcfdfd; }
.operation .summary { margin: 0; font-weight: 600; }
.operation .meta { margin: 2px 0 8px; color: var(--muted); font-size: 13px; }
.answer { margin: 4px 0; }
.split { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px 28px; }
.aside-title { margin: 14px 0 4px; font-size: 13px; font-weight: 600; color: var(--muted); }
@media (min-width: 1400px) {
  .split { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr); }
  .split > .aside { position: sticky; top: 12px; align-self: start; max-height: calc(100vh - 24px); overflow-y: auto; }
  .split > .aside > .samples:first-child, .split > .aside > .aside-title:first-child { margin-top: 0; }
}
.method, .m.get, .m.post, .m.patch, .m.put, .m.delete { color: #fff; }
.method { display: inline-block; min-width: 64px; text-align: center; border-radius: 4px; padding: 1px 8px;
  font-size: 13px; margin-right: 6px; }
.m { border-radius: 3px; text-align: center; }
.get { background: #2563a8; } .post { background: #0f7a4f; } .patch { background: #9a6412; }
.put { background: #9a6412; } .delete { background: #b42318; }
.path { font-size: 16px; overflow-wrap: anywhere; }
pre.code { background: var(--code); color: #e8ebf1; padding: 12px 14px; border-radius: 6px; overflow-x: auto;
  line-height: 1.45; margin: 6px 0 12px; }
pre.code code { background: none; border: 0; padding: 0; }
ul.errors { margin: 0; padding-left: 18px; font-size: 14px; }
details { margin: 6px 0; border: 1px solid var(--line); border-radius: 6px; padding: 4px 12px; }
details[open] { padding-bottom: 8px; }
summary { cursor: pointer; padding: 4px 0; }
.lang { position: fixed; top: 0; left: 0; width: 1px; height: 1px; opacity: 0; pointer-events: none; margin: 0; }
.samples { margin: 14px 0 4px; }
.tabs { display: flex; gap: 2px; flex-wrap: wrap; }
.langs .tabs { display: inline-flex; vertical-align: middle; }
.tab { cursor: pointer; font-size: 13px; padding: 3px 12px; border-radius: 6px 6px 0 0; background: var(--bg);
  border: 1px solid var(--line); border-bottom: 0; color: var(--muted); user-select: none; }
.langs .tab { border-radius: 6px; border-bottom: 1px solid var(--line); }
.sample { display: none; }
.sample pre.code { margin-top: 0; border-top-left-radius: 0; }
.sample-title { display: none; }
#lang-curl:checked ~ main .sample-curl, #lang-sdk:checked ~ main .sample-sdk,
#lang-fetch:checked ~ main .sample-fetch { display: block; }
#lang-curl:checked ~ main .tab-curl, #lang-sdk:checked ~ main .tab-sdk,
#lang-fetch:checked ~ main .tab-fetch { background: var(--code); color: #fff; border-color: var(--code); }
#lang-curl:focus-visible ~ main .tab-curl, #lang-sdk:focus-visible ~ main .tab-sdk,
#lang-fetch:focus-visible ~ main .tab-fetch { outline: 2px solid var(--accent); outline-offset: 1px; }
@media (max-width: 900px) { .toc { position: static; width: auto; height: auto; border-right: 0; }
  main { margin-left: 0; padding: 16px; } .operation, .object { padding: 14px 12px; }
  /* Phones zoom into a box whose text is under 16 px as it takes focus. */
  .search input, .search button { font-size: 16px; } .results { padding: 4px 12px 8px; } }
@media (max-width: 700px) {
  table.fields thead { display: none; }
  table.fields, table.fields tbody, table.fields tr, table.fields td { display: block; width: auto; }
  table.fields tr { border-bottom: 1px solid var(--line); padding: 6px 0; }
  table.fields td { border: 0; padding: 1px 6px; }
  table.fields td:first-child { width: auto; }
  table.fields td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: 12px; }
  table.fields td:first-child::before, table.fields td:last-child::before { content: none; }
  tr.depth-1 td, tr.depth-2 td { padding-left: 20px; }
}
@media print { .toc, .tabs, .langs, .results { display: none; } main { margin: 0; } .sample, .sample-title { display: block; } }
`;
