// Files changed in the same commit are linked; the weight counts the commits they shared.
import type { CommitFiles } from './parse-log.js';

export interface CochangeEdge {
  a: string;
  b: string;
  weight: number;
}

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

/** The files that changed together with `path`, heaviest first, at most `limit`. */
export function partnersOf(edges: readonly CochangeEdge[], path: string, limit: number): { file_path: string; weight: number }[] {
  const out: { file_path: string; weight: number }[] = [];
  for (const e of edges) {
    if (e.a === path) out.push({ file_path: e.b, weight: e.weight });
    else if (e.b === path) out.push({ file_path: e.a, weight: e.weight });
  }
  out.sort((x, y) => y.weight - x.weight || (x.file_path < y.file_path ? -1 : x.file_path > y.file_path ? 1 : 0));
  return out.slice(0, limit);
}
