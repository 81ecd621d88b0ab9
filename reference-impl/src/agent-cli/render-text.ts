import type { Envelope } from './envelope.js';

/** The human form of an envelope (without --json): a few lines, the same facts. */
export function renderText(env: Envelope): string {
  const lines: string[] = [];
  const r = env.runtime;
  lines.push(`${env.command}: ${env.ok ? 'ok' : 'FAILED'} — ${env.repo ?? '(no repository)'}`);
  if (r.runtime_root) lines.push(`runtime: ${r.runtime_root} (${r.source ?? '?'}${r.state ? `, ${r.state}` : ''}${r.transport ? `, ${r.transport}` : ''})`);
  if (env.graph_state) lines.push(`graph: ${String(env.graph_state.node_count)} nodes, ${String(env.graph_state.edge_count)} edges`);
  lines.push(`trust: ${env.trust.verdict}`);
  for (const res of env.results) {
    const hits = Array.isArray(res.payload?.results) ? (res.payload.results as { label?: unknown; file_path?: unknown }[]) : [];
    if (hits.length > 0) lines.push(`${res.tool}: ${hits.slice(0, 5).map((h) => `${String(h.label)} (${String(h.file_path)})`).join(', ')}`);
  }
  const staleness = env.staleness as { verdict?: string; summary?: string } | undefined;
  if (staleness) lines.push(`staleness: ${staleness.verdict} — ${staleness.summary}`);
  const error = env.error as { code?: string; message?: string } | undefined;
  if (error) lines.push(`error: ${error.code}: ${error.message}`);
  for (const next of env.next_actions) lines.push(`next: ${next}`);
  return `${lines.join('\n')}\n`;
}
