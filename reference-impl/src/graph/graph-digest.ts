// A content digest of a graph that ignores list order and in-memory-only fields.
import { sha256Hex } from './scan-root.js';
import { persistedGraph } from './sort-graph.js';
import type { Graph } from './types.js';

/** sha256 hex over canonical JSON (sorted keys, no whitespace) of the sorted persisted fields. */
export function graphDigest(g: Graph): string {
  return sha256Hex(canonicalJson(persistedGraph(g)));
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
