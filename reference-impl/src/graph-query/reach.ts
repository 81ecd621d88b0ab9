// impact and trace: breadth-first reach over import edges between files, backwards or forwards.
import { compareCodeUnits, type GraphNode } from '../graph/index.js';
import { fileOf, nodeView, type GraphIndex } from './graph-index.js';

export const DEFAULT_DEPTH = 3;
export const MAX_DEPTH = 10;

export interface Reached {
  node_id: string;
  file_path: string;
  depth: number;
  /** The file one step nearer the start through which this one was reached. */
  via: string;
}

export interface ReachAnswer {
  start: ReturnType<typeof nodeView>;
  start_file: string;
  depth: number;
  reached: Reached[];
  /** Files at the depth limit that still have further edges in this direction. */
  truncated: boolean;
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
  if (!file) return { start: nodeView(start), start_file: start.path, depth: limit, reached, truncated: false };
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
  return { start: nodeView(start), start_file: file.path, depth: limit, reached, truncated };
}

function neighbours(idx: GraphIndex, id: string, direction: 'backward' | 'forward'): string[] {
  const edges = (direction === 'forward' ? idx.out.get(id) : idx.in.get(id)) ?? [];
  return edges.filter((e) => e.kind === 'imports').map((e) => (direction === 'forward' ? e.target : e.source));
}
