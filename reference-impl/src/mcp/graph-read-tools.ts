// glob, orient, impact, trace, why and activate: thin handlers over graph-query, answering from the serving brain.
import { z } from 'zod';
import { activateGraph, fileByPath, globFiles, indexGraph, nodesNamedIn, orientGraph, reachFrom, reachImports, resolveNodeRef, whyPath, DEFAULT_DEPTH, MAX_DEPTH, type GraphIndex } from '../graph-query/index.js';
import { checkArgs } from './tool-args.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';
import { READ_ONLY_HINTS, type ToolSpec } from './tool-spec.js';
import { servingBrain } from './serving-brain.js';

const agent = { agent_id: z.string().optional() };
const depth = z.number().int().min(1).max(MAX_DEPTH).optional();
const NODE_FIX = 'pass a node id, a file path relative to the root, or a label one node carries';
const DEPTH_FIX = `pass depth as a whole number from 1 to ${MAX_DEPTH} (default ${DEFAULT_DEPTH})`;

function withGraph(ctx: ToolContext, run: (idx: GraphIndex) => ToolResult): ToolResult {
  const b = servingBrain(ctx);
  if (b.graph.nodes.length === 0) return ok({ empty_graph: 'the bound graph has no nodes; launch with a workspace grant (M1ND_WORKSPACE_ROOT) to prepare it', roots: b.roots });
  return run(indexGraph(b.graph));
}

function node(idx: GraphIndex, tool: string, field: string, ref: string) {
  const r = resolveNodeRef(idx, ref);
  return 'node' in r ? r : { error: toolError(`invalid_argument: ${tool} argument ${field}: ${r.error}`) };
}

const GlobInput = z.object({ pattern: z.string().min(1), top_k: z.number().int().positive().max(5000).optional(), ...agent });
const ReachInput = z.object({ node_id: z.string().min(1), depth, ...agent });
const TraceInput = z.object({ node_id: z.string().min(1).optional(), error_text: z.string().min(1).optional(), depth, ...agent })
  .refine((a) => a.node_id !== undefined || a.error_text !== undefined, { message: 'neither error_text nor node_id was given', path: ['error_text'] });
const WhyInput = z.object({ source: z.string().min(1), target: z.string().min(1), ...agent });
const ActivateInput = z.object({ query: z.string().min(1), top_k: z.number().int().positive().max(200).optional(), ...agent });

export function graphReadTools(ctx: ToolContext): ToolSpec[] {
  return [
    {
      name: 'glob',
      description: 'List the ingested files whose path relative to the granted root matches a glob (*, **, ?, {a,b}, [..]).',
      input: GlobInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => {
        const c = checkArgs('glob', GlobInput, raw, { pattern: 'pass pattern as a glob relative to the root, e.g. "src/**/*.ts"', top_k: 'pass top_k as a positive whole number' });
        if ('error' in c) return c.error;
        const b = servingBrain(ctx);
        try {
          return ok({ ...globFiles(b.graph, c.args.pattern, c.args.top_k), roots: b.roots });
        } catch (error) {
          return toolError(`invalid_argument: glob argument pattern: ${(error as Error).message}`);
        }
      },
    },
    {
      name: 'orient',
      description: 'A first look at the graph: roots, counts, top-level folders and languages.',
      input: z.object({ ...agent }),
      annotations: READ_ONLY_HINTS,
      run: () => ok({ ...orientGraph(servingBrain(ctx).graph) }),
    },
    {
      name: 'impact',
      description: 'Who depends on a file or symbol, transitively, to a depth: for a file, the files importing it; for a symbol, the symbols calling or referring to it (or to anything it contains).',
      input: ReachInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => {
        const c = checkArgs('impact', ReachInput, raw, { node_id: NODE_FIX, depth: DEPTH_FIX });
        if ('error' in c) return c.error;
        return withGraph(ctx, (idx) => {
          const start = node(idx, 'impact', 'node_id', c.args.node_id);
          return 'error' in start ? start.error : ok({ direction: start.node.type === 'file' ? 'importers' : 'callers', ...reachFrom(idx, start.node, 'backward', c.args.depth) });
        });
      },
    },
    {
      name: 'trace',
      description: 'What a file or symbol depends on, transitively, to a depth: for a file, what it imports; for a symbol, what it (or anything it contains) calls or refers to; or, for error_text, the nodes the text names (by path:line or exact name) and what their files import.',
      input: TraceInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => {
        const c = checkArgs('trace', TraceInput, raw, { error_text: 'pass error_text (an error message or stack trace) or node_id', node_id: NODE_FIX, depth: DEPTH_FIX });
        if ('error' in c) return c.error;
        return withGraph(ctx, (idx) => {
          if (c.args.node_id !== undefined) {
            const start = node(idx, 'trace', 'node_id', c.args.node_id);
            return 'error' in start ? start.error : ok({ direction: start.node.type === 'file' ? 'imports' : 'callees', ...reachFrom(idx, start.node, 'forward', c.args.depth) });
          }
          const matches = nodesNamedIn(idx, c.args.error_text!);
          const files = [...new Set(matches.map((m) => m.file_path))];
          const chains = files.map((f) => {
            const r = reachImports(idx, fileByPath(idx, f)!, 'forward', c.args.depth);
            return { file_path: f, reached: r.reached, truncated: r.truncated };
          });
          return ok({ error_text: c.args.error_text, matches, chains, ...(matches.length === 0 ? { honest_gap: 'the text names no file location or symbol of this graph' } : {}) });
        });
      },
    },
    {
      name: 'why',
      description: 'A shortest path of edges joining two nodes (either direction, each step saying which way), or an honest "no path".',
      input: WhyInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => {
        const c = checkArgs('why', WhyInput, raw, { source: NODE_FIX, target: NODE_FIX });
        if ('error' in c) return c.error;
        return withGraph(ctx, (idx) => {
          const source = node(idx, 'why', 'source', c.args.source);
          if ('error' in source) return source.error;
          const target = node(idx, 'why', 'target', c.args.target);
          if ('error' in target) return target.error;
          return ok({ source: source.node.id, target: target.node.id, ...whyPath(idx, source.node, target.node) });
        });
      },
    },
    {
      name: 'activate',
      description: "A ranked neighbourhood of a query: seek's hits, then the nodes one edge away from them (contains, imports, calls, references) at a share of their score.",
      input: ActivateInput,
      annotations: READ_ONLY_HINTS,
      raw: true,
      run: (raw: unknown) => {
        const c = checkArgs('activate', ActivateInput, raw, { query: 'pass query as the words to look for', top_k: 'pass top_k as a positive whole number' });
        if ('error' in c) return c.error;
        return withGraph(ctx, (idx) => ok({ query: c.args.query, results: activateGraph(idx, c.args.query, c.args.top_k) }));
      },
    },
  ];
}
