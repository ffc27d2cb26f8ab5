/** The page's only stylesheet, inline: the reference works with no other request. */
export const STYLES = `
:root { --ink: #1d2330; --muted: #5b6475; --line: #e3e6ec; --bg: #f7f8fa; --accent: #0f6e5a; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 13px; }
p code, li code, td code { background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
.toc { position: fixed; top: 0; bottom: 0; left: 0; width: 280px; overflow-y: auto; padding: 20px 16px;
  background: var(--bg); border-right: 1px solid var(--line); font-size: 14px; }
.toc ul { list-style: none; margin: 0 0 12px; padding: 0; }
.toc li { margin: 2px 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.toc .brand { font-weight: 700; font-size: 18px; margin: 0 0 12px; }
.toc .group { font-weight: 600; margin: 14px 0 4px; }
.toc a { color: var(--ink); }
.m { display: inline-block; width: 46px; font-size: 11px; font-weight: 700; }
main { margin-left: 280px; padding: 24px 48px 80px; max-width: 1100px; }
header h1 { margin: 0 0 4px; }
.version { font-size: 14px; color: var(--muted); font-weight: 400; }
h2 { margin-top: 40px; padding-top: 12px; border-top: 2px solid var(--line); }
h3 { margin: 0 0 4px; font-size: 18px; }
h4 { margin: 18px 0 6px; font-size: 14px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: 8px 0 12px; font-size: 14px; }
th, td { text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid var(--line); }
th { background: var(--bg); font-weight: 600; }
.rules { color: var(--muted); }
.operation { margin: 24px 0; padding: 18px 22px; border: 1px solid var(--line); border-radius: 8px; }
.operation .summary { margin: 0; font-weight: 600; }
.operation .meta { margin: 2px 0 8px; color: var(--muted); font-size: 13px; }
.method, .m.get, .m.post, .m.patch, .m.put, .m.delete { color: #fff; }
.method { display: inline-block; min-width: 64px; text-align: center; border-radius: 4px; padding: 1px 8px;
  font-size: 13px; margin-right: 6px; }
.m { color: inherit; border-radius: 3px; text-align: center; margin-right: 4px; }
.get { background: #2563a8; } .post { background: #0f7a4f; } .patch { background: #b7791f; }
.put { background: #b7791f; } .delete { background: #b42318; }
.path { font-size: 16px; }
pre.code { background: #1d2330; color: #e8ebf1; padding: 12px 14px; border-radius: 6px; overflow-x: auto;
  line-height: 1.45; }
pre.code code { background: none; border: 0; padding: 0; }
ul.errors { margin: 0; padding-left: 18px; font-size: 14px; }
@media (max-width: 900px) { .toc { position: static; width: auto; height: auto; border-right: 0; }
  main { margin-left: 0; padding: 16px; } }
`;
