// orient: a short first look at a graph — its roots, sizes, top-level folders and languages.
import path from 'node:path';
import { compareCodeUnits, detectLanguage, type Graph } from '../graph/index.js';

export interface OrientAnswer {
  roots: string[];
  file_count: number;
  node_count: number;
  edge_count: number;
  node_types: Record<string, number>;
  edge_kinds: Record<string, number>;
  top_level: { name: string; files: number }[];
  languages: { language: string; files: number }[];
}

/** Languages are the parsed ones by grammar, and everything else by extension (`md`), or `other`. */
export function orientGraph(g: Graph): OrientAnswer {
  const count = (into: Map<string, number>, key: string) => into.set(key, (into.get(key) ?? 0) + 1);
  const types = new Map<string, number>();
  for (const n of g.nodes) count(types, n.type);
  const kinds = new Map<string, number>();
  for (const e of g.edges) count(kinds, e.kind);
  const top = new Map<string, number>();
  const langs = new Map<string, number>();
  for (const f of g.files) {
    const slash = f.path.indexOf('/');
    count(top, slash === -1 ? '.' : f.path.slice(0, slash));
    const ext = path.posix.extname(f.path).slice(1);
    count(langs, detectLanguage(f.path) ?? (ext === '' ? 'other' : ext));
  }
  const ranked = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || compareCodeUnits(a[0], b[0]));
  return {
    roots: [...g.roots],
    file_count: g.files.length,
    node_count: g.nodes.length,
    edge_count: g.edges.length,
    node_types: Object.fromEntries(ranked(types)),
    edge_kinds: Object.fromEntries(ranked(kinds)),
    top_level: ranked(top).map(([name, files]) => ({ name, files })),
    languages: ranked(langs).map(([language, files]) => ({ language, files })),
  };
}
