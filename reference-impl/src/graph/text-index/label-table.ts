// Every node label of a graph in two joined strings (as written, and in lower case), so one scan answers a query.
import type { CompiledQuery } from './compile-query.js';
import type { ScanBudget } from './match-lines.js';

export interface LabelTable<T extends { label: string }> {
  /** Labelled things in table order: group by group. */
  items: T[];
  /** The group of each item. */
  group: Int32Array;
  /** Where each label starts in the joined strings; one more entry marks the end. */
  starts: Int32Array;
  /** Labels joined by `\n`; a label holding a line break, or whose lower case has another length, is blanked here and tested alone (`odd`). */
  joined: string;
  joinedLower: string;
  odd: number[];
  isOdd: Uint8Array;
}

const BREAK = /[\r\n\u2028\u2029]/;

export function buildLabelTable<T extends { label: string }>(groups: readonly (readonly T[])[]): LabelTable<T> {
  const items: T[] = [];
  const groupOf: number[] = [];
  groups.forEach((members, gi) => {
    for (const m of members) {
      items.push(m);
      groupOf.push(gi);
    }
  });
  const starts = new Int32Array(items.length + 1);
  const parts: string[] = [];
  const lower: string[] = [];
  const odd: number[] = [];
  const isOdd = new Uint8Array(items.length);
  let at = 0;
  items.forEach((item, k) => {
    starts[k] = at;
    let label = item.label;
    let folded = label.toLowerCase();
    if (BREAK.test(label) || folded.length !== label.length) {
      odd.push(k);
      isOdd[k] = 1;
      label = ' '.repeat(label.length);
      folded = label;
    }
    parts.push(label);
    lower.push(folded);
    at += label.length + 1;
  });
  starts[items.length] = at;
  return { items, group: Int32Array.from(groupOf), starts, joined: parts.join('\n'), joinedLower: lower.join('\n'), odd, isOdd };
}

/**
 * The items (table order) whose label matches: a literal when the label in lower case contains the query in lower
 * case, a regex when it tests true on the label. `inScope` is per group; null takes every group.
 */
export function matchLabels<T extends { label: string }>(table: LabelTable<T>, q: CompiledQuery, inScope: readonly boolean[] | null, budget: ScanBudget): number[] {
  const hits = new Set<number>();
  if (table.items.length === 0) return [];
  const take = (k: number) => {
    if (inScope === null || inScope[table.group[k]!]) hits.add(k);
  };
  const test = q.kind === 'literal' ? (label: string) => label.toLowerCase().includes(q.lower) : (label: string) => q.line.test(label);
  if (q.kind === 'regex') budget.left -= table.joined.length;
  const oneByOne = (q.kind === 'literal' && BREAK.test(q.lower)) || (q.kind === 'regex' && q.scan === null);
  if (oneByOne) {
    table.items.forEach((item, k) => {
      if (test(item.label)) take(k);
    });
  } else {
    const labelAt = (pos: number) => upperBound(table.starts, pos) - 1;
    if (q.kind === 'literal') {
      for (let p = table.joinedLower.indexOf(q.lower); p !== -1; ) {
        const k = labelAt(p);
        if (table.isOdd[k] === 0) take(k);
        p = table.joinedLower.indexOf(q.lower, table.starts[k + 1]!);
      }
    } else {
      const scan = q.scan!;
      scan.lastIndex = 0;
      for (let m = scan.exec(table.joined); m !== null; m = scan.exec(table.joined)) {
        const k = Math.min(labelAt(m.index), table.items.length - 1);
        if (test(table.items[k]!.label)) take(k);
        if (k + 1 >= table.items.length) break;
        scan.lastIndex = table.starts[k + 1]!;
      }
    }
    for (const k of table.odd) if (test(table.items[k]!.label)) take(k);
  }
  return [...hits].sort((a, b) => a - b);
}

/** The first index whose value is above `x` (values ascending). */
function upperBound(xs: Int32Array, x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
