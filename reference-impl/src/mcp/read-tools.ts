import { join } from 'node:path';
import { diskProbe, lexicalRanker, searchGraph, searchIndexOf, seekGraph, staleness, textFileReader } from '../graph/index.js';
import { GRAPH_SNAPSHOT_FILE, PLASTICITY_FILE } from '../records/index.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';
import { servingBrain, type ServingBrain } from './serving-brain.js';
import { agentCollisions, collisionGap } from './presence-tools.js';

function emptyDiagnostic(b: ServingBrain): Record<string, unknown> {
  return b.graph.nodes.length === 0
    ? { empty_graph: 'the bound graph has no nodes; launch with a workspace grant (M1ND_WORKSPACE_ROOT) to prepare it' }
    : {};
}

export function health(ctx: ToolContext): ToolResult {
  const s = servingBrain(ctx);
  return ok({
    status: 'ok',
    brain: s.brain,
    node_count: s.graph.nodes.length,
    edge_count: s.graph.edges.length,
    workspace_root: s.workspaceRoot,
    roots: s.roots,
    ingest_roots: s.roots,
    runtime_root: ctx.runtime,
    graph_path: ctx.runtime ? join(ctx.runtime, GRAPH_SNAPSHOT_FILE) : null,
    plasticity_path: ctx.runtime ? join(ctx.runtime, PLASTICITY_FILE) : null,
    checkpoint: s.checkpointId,
    caller_root: ctx.callerRoot ? ctx.callerRoot() : ctx.grant,
    ...emptyDiagnostic(s),
  });
}

/**
 * Answers from the graph's in-memory text index (built on the graph's first search from the ingested files whose
 * bytes still carry the ingested digest), never from the disk at query time.
 */
export async function search(ctx: ToolContext, args: { query: string; mode?: 'literal' | 'regex' | 'semantic'; scope?: string; top_k?: number }): Promise<ToolResult> {
  const mode = args.mode === 'semantic' ? 'literal' : args.mode;
  const b = servingBrain(ctx);
  try {
    const found = searchGraph(b.graph, { query: args.query, mode, scope: args.scope, top_k: args.top_k }, await searchIndexOf(b.graph, textFileReader()));
    const notes = [
      found.truncated ? 'the pattern examined as much text as one search may; results and total_matches cover only the files examined, so narrow the scope or the pattern' : '',
      found.stale_files_skipped > 0 ? `${found.stale_files_skipped} ingested files had changed on disk before the text was indexed, so their lines are not searched (labels still are); refresh the root to take them in` : '',
    ].filter((n) => n !== '');
    return ok({ query: args.query, mode: mode ?? 'literal', ...found, ...(notes.length > 0 ? { note: notes.join('; ') } : {}), ...emptyDiagnostic(b) });
  } catch (error) {
    return toolError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Ranks with the semantic index when the model loaded (`mode: "semantic"`), else lexically; a model
 * that failed to load is named in `model_error`. Hits carry their file's co-change partners.
 */
export function seek(ctx: ToolContext, args: { query: string; top_k?: number }): ToolResult {
  const b = servingBrain(ctx);
  // The semantic index and co-change graph describe the development brain only.
  const dev = b.brain === 'dev';
  const ranking = (dev ? ctx.seekRanking?.() : null) ?? { ranker: null, modelError: null };
  const found = seekGraph(b.graph, { query: args.query, top_k: args.top_k }, ranking.ranker ?? lexicalRanker);
  const cochange = dev ? ctx.cochange : undefined;
  const results = found.results.map((hit) => {
    const partners = cochange?.partners(hit.file_path) ?? [];
    return partners.length > 0 ? { ...hit, co_changed: partners } : hit;
  });
  return ok({
    query: args.query,
    ...found,
    results,
    ...(ranking.modelError !== null ? { model_error: ranking.modelError } : {}),
    cochange_edges: cochange?.status === 'built' ? cochange.edgeCount : null,
    ...emptyDiagnostic(b),
  });
}

export function north(ctx: ToolContext, args: { agent_id?: string; task?: string }): ToolResult {
  const s = servingBrain(ctx);
  const leads = args.task ? seekGraph(s.graph, { query: args.task, top_k: 5 }).results : [];
  const gaps: string[] = [];
  if (s.graph.nodes.length === 0) gaps.push('the graph is empty: no workspace has been prepared');
  if (args.task && leads.length === 0) gaps.push('no node matched the task text');
  for (const c of agentCollisions(ctx, args.agent_id)) gaps.push(collisionGap(c, args.agent_id as string));
  return ok({
    agent_id: args.agent_id ?? null,
    task: args.task ?? null,
    node_count: s.graph.nodes.length,
    edge_count: s.graph.edges.length,
    roots: s.roots,
    needs: args.task ? [] : ['a task description sharpens the next move'],
    leads,
    honest_gaps: gaps,
    next: leads[0] ? `read ${leads[0].file_path} (${leads[0].label})` : 'search for a symbol you expect to touch',
    ...emptyDiagnostic(s),
  });
}

/** Size first, then content digest, of the files in question only; never a re-parse. */
export function amIStale(ctx: ToolContext, args: { files?: string[]; nodes?: string[] }): ToolResult {
  return ok({ ...staleness(servingBrain(ctx).graph, { files: args.files, nodes: args.nodes }, diskProbe) });
}
