import type { ClauseRow, ConformanceReport, Totals } from './conformance.js';

/** conformance.md: the report for a reader, from the same data as conformance.json. */
export function renderMarkdown(r: ConformanceReport): string {
  const out: string[] = [];
  out.push(`# Conformance: ${r.implementation.name} ${r.implementation.version}`, '');
  out.push(`**Verdict: ${r.verdict}** — ${verdictMeaning(r.verdict)}`, '');
  out.push(`Scenarios: ${totalsLine(r.totals)}.`, '');
  const sel = r.selection;
  if (sel.tags || sel.paths.length > 0) out.push(`Selection: ${[sel.tags ? `tags \`${sel.tags}\`` : '', sel.paths.length ? `paths ${sel.paths.map((p) => `\`${p}\``).join(', ')}` : ''].filter(Boolean).join('; ')} — the verdict speaks for this selection only.`, '');
  if (r.implementation.notes) out.push(`Adapter notes: ${[r.implementation.notes].flat().join(' ')}`, '');
  if (r.shard) out.push(`Shard ${r.shard.index}/${r.shard.total}: ${r.shard.assigned.length} of the ${r.shard.selected} selected scenarios — merge every shard (\`m1nd-conformance merge\`) for the verdict on the selection.`, '');
  if (r.merged_from) out.push(`Merged from ${r.merged_from.length} shards: ${r.merged_from.map((m) => `${m.index}/${m.total} (${m.scenarios} scenarios, \`${m.dir}\`)`).join(', ')}.`, '');
  if (r.problems.length > 0) {
    out.push('## Problems that fail the run', '');
    for (const p of r.problems) out.push(`- **${p.kind}** — ${esc(p.message)}`);
    out.push('');
  }
  out.push('## Per area', '', '| area | passed | failed | expected-fail | not provisioned | not claimed |', '|---|---|---|---|---|---|');
  for (const a of r.areas) out.push(`| ${a.area} | ${a.totals.passed} | ${a.totals.failed} | ${a.totals['expected-fail']} | ${a.totals['not provisioned']} | ${a.totals['not claimed']} |`);
  out.push('');
  const failed = r.scenarios.filter((s) => s.status === 'failed');
  if (failed.length > 0) {
    out.push('## Failures', '');
    for (const s of failed) {
      out.push(`### ${esc(s.name)}`, '', `\`${s.uri}${s.line ? `:${s.line}` : ''}\` — ${s.clauses.join(', ')}`, '');
      if (s.replay) out.push(`Replay: \`${s.replay}\``, '');
      out.push('```', ...(s.messages.length > 0 ? s.messages.map((m) => m.split('\n').slice(0, 20).join('\n')) : ['no message']), '```', '');
    }
  }
  out.push('## Per clause', '', '| clause | level | area | status | why |', '|---|---|---|---|---|');
  for (const c of r.clauses) {
    const why = [...c.reasons, ...c.evidence.filter((e) => e.includes(': not provisioned — ')).map((e) => `evidence: ${e}`)].map(esc).join('<br>');
    const mixed = Object.keys(c.counts).length > 1 ? ` (${Object.entries(c.counts).map(([s, n]) => `${n} ${s}`).join(', ')})` : '';
    out.push(`| ${c.id} | ${c.level} ${c.kind} | ${c.areas.join(', ') || '—'} | ${c.status}${mixed} | ${why} |`);
  }
  const unobservable = r.clauses.filter((c) => c.observable !== null);
  if (unobservable.length > 0) {
    out.push('', '## Clauses only a capability can observe', '', 'No scenario can judge these without the capability named; the catalog says why.', '', '| clause | needs | why |', '|---|---|---|');
    for (const c of unobservable) out.push(`| ${c.id} | ${c.observable?.capability ?? ''} | ${esc(c.observable?.reason ?? '')} |`);
  }
  const asserted = r.clauses.filter((c) => c.refusal !== null);
  if (asserted.length > 0) {
    out.push('', '## Refusal codes the clauses assert', '', 'A seed-named code is every implementation\'s; an upstream-named one is the upstream runtime\'s spelling; a kit-defined one is the kit\'s own spelling, which an implementation may replace with its own (record it in an expectations file).', '', '| code | named by | clause | status |', '|---|---|---|---|');
    for (const c of asserted) out.push(`| \`${c.refusal?.code ?? ''}\` | ${namedBy(c.refusal)} | ${c.id} | ${c.status} |`);
  }
  if (r.timing) {
    out.push('', '## Slowest scenarios', '', '| seconds | implementation alive | scenario |', '|---|---|---|');
    for (const t of r.timing.slowest) out.push(`| ${t.seconds.toFixed(2)} | ${t.implementation_seconds === null ? '—' : t.implementation_seconds.toFixed(2)} | \`${t.uri}${t.line ? `:${t.line}` : ''}\` ${esc(t.name)} |`);
    const o = r.timing.harness_overhead;
    out.push('', o ? `Harness overhead per scenario: mean ${o.mean_seconds.toFixed(3)} s, median ${o.median_seconds.toFixed(3)} s (${o.total_seconds.toFixed(1)} s of ${r.timing.scenario_seconds.toFixed(1)} s). ${esc(r.timing.definition)}.` : 'Harness overhead: not recorded.');
  }
  out.push('', '## Lane', '', '| need | provisioned | evidence |', '|---|---|---|');
  for (const [need, p] of Object.entries(r.lane).sort(([a], [b]) => a.localeCompare(b))) out.push(`| ${need} | ${p.provisioned ? 'yes' : 'no'} | ${esc(p.evidence)} |`);
  out.push('', '## Re-verify', '', 'These digests name exactly what the verdict was reached against:', '');
  out.push(`- suite (features + steps): \`${r.hashes.suite}\``, `- catalog (features/clauses.yaml): \`${r.hashes.catalog}\``);
  out.push(`- adapter: \`${r.hashes.adapter}\``, `- expectations: ${r.hashes.expectations ? `\`${r.hashes.expectations}\`` : 'none'}`, '');
  return `${out.join('\n')}\n`;
}

function namedBy(refusal: ClauseRow['refusal']): string {
  if (refusal === null) return '';
  if (refusal.named_by === 'seed') return `seed ${refusal.seed ?? ''}`;
  return refusal.named_by === 'kit' ? 'kit-defined' : refusal.named_by;
}

function totalsLine(t: Totals): string {
  return `${t.passed} passed, ${t.failed} failed, ${t['expected-fail']} expected-fail, ${t['not provisioned']} not provisioned, ${t['not claimed']} not claimed${t.skipped ? `, ${t.skipped} skipped without a reason (harness errors)` : ''}`;
}

function verdictMeaning(v: ConformanceReport['verdict']): string {
  switch (v) {
    case 'conformant': return 'every selected scenario ran and passed.';
    case 'partial': return 'everything that ran passed, but some scenarios were skipped as not provisioned or not claimed on this lane.';
    case 'non-conformant': return 'at least one scenario failed (expected failures included) or a skip had no reason.';
    case 'empty': return 'no scenario ran, so no claim can be made.';
  }
}

/** Keeps table cells intact: pipes and newlines would break a Markdown row. */
function esc(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
