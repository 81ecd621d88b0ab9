import { AgentError, toAgentError } from './agent-error.js';
import type { IdentityState } from './cache-identity.js';
import { summariseCall, type Envelope } from './envelope.js';
import type { ToolCaller, ToolOutcome } from './tool-caller.js';

export const AGENT_ID = 'm1nd-agent-first-minute';

/** The order the seed requires: refresh (warm stdio caches only), then trust, then orientation and retrieval. */
export async function runFirstMinute(env: Envelope, caller: ToolCaller, opts: { repo: string; state: IdentityState | 'attached'; query: string | null }): Promise<void> {
  const call = async (tool: string, args: Record<string, unknown>): Promise<ToolOutcome> => {
    const out = await caller.call(tool, args);
    env.calls.push(summariseCall(tool, out));
    return out;
  };

  if (opts.state === 'warm') await refresh(env, call, opts.repo);
  else env.freshness = { performed: false, reason: opts.state === 'cold' ? 'cold runtime: prepared once by this launch, not scanned a second time' : 'attached to a served owner; its graph is its own' };

  const health = await call('health', {});
  if (health.isError || !health.payload) throw new AgentError('M1ND_AGENT_SERVER_CALL_FAILED', `health failed: ${health.text ?? 'no payload'}`, { tool: 'health' });
  const h = health.payload;
  const nodeCount = typeof h.node_count === 'number' ? h.node_count : null;
  env.graph_state = {
    node_count: nodeCount,
    edge_count: h.edge_count ?? null,
    roots: h.roots ?? null,
    workspace_root: h.workspace_root ?? null,
    runtime_root: h.runtime_root ?? null,
    checkpoint: h.checkpoint ?? null,
  };
  env.trust = { verdict: nodeCount !== null && nodeCount > 0 ? 'graph_ready' : 'empty_graph', node_count: nodeCount };

  if (opts.query) {
    for (const tool of ['search', 'seek'] as const) {
      const args = tool === 'search' ? { query: opts.query, mode: 'literal', top_k: 8, agent_id: AGENT_ID } : { query: opts.query, top_k: 8, agent_id: AGENT_ID };
      const out = await call(tool, args);
      env.results.push({ tool, payload: out.payload });
    }
    const hits = env.results.reduce((n, r) => n + (Array.isArray(r.payload?.results) ? (r.payload.results as unknown[]).length : 0), 0);
    env.next_actions.push(hits > 0 ? 'read the first result\'s file before making claims about it' : `nothing matched ${JSON.stringify(opts.query)}: try another query, or read the source directly`);
  } else {
    const out = await call('north', { agent_id: AGENT_ID, task: 'understand this repository' });
    env.results.push({ tool: 'north', payload: out.payload });
    env.next_actions.push('re-run with --query <symbol or phrase> to search the graph');
  }
}

async function refresh(env: Envelope, call: (tool: string, args: Record<string, unknown>) => Promise<ToolOutcome>, repo: string): Promise<void> {
  let out: ToolOutcome;
  try {
    out = await call('ingest', { mode: 'refresh', path: repo, agent_id: AGENT_ID });
  } catch (error) {
    const e = toAgentError(error, 'M1ND_AGENT_SERVER_CALL_FAILED');
    if (e.code === 'M1ND_AGENT_INTERRUPTED') throw e;
    env.freshness = { performed: true, isError: true, ok: false, action: null, refused: null, reason: e.message };
    env.calls.push({ tool: 'ingest', isError: true, ok: false, action: null, refused: null });
    throw new AgentError('M1ND_AGENT_REFRESH_FAILED', `the warm runtime could not be refreshed: ${e.message}`, { cause_code: e.code }, { cause: e });
  }
  const p = out.payload ?? {};
  const ok = !out.isError && p.ok === true;
  env.freshness = {
    performed: true,
    isError: out.isError,
    ok,
    action: typeof p.action === 'string' ? p.action : null,
    refused: typeof p.refused === 'string' ? p.refused : null,
    reason: typeof p.reason === 'string' ? p.reason : out.isError ? out.text : null,
    ...(typeof p.node_count_before === 'number' ? { node_count_before: p.node_count_before } : {}),
    ...(typeof p.node_count === 'number' ? { node_count: p.node_count } : {}),
  };
  if (!ok) {
    const why = typeof p.refused === 'string' ? `refused (${p.refused})` : out.isError ? `failed: ${out.text ?? 'no message'}` : 'answered without ok:true';
    throw new AgentError('M1ND_AGENT_REFRESH_FAILED', `the refresh of ${repo} was ${why}; trust was not evaluated`, { refused: p.refused ?? null });
  }
}
