// Files changed in the same commit are linked; the weight counts the commits they shared.
import type { z } from 'zod';
import type { CochangeEdgeSchema } from '../records/index.js';
import type { CommitFiles } from './parse-log.js';

/** One link of the persisted co-change graph (its schema is the record's). */
export type CochangeEdge = z.infer<typeof CochangeEdgeSchema>;

export interface CochangeGraph {
  edges: CochangeEdge[];
  commitsScanned: number;
  /** Commits left out because they touched more files than the per-commit bound (bulk edits say little). */
  commitsSkippedLarge: number;
}

export interface BuildCochangeOptions {
  /** Only these repo-relative paths take part (the graph's files); others are history, not the tree. */
  keep: ReadonlySet<string>;
  maxFilesPerCommit: number;
  signal?: AbortSignal;
}

export function buildCochange(commits: readonly CommitFiles[], opts: BuildCochangeOptions): CochangeGraph {
  const weights = new Map<string, number>();
  let skipped = 0;
  for (const commit of commits) {
    opts.signal?.throwIfAborted();
    if (commit.files.length > opts.maxFilesPerCommit) {
      skipped++;
      continue;
    }
    const files = commit.files.filter((f) => opts.keep.has(f)).sort();
    for (let i = 0; i < files.length; i++) {
      for (let j = i + 1; j < files.length; j++) {
        const key = `${files[i]}\0${files[j]}`;
        weights.set(key, (weights.get(key) ?? 0) + 1);
      }
    }
  }
  const edges = [...weights].map(([key, weight]) => {
    const [a, b] = key.split('\0') as [string, string];
    return { a, b, weight };
  });
  edges.sort((x, y) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0));
  return { edges, commitsScanned: commits.length - skipped, commitsSkippedLarge: skipped };
}

/** For each file, the files that changed together with it, heaviest first, at most `limit` each. */
export function indexPartners(edges: readonly CochangeEdge[], limit: number): Map<string, { file_path: string; weight: number }[]> {
  const all = new Map<string, { file_path: string; weight: number }[]>();
  const add = (from: string, to: string, weight: number): void => {
    const list = all.get(from) ?? [];
    list.push({ file_path: to, weight });
    all.set(from, list);
  };
  for (const e of edges) {
    add(e.a, e.b, e.weight);
    add(e.b, e.a, e.weight);
  }
  for (const [path, list] of all) {
    list.sort((x, y) => y.weight - x.weight || (x.file_path < y.file_path ? -1 : x.file_path > y.file_path ? 1 : 0));
    all.set(path, list.slice(0, limit));
  }
  return all;
}

/** The files that changed together with `path`, heaviest first, at most `limit`. */
export function partnersOf(edges: readonly CochangeEdge[], path: string, limit: number): { file_path: string; weight: number }[] {
  return indexPartners(edges.filter((e) => e.a === path || e.b === path), limit).get(path) ?? [];
}
