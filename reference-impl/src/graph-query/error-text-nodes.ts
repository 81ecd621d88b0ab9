// trace's error_text: the graph nodes an error message or stack trace names.
import { compareCodeUnits, type GraphNode } from '../graph/index.js';
import { fileByPath, nodeView, type GraphIndex } from './graph-index.js';

export interface TextMatch extends ReturnType<typeof nodeView> {
  /** `location`: the text names this node's file and a line inside it; `name`: the node's label is a word of the text. */
  reason: 'location' | 'name';
  line: number | null;
}

/** Identifiers shorter than this are too common to count as naming a node (`i`, `fn`, `id`). */
const MIN_NAME = 3;
const LOCATION = /([A-Za-z0-9_.\-/]+\.[A-Za-z0-9]+):(\d+)/g;
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/g;

/**
 * A `path:line` the graph holds gives the narrowest node at that line; a word equal to a symbol's label gives
 * that symbol (files match by location only). Exact text only: nothing is matched by likeness.
 */
export function nodesNamedIn(idx: GraphIndex, text: string): TextMatch[] {
  const found = new Map<string, TextMatch>();
  for (const m of text.matchAll(LOCATION)) {
    const file = fileByPath(idx, m[1]!) ?? fileBySuffix(idx, m[1]!);
    if (!file) continue;
    const line = Number(m[2]);
    const node = innermost(idx, file, line);
    if (!found.has(node.id)) found.set(node.id, { ...nodeView(node), reason: 'location', line });
  }
  const words = new Set([...text.matchAll(WORD)].map((m) => m[0]).filter((w) => w.length >= MIN_NAME));
  for (const n of idx.graph.nodes) {
    if (n.type === 'file' || found.has(n.id) || !words.has(n.label)) continue;
    found.set(n.id, { ...nodeView(n), reason: 'name', line: null });
  }
  return [...found.values()].sort((a, b) => compareCodeUnits(a.reason, b.reason) || compareCodeUnits(a.file_path, b.file_path) || a.line_start - b.line_start || compareCodeUnits(a.node_id, b.node_id));
}

/** Stack traces often print paths from elsewhere (`/build/app/src/x.ts`): the one file whose path ends the spelling. */
function fileBySuffix(idx: GraphIndex, spelled: string): GraphNode | undefined {
  const hits = [...idx.files.values()].filter((f) => spelled.endsWith(`/${f.path}`));
  return hits.length === 1 ? hits[0] : undefined;
}

function innermost(idx: GraphIndex, file: GraphNode, line: number): GraphNode {
  let best = file;
  for (const n of idx.graph.nodes) {
    if (n.type === 'file' || n.root !== file.root || n.path !== file.path || n.line_start > line || line > n.line_end) continue;
    if (best === file || n.line_end - n.line_start < best.line_end - best.line_start) best = n;
  }
  return best;
}
