/** The spec book's stylesheet: a readable single column, badges for level, kind and last status. */
export const BOOK_CSS = `
:root { --ink: #1d232b; --muted: #5b6674; --rule: #e3e7ec; --paper: #fff; --accent: #2457a6; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f7f9; color: var(--ink); font: 16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 58rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; background: var(--paper); }
h1 { font-size: 2rem; margin: 0 0 .5rem; } h2 { margin-top: 3rem; border-bottom: 2px solid var(--ink); padding-bottom: .25rem; }
h2 small { font-size: .8rem; color: var(--muted); font-weight: normal; } h3 { margin-top: 2rem; color: var(--accent); }
h4 { margin: 0 0 .35rem; font-size: 1rem; } h4 a { color: var(--ink); text-decoration: none; font-family: ui-monospace, monospace; }
.lede { font-size: 1.1rem; } .meta, .legend, .count, .where, .none { color: var(--muted); font-size: .85rem; }
nav ol { padding-left: 1.2rem; } nav li { margin: .15rem 0; } nav a { color: var(--accent); }
.clause { border-top: 1px solid var(--rule); padding: 1rem 0 .5rem; }
.summary { margin: .25rem 0 .5rem; }
.reading { background: #fff8e1; border-left: 4px solid #e0a800; padding: .5rem .75rem; margin: .5rem 0; font-size: .95rem; }
.lvl, .kind, .tag, .status { display: inline-block; font: 600 .7rem/1.6 system-ui, sans-serif; padding: 0 .45rem; border-radius: .6rem; vertical-align: middle; }
.lvl.MUST { background: #b3261e; color: #fff; } .lvl.SHOULD { background: #c77700; color: #fff; } .lvl.MAY, .lvl.INFO { background: #8a94a1; color: #fff; }
.kind { background: #e8edf5; color: #33415c; } .tag { background: #eef1f4; color: #46505c; font-weight: 500; }
.status { border: 1px solid currentColor; } .status.passed { color: #1b7a3a; } .status.failed { color: #b3261e; } .status.expected-fail { color: #c77700; }
.status.not-provisioned, .status.not-claimed, .status.not-run, .status.no-scenario { color: var(--muted); }
.scenario { margin: .6rem 0 .9rem; padding: .6rem .8rem; background: #f8fafc; border: 1px solid var(--rule); border-radius: 6px; }
.sc-head { font-weight: 600; } .sc-head .where { display: block; font-weight: normal; }
.kw { color: var(--accent); font-weight: 700; }
.steps { list-style: none; margin: .4rem 0 0; padding: 0; } .steps li { margin: .1rem 0 .1rem 1rem; }
var { font-style: normal; color: #7a3e9d; }
pre { background: #eef1f4; padding: .4rem .6rem; overflow-x: auto; font-size: .85rem; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85em; }
table { border-collapse: collapse; margin: .4rem 0; font-size: .9rem; } th, td { border: 1px solid var(--rule); padding: .2rem .5rem; text-align: left; vertical-align: top; }
table.gherkin { margin-left: 1rem; } details summary { cursor: pointer; color: var(--muted); font-size: .85rem; }
dt { font-weight: 600; margin-top: .6rem; } dd { margin-left: 1rem; color: var(--muted); }
@media print { body { background: #fff; } main { max-width: none; } .scenario { break-inside: avoid; } }
`;
