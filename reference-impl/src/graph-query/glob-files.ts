// glob: the ingested files whose path relative to their root matches a pattern.
import path from 'node:path';
import { compareCodeUnits, type Graph } from '../graph/index.js';
import { globToRegExp } from './glob-pattern.js';

export const DEFAULT_GLOB_LIMIT = 200;

export interface GlobAnswer {
  pattern: string;
  files: string[];
  total: number;
  truncated: boolean;
}

/**
 * Matches only files the graph holds, so nothing outside the grant (or ignored in it) can be listed. An
 * absolute pattern is read relative to the root it lies under; one under no root, or one that climbs out
 * with `..`, is an error rather than an empty answer.
 */
export function globFiles(g: Graph, pattern: string, limit = DEFAULT_GLOB_LIMIT): GlobAnswer {
  if (pattern.trim() === '') throw new Error('pattern is empty; pass a glob such as "src/**/*.ts"');
  let relative = pattern;
  let roots = g.roots;
  if (path.posix.isAbsolute(pattern)) {
    const root = g.roots.find((r) => pattern === r || pattern.startsWith(`${r}/`));
    if (!root) throw new Error(`pattern ${JSON.stringify(pattern)} lies outside the granted root${g.roots.length === 1 ? ` ${g.roots[0]}` : 's'}; pass a pattern relative to the root`);
    relative = pattern.slice(root.length + 1) || '**';
    roots = [root];
  }
  if (relative.split('/').includes('..')) throw new Error(`pattern ${JSON.stringify(pattern)} climbs out of the root with ".."; pass a pattern inside it`);
  const re = globToRegExp(relative);
  const files = g.files.filter((f) => roots.includes(f.root) && re.test(f.path)).map((f) => f.path);
  const unique = [...new Set(files)].sort(compareCodeUnits);
  return { pattern, files: unique.slice(0, limit), total: unique.length, truncated: unique.length > limit };
}
