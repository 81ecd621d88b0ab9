// why: the shortest chain of edges joining two nodes, each step saying which way its edge points.
import { compareCodeUnits, type GraphEdge, type GraphNode } from '../graph/index.js';
import { nodeView, type GraphIndex } from './graph-index.js';

export interface WhyStep {
  from: string;
  to: string;
  kind: GraphEdge['kind'];
  /** `forward`: the edge points from `from` to `to`; `backward`: it points the other way. */
  direction: 'forward' | 'backward';
}

export type WhyAnswer =
  | { found: true; hops: number; path: ReturnType<typeof nodeView>[]; steps: WhyStep[] }
  | { found: false; hops: null; path: []; steps: []; reason: string };

/**
 * Breadth-first over edges in either direction (a shared container explains two symbols as well as an
 * import does), so the answer is a shortest path; ties go to the neighbour with the smaller id, making it
 * deterministic. No path is said plainly, never invented.
 */
export function whyPath(idx: GraphIndex, source: GraphNode, target: GraphNode): WhyAnswer {
  if (source.id === target.id) return { found: true, hops: 0, path: [nodeView(source)], steps: [] };
  const prev = new Map<string, WhyStep>();
  const seen = new Set([source.id]);
  let frontier = [source.id];
  while (frontier.length > 0 && !seen.has(target.id)) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const step of stepsFrom(idx, id)) {
        if (seen.has(step.to)) continue;
        seen.add(step.to);
        prev.set(step.to, step);
        next.push(step.to);
      }
    }
    frontier = next;
  }
  if (!seen.has(target.id)) {
    return { found: false, hops: null, path: [], steps: [], reason: `no chain of edges joins ${source.id} and ${target.id} in this graph` };
  }
  const steps: WhyStep[] = [];
  for (let at = target.id; at !== source.id; ) {
    const step = prev.get(at)!;
    steps.unshift(step);
    at = step.from;
  }
  const path = [source, ...steps.map((s) => idx.byId.get(s.to)!)].map(nodeView);
  return { found: true, hops: steps.length, path, steps };
}

function stepsFrom(idx: GraphIndex, id: string): WhyStep[] {
  const forward = (idx.out.get(id) ?? []).map((e): WhyStep => ({ from: id, to: e.target, kind: e.kind, direction: 'forward' }));
  const backward = (idx.in.get(id) ?? []).map((e): WhyStep => ({ from: id, to: e.source, kind: e.kind, direction: 'backward' }));
  return [...forward, ...backward].sort((a, b) => compareCodeUnits(a.to, b.to) || compareCodeUnits(a.direction, b.direction));
}
