// Retrieval metrics over answers read from outside: MRR@k for ranked lookups, recall and precision for
// dependency answers, at the symbol level and (for answers that name only files) at the file level.
import path from 'node:path';

export interface AnswerItem {
  file: string | null;
  symbol: string | null;
}

export interface Expected {
  file: string;
  symbol: string;
}

const LIST_FIELDS = ['results', 'reached', 'hits', 'matches', 'nodes', 'impacted', 'items'];

/** Paths relative to the tree's root, '/'-separated, whatever form the answer used. */
function relativePath(p: string, root: string): string {
  const rel = path.isAbsolute(p) ? path.relative(root, p) : p.replace(/^\.\//, '');
  return rel.split(path.sep).join('/');
}

/** The listed items of a tool answer: its first array field among the usual names (or the answer itself). */
export function answerItems(payload: unknown, root: string): AnswerItem[] {
  let list: unknown = payload;
  if (!Array.isArray(list) && typeof payload === 'object' && payload !== null) {
    const p = payload as Record<string, unknown>;
    list = LIST_FIELDS.map((f) => p[f]).find(Array.isArray);
  }
  if (!Array.isArray(list)) return [];
  return list.map((raw) => {
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const str = (...keys: string[]) => keys.map((k) => r[k]).find((v): v is string => typeof v === 'string') ?? null;
    const file = str('file_path', 'path', 'file');
    const id = str('node_id', 'id');
    const symbol = str('label', 'name', 'symbol') ?? (id && id.includes('::') ? id.slice(id.lastIndexOf('::') + 2) : null);
    return { file: file === null ? null : relativePath(file, root), symbol };
  });
}

const same = (a: AnswerItem, e: Expected) => a.file === e.file && a.symbol === e.symbol;

/** 1/rank of the first item naming the expected symbol in its file, within the first k; 0 when absent. */
export function reciprocalRank(items: readonly AnswerItem[], expected: Expected, k = 10): number {
  const i = items.slice(0, k).findIndex((a) => same(a, expected));
  return i === -1 ? 0 : 1 / (i + 1);
}

export function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Share of the expected symbols the answer names (symbol and file both matching). */
export function symbolRecall(items: readonly AnswerItem[], expected: readonly Expected[]): number {
  if (expected.length === 0) return 1;
  return expected.filter((e) => items.some((a) => same(a, e))).length / expected.length;
}

/**
 * File-level recall and precision: the expected symbols' files other than the start's own file, against the
 * distinct files the answer names other than the start's own file.
 */
export function fileScores(items: readonly AnswerItem[], expected: readonly Expected[], startFile: string): { recall: number; precision: number } {
  const want = new Set(expected.map((e) => e.file).filter((f) => f !== startFile));
  const got = new Set(items.map((a) => a.file).filter((f): f is string => f !== null && f !== startFile));
  const hit = [...got].filter((f) => want.has(f)).length;
  return { recall: want.size === 0 ? 1 : hit / want.size, precision: got.size === 0 ? (want.size === 0 ? 1 : 0) : hit / got.size };
}
