import { AgentError } from './agent-error.js';
import { summariseCall, type Envelope } from './envelope.js';
import type { ToolCaller } from './tool-caller.js';

export type StalenessVerdict = 'nothing_checked' | 'stale' | 'unknown_only' | 'partially_unknown' | 'all_fresh';

/** Never "fresh" unless every entry is fresh: unknown entries are never summarised as fresh. */
export function judgeStaleness(counts: { fresh: number; stale: number; unknown: number }): StalenessVerdict {
  const checked = counts.fresh + counts.stale + counts.unknown;
  if (checked === 0) return 'nothing_checked';
  if (counts.stale > 0) return 'stale';
  if (counts.unknown > 0) return counts.fresh === 0 ? 'unknown_only' : 'partially_unknown';
  return 'all_fresh';
}

const SUMMARY: Record<StalenessVerdict, string> = {
  nothing_checked: 'nothing was checked',
  stale: 'some entries changed since ingest; refresh before trusting them',
  unknown_only: 'every entry is unknown (never ingested): no freshness claim is made',
  partially_unknown: 'the ingested entries are fresh; the others are unknown and carry no freshness claim',
  all_fresh: 'every entry is unchanged since ingest',
};

export async function runAmIStale(env: Envelope, caller: ToolCaller, req: { files: string[]; nodes: string[] }): Promise<void> {
  const args: Record<string, unknown> = {};
  if (req.files.length > 0) args.files = req.files;
  if (req.nodes.length > 0) args.nodes = req.nodes;
  const out = await caller.call('am_i_stale', args);
  env.calls.push(summariseCall('am_i_stale', out));
  env.results.push({ tool: 'am_i_stale', payload: out.payload });
  if (out.isError || !out.payload) throw new AgentError('M1ND_AGENT_SERVER_CALL_FAILED', `am_i_stale failed: ${out.text ?? 'no payload'}`, { tool: 'am_i_stale' });
  const list = (k: string): unknown[] => (Array.isArray(out.payload?.[k]) ? (out.payload[k] as unknown[]) : []);
  const fresh = list('fresh');
  const stale = list('stale');
  const unknown = list('unknown');
  const verdict = judgeStaleness({ fresh: fresh.length, stale: stale.length, unknown: unknown.length });
  env.staleness = {
    verdict,
    checked: fresh.length + stale.length + unknown.length,
    fresh,
    stale,
    unknown,
    summary: SUMMARY[verdict],
    server_summary: typeof out.payload.summary === 'string' ? out.payload.summary : null,
  };
  env.trust = { verdict: 'not_evaluated' };
  if (verdict === 'stale') env.next_actions.push('run m1nd-ref agent first-minute to refresh the runtime, then ask again');
}
