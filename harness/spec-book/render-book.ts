import { BOOK_CSS } from './book-style.js';
import type { RefusalCode } from '../catalog/index.js';
import type { BookClause, BookScenario, BookStep, SpecBook } from './collect-book.js';

export interface BookMeta {
  generatedAt: string;
  catalogSha256: string;
  suiteSha256: string;
  /** where the statuses came from, if a report was read */
  statusSource: string | null;
}

/** One self-contained HTML document: seeds, sections, clauses with their scenarios and our interpretation notes. */
export function renderBook(book: SpecBook, meta: BookMeta): string {
  const clauses = book.seeds.flatMap((s) => s.sections.flatMap((x) => x.clauses));
  const codes = new Map(book.refusalCodes);
  const out: string[] = [];
  out.push('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">');
  out.push(`<title>m1nd conformance — the spec book</title><style>${BOOK_CSS}</style></head><body><main>`);
  out.push('<header><h1>m1nd conformance — the spec book</h1>');
  out.push(`<p class="lede">Every normative statement the kit checks, in its own words, grouped by the seed and section it comes from. Each clause shows the Gherkin scenarios that prove it, exactly as the battery runs them, and — where the seed needed reading — how we read it. The contracts the battery relies on (the implementation adapter and snapshot dump, fixture homes, what a scenario may observe and the four refusal shapes, the seam protocol, tags and lanes) are stated in <code>harness/README.md</code>; the reference runtime's flags, codes and layout in <code>reference-impl/README.md</code>.</p>`);
  out.push(`<p class="meta">${clauses.length} clauses · ${book.scenarioCount} scenarios (an outline counts once) · ${book.features.length} feature files · generated ${esc(meta.generatedAt)}${meta.statusSource ? ` · statuses from <code>${esc(meta.statusSource)}</code>` : ''}<br>catalog <code>${meta.catalogSha256.slice(0, 16)}</code> · suite <code>${meta.suiteSha256.slice(0, 16)}</code></p>`);
  out.push('<p class="legend"><span class="lvl MUST">MUST</span> a failure makes an implementation non-conformant · <span class="lvl SHOULD">SHOULD</span> expected unless there is a reason · <span class="lvl MAY">MAY</span>/<span class="lvl INFO">INFO</span> permitted or informative. <em>wire</em> clauses are observable from outside; <em>internal</em> ones are not checked black-box; <em>informative</em> ones record a non-claim.</p></header>');
  out.push('<nav><h2>Contents</h2><ol>');
  for (const seed of book.seeds) {
    out.push(`<li><a href="#${anchor(seed.seed)}">${esc(seed.title)}</a><ol>`);
    for (const section of seed.sections) out.push(`<li><a href="#${anchor(`${seed.seed}-${section.title}`)}">${esc(section.title)}</a> <span class="count">${section.clauses.length}</span></li>`);
    out.push('</ol></li>');
  }
  out.push(`<li><a href="#refusal-codes">Refusal codes</a></li>${book.dataFiles.length > 0 ? '<li><a href="#data-files">Data the features name</a></li>' : ''}<li><a href="#features">Feature files</a></li></ol></nav>`);
  for (const seed of book.seeds) {
    out.push(`<section class="seed" id="${anchor(seed.seed)}"><h2>${esc(seed.title)} <small>${esc(seed.seed)}</small></h2>`);
    for (const section of seed.sections) {
      out.push(`<section id="${anchor(`${seed.seed}-${section.title}`)}"><h3>${esc(section.title)}</h3>`);
      for (const clause of section.clauses) out.push(renderClause(clause, codes));
      out.push('</section>');
    }
    out.push('</section>');
  }
  out.push('<section id="refusal-codes"><h2>Refusal codes</h2><p>Scenarios assert the code, never the prose. A code named by a seed is every implementation\'s; one named by the upstream runtime is its spelling though no seed names it; a kit-defined code is the kit\'s own spelling, which another implementation may replace with its own (recorded in an expectations file).</p><table><thead><tr><th>code</th><th>named by</th><th>meaning</th></tr></thead><tbody>');
  for (const [code, entry] of book.refusalCodes) out.push(`<tr><td><code>${esc(code)}</code></td><td>${esc(namedBy(entry))}</td><td>${esc(entry.meaning)}</td></tr>`);
  out.push('</tbody></table></section>');
  if (book.dataFiles.length > 0) {
    out.push('<section id="data-files"><h2>Data the features name</h2><p>Tables a scenario reads as its oracle, shown as written.</p>');
    for (const f of book.dataFiles) out.push(`<h3><code>${esc(f.path)}</code></h3><pre>${esc(f.text)}</pre>`);
    out.push('</section>');
  }
  out.push('<section id="seams"><h2>Seams</h2><p>Named points where the test protocol holds or fails an operation (the seam protocol, harness/README.md); crash outlines kill -9 at each seam on a durable-state path.</p><table><thead><tr><th>seam</th><th>what it guards</th></tr></thead><tbody>');
  for (const [name, meaning] of book.seams) out.push(`<tr><td><code>${esc(name)}</code></td><td>${esc(meaning)}</td></tr>`);
  out.push('</tbody></table></section>');
  out.push('<section id="features"><h2>Feature files</h2><dl>');
  for (const f of book.features) out.push(`<dt>${esc(f.name)} <code>${esc(f.path)}</code></dt><dd>${esc(f.description) || '—'}</dd>`);
  out.push('</dl></section></main></body></html>');
  return `${out.join('\n')}\n`;
}

function namedBy(entry: RefusalCode): string {
  return entry.named_by === 'seed' ? `seed ${entry.seed ?? ''}` : entry.named_by === 'upstream' ? 'upstream' : 'kit-defined';
}

function renderClause(c: BookClause, codes: ReadonlyMap<string, RefusalCode>): string {
  const code = c.refusal_code ? codes.get(c.refusal_code) : undefined;
  const badges = [
    `<span class="lvl ${c.level}">${c.level}</span>`,
    `<span class="kind">${c.kind}</span>`,
    ...(c.platform ? [`<span class="tag">platform: ${esc(c.platform)}</span>`] : []),
    ...(c.refusal_code ? [`<span class="tag">refusal <code>${esc(c.refusal_code)}</code>${code ? ` · ${esc(namedBy(code))}` : ''}</span>`] : []),
    ...(c.status ? [`<span class="status ${c.status.replace(/\s+/g, '-')}">${esc(c.status)}</span>`] : []),
  ];
  const parts = [`<article class="clause" id="${anchor(c.id)}"><h4><a href="#${anchor(c.id)}">${esc(c.id)}</a> ${badges.join(' ')}</h4>`, `<p class="summary">${esc(c.summary)}</p>`];
  if (c.interpretation) parts.push(`<aside class="reading"><strong>Our reading.</strong> ${esc(c.interpretation)}</aside>`);
  if (c.observable) parts.push(`<aside class="reading"><strong>Observable only with <code>${esc(c.observable.slice('needs-'.length))}</code>.</strong> ${esc(c.observable_reason ?? '')}</aside>`);
  if (c.scenarios.length === 0) parts.push(`<p class="none">${c.kind === 'wire' ? 'No scenario yet.' : `Not checked by a scenario (${c.kind}).`}</p>`);
  for (const s of c.scenarios) parts.push(renderScenario(s));
  parts.push('</article>');
  return parts.join('\n');
}

function renderScenario(s: BookScenario): string {
  const needs = s.tags.filter((t) => t.startsWith('@needs:') || t.startsWith('@platform:'));
  const out = [`<div class="scenario"><div class="sc-head"><span class="kw">${esc(s.keyword)}:</span> ${esc(s.name)}`];
  out.push(`<span class="where">${esc(s.feature)} · <code>${esc(s.path)}:${s.line}</code>${needs.length ? ` · ${needs.map((n) => `<span class="tag">${esc(n)}</span>`).join(' ')}` : ''}</span></div>`);
  if (s.background.length > 0) out.push(`<details><summary>Background (${s.background.length} step${s.background.length === 1 ? '' : 's'})</summary>${renderSteps(s.background)}</details>`);
  out.push(renderSteps(s.steps));
  for (const e of s.examples) {
    out.push(`<div class="examples"><span class="kw">Examples${e.name ? `: ${esc(e.name)}` : ''}</span>${table([e.header, ...e.rows], true)}</div>`);
  }
  out.push('</div>');
  return out.join('\n');
}

function renderSteps(steps: BookStep[]): string {
  return `<ol class="steps">${steps.map((st) => `<li><span class="kw">${esc(st.keyword)}</span> ${esc(st.text).replace(/&lt;([\w -]+)&gt;/g, '<var>&lt;$1&gt;</var>')}${st.docString !== null ? `<pre>${esc(st.docString)}</pre>` : ''}${st.table ? table(st.table, false) : ''}</li>`).join('')}</ol>`;
}

function table(rows: string[][], header: boolean): string {
  const [head, ...body] = rows;
  const cells = (r: string[], tag: string) => `<tr>${r.map((c) => `<${tag}>${esc(c)}</${tag}>`).join('')}</tr>`;
  return `<table class="gherkin">${header && head ? `<thead>${cells(head, 'th')}</thead>` : ''}<tbody>${(header ? body : rows).map((r) => cells(r, 'td')).join('')}</tbody></table>`;
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function anchor(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
