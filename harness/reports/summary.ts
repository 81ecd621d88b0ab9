import type { ConformanceReport } from './conformance.js';
import { timingLines } from './timing.js';

/** The human summary printed at the end of a run. */
export function summaryLines(r: ConformanceReport): string[] {
  const t = r.totals;
  const lines = [`conformance: ${r.implementation.name} ${r.implementation.version} — verdict ${r.verdict}`];
  const parts = [`${t.passed} passed`, `${t.failed} failed`];
  if (t['expected-fail']) parts.push(`${t['expected-fail']} expected-fail`);
  parts.push(`${t['not provisioned']} not provisioned`, `${t['not claimed']} not claimed`);
  if (t.skipped) parts.push(`${t.skipped} skipped without a reason (a harness error)`);
  lines.push(`scenarios: ${parts.join(', ')}`);
  for (const o of r.scenarios.filter((s) => s.status === 'failed')) {
    lines.push(`  FAILED ${o.uri}${o.line ? `:${o.line}` : ''}: ${o.name} — ${o.reason ?? 'no message'}`);
    if (o.replay) lines.push(`    replay: ${o.replay}`);
  }
  for (const o of r.scenarios.filter((s) => s.status === 'expected-fail')) {
    lines.push(`  expected-fail: ${o.name} — ${o.expectation?.reason ?? ''} (${o.expectation?.issue ?? ''})`);
  }
  for (const o of r.scenarios.filter((s) => s.status === 'not provisioned' || s.status === 'not claimed')) lines.push(`  ${o.status}: ${o.name} — ${o.reason}`);
  for (const p of r.problems) lines.push(`  PROBLEM (${p.kind}): ${p.message}`);
  lines.push(...timingLines(r.timing));
  return lines;
}
