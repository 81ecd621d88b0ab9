// impact and trace: breadth-first reach backwards or forwards — over import edges from a file, over calls and
// references from a symbol.
import { compareCodeUnits, type GraphNode } from '../graph/index.js';
import { fileOf, nodeView, type GraphIndex } from './graph-index.js';

export const DEFAULT_DEPTH = 3;
export const MAX_DEPTH = 10;

export interface Reached {
  node_id: string;
  file_path: string;
  depth: number;
  /** The file (from a file) or node id (from a symbol) one step nearer the start through which this one was reached. */
  via: string;
  /** From a symbol: the reached node's label and the kind of the edge it was reached over. */
  label?: string;
  kind?: string;
}

export interface ReachAnswer {
  start: ReturnType<typeof nodeView>;
  start_file: string;
  depth: number;
  reached: Reached[];
  /** Nodes at the depth limit that still have further edges in this direction. */
  truncated: boolean;
  /** The edge kinds followed: `imports` from a file, `calls` and `references` from a symbol. */
  follows: string[];
}

const USE_KINDS = new Set(['calls', 'references']);

/**
 * From a file, reach over imports (reachImports); from a symbol, over calls and references, starting from the
 * symbol and everything it contains (a class's callers are its methods' callers too). Each node is listed
 * once, at its least depth; order is depth, then path, then line.
 */
export function reachFrom(idx: GraphIndex, start: GraphNode, direction: 'backward' | 'forward', depth = DEFAULT_DEPTH): ReachAnswer {
  if (start.type === 'file') return reachImports(idx, start, direction, depth);
  const limit = Math.min(Math.max(1, Math.trunc(depth)), MAX_DEPTH);
  const members = [start.id];
  for (let i = 0; i < members.length; i++) {
    for (const e of idx.out.get(members[i]!) ?? []) if (e.kind === 'contains') members.push(e.target);
  }
  const seen = new Set(members);
  let frontier = members;
  const reached: (Reached & { line: number })[] = [];
  for (let d = 1; d <= limit && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const [nb, kind] of useNeighbours(idx, id, direction)) {
        if (seen.has(nb)) continue;
        seen.add(nb);
        next.push(nb);
        const n = idx.byId.get(nb)!;
        reached.push({ node_id: nb, label: n.label, file_path: n.path, depth: d, via: id, kind, line: n.line_start });
      }
    }
    frontier = next;
  }
  const truncated = frontier.some((id) => useNeighbours(idx, id, direction).some(([nb]) => !seen.has(nb)));
  reached.sort((a, b) => a.depth - b.depth || compareCodeUnits(a.file_path, b.file_path) || a.line - b.line || compareCodeUnits(a.node_id, b.node_id));
  return {
    start: nodeView(start),
    start_file: start.path,
    depth: limit,
    reached: reached.map(({ line: _line, ...r }) => r),
    truncated,
    follows: ['calls', 'references'],
  };
}

function useNeighbours(idx: GraphIndex, id: string, direction: 'backward' | 'forward'): [string, string][] {
  const edges = (direction === 'forward' ? idx.out.get(id) : idx.in.get(id)) ?? [];
  const out: [string, string][] = [];
  for (const e of edges) if (USE_KINDS.has(e.kind)) out.push([direction === 'forward' ? e.target : e.source, e.kind]);
  return out;
}

/**
 * `backward` follows import edges against their direction (who imports this file: impact), `forward` along
 * them (what this file imports: trace). A symbol starts from the file that contains it, since imports join
 * files. Each file is listed once, at its least depth; order is depth, then path.
 */
export function reachImports(idx: GraphIndex, start: GraphNode, direction: 'backward' | 'forward', depth = DEFAULT_DEPTH): ReachAnswer {
  const file = fileOf(idx, start);
  const limit = Math.min(Math.max(1, Math.trunc(depth)), MAX_DEPTH);
  const reached: Reached[] = [];
  if (!file) return { start: nodeView(start), start_file: start.path, depth: limit, reached, truncated: false, follows: ['imports'] };
  const seen = new Set([file.id]);
  let frontier = [file.id];
  let truncated = false;
  for (let d = 1; d <= limit && frontier.length > 0; d++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const nb of neighbours(idx, id, direction)) {
        if (seen.has(nb)) continue;
        seen.add(nb);
        next.push(nb);
        const n = idx.byId.get(nb)!;
        reached.push({ node_id: nb, file_path: n.path, depth: d, via: idx.byId.get(id)!.path });
      }
    }
    frontier = next;
  }
  truncated = frontier.some((id) => neighbours(idx, id, direction).some((nb) => !seen.has(nb)));
  reached.sort((a, b) => a.depth - b.depth || compareCodeUnits(a.file_path, b.file_path));
  return { start: nodeView(start), start_file: file.path, depth: limit, reached, truncated, follows: ['imports'] };
}

function neighbours(idx: GraphIndex, id: string, direction: 'backward' | 'forward'): string[] {
  const edges = (direction === 'forward' ? idx.out.get(id) : idx.in.get(id)) ?? [];
  return edges.filter((e) => e.kind === 'imports').map((e) => (direction === 'forward' ? e.target : e.source));
}
