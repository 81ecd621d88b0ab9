// A unified diff of two texts by lines (longest common subsequence), as `diff -u` prints it.

export interface DiffOptions {
  oldLabel: string;
  newLabel: string;
  context?: number;
}

type Op = { kind: ' ' | '-' | '+'; text: string; oldNo: number; newNo: number };

/** Lines as `diff` sees them: a final newline ends the last line rather than starting an empty one. */
function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Empty when the lines are equal (a change of the final newline alone shows none: callers compare the texts). Quadratic in lines: meant for one file's preview, not for whole trees. */
export function unifiedDiff(before: string, after: string, opts: DiffOptions): string {
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffOps(a, b);
  if (ops.every((o) => o.kind === ' ')) return '';
  const context = opts.context ?? 3;
  const out = [`--- ${opts.oldLabel}`, `+++ ${opts.newLabel}`];
  let i = 0;
  while (i < ops.length) {
    if (ops[i]!.kind === ' ') {
      i++;
      continue;
    }
    const start = Math.max(0, i - context);
    let end = i;
    // Extend the hunk while the next change lies within two contexts of the last one.
    for (let j = i; j < ops.length; j++) {
      if (ops[j]!.kind !== ' ') end = j;
      else if (j - end > 2 * context) break;
    }
    const stop = Math.min(ops.length, end + context + 1);
    const hunk = ops.slice(start, stop);
    const oldCount = hunk.filter((o) => o.kind !== '+').length;
    const newCount = hunk.filter((o) => o.kind !== '-').length;
    const oldStart = oldCount === 0 ? hunk[0]!.oldNo - 1 : hunk.find((o) => o.kind !== '+')!.oldNo;
    const newStart = newCount === 0 ? hunk[0]!.newNo - 1 : hunk.find((o) => o.kind !== '-')!.newNo;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const o of hunk) out.push(`${o.kind}${o.text}`);
    i = stop;
  }
  return `${out.join('\n')}\n`;
}

function diffOps(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) ops.push({ kind: ' ', text: a[i]!, oldNo: ++i, newNo: ++j });
    else if (j < m && (i === n || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) ops.push({ kind: '+', text: b[j]!, oldNo: i + 1, newNo: ++j });
    else ops.push({ kind: '-', text: a[i]!, oldNo: ++i, newNo: j + 1 });
  }
  return ops;
}
