// A content digest of a graph that ignores list order and in-memory-only fields.
import { sha256Hex } from './scan-root.js';
import { sortGraph } from './sort-graph.js';
import type { Graph } from './types.js';

/** sha256 hex over canonical JSON (sorted keys, no whitespace) of the sorted persisted fields. */
export function graphDigest(g: Graph): string {
  const s = sortGraph(g);
  return sha256Hex(
    canonicalJson({
      roots: s.roots,
      nodes: s.nodes.map((n) => ({
        id: n.id,
        label: n.label,
        type: n.type,
        path: n.path,
        root: n.root,
        line_start: n.line_start,
        line_end: n.line_end,
      })),
      edges: s.edges.map((e) => ({ source: e.source, target: e.target, kind: e.kind })),
      files: s.files.map((f) => ({ root: f.root, path: f.path, sha256: f.sha256, size: f.size })),
    }),
  );
}

/** JSON with object keys sorted at every depth, so equal values serialise to equal bytes. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
