// The 1%-changed refresh: a seeded choice of source files, each given one new function at its end, then put
// back byte for byte, so every run of a tree starts from the same content.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hash32 } from './seeded.js';

const EDITABLE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|py|go|rs)$/;

/** ceil(share × all files) of the editable ones (at least one), chosen by seed, sorted. */
export function chooseEdits(files: readonly string[], share: number, seed: number): string[] {
  const editable = files.filter((f) => EDITABLE.test(f) && !f.endsWith('.d.ts'));
  if (editable.length === 0) return [];
  const wanted = Math.min(editable.length, Math.max(1, Math.ceil(files.length * share)));
  // Rank by a per-path hash: a stable sample that does not depend on the listing order.
  const ranked = editable.map((f) => ({ f, h: hash32(seed, ...[...f].map((c) => c.charCodeAt(0))) }));
  ranked.sort((a, b) => a.h - b.h || (a.f < b.f ? -1 : 1));
  return ranked.slice(0, wanted).map((r) => r.f).sort();
}

/**
 * The text appended to a file: a new function in the file's language, named for the edit (JavaScript without
 * TypeScript's type annotation, which is an error to its grammar and would make the edit one of syntax too).
 */
export function editText(file: string, n: number): string {
  if (file.endsWith('.py')) return `\n\ndef bench_edit_${n}():\n    return ${n}\n`;
  if (file.endsWith('.go')) return `\n\nfunc BenchEdit${n}() int { return ${n} }\n`;
  if (file.endsWith('.rs')) return `\n\npub fn bench_edit_${n}() -> u32 { ${n} }\n`;
  if (/\.(js|mjs|cjs|jsx)$/.test(file)) return `\n\nexport function benchEdit${n}() {\n  return ${n};\n}\n`;
  return `\n\nexport function benchEdit${n}(): number {\n  return ${n};\n}\n`;
}

export interface AppliedEdits {
  files: string[];
  /** puts every edited file back as it was */
  restore(): void;
}

/** Appends one function to each chosen file under `root`. */
export function applyEdits(root: string, files: readonly string[]): AppliedEdits {
  const originals = new Map<string, Buffer>();
  files.forEach((f, n) => {
    const p = path.join(root, f);
    const before = readFileSync(p);
    originals.set(p, before);
    writeFileSync(p, Buffer.concat([before, Buffer.from(editText(f, n))]));
  });
  return {
    files: [...files],
    restore: () => {
      for (const [p, bytes] of originals) writeFileSync(p, bytes);
    },
  };
}

/**
 * Writes a new source file beside the first of `edits` (which must exist under `root`), in its language, holding one
 * function of a name no edit gives (and a Go file's package clause): what an agent adding a module does. Its
 * absolute path, or null when there is no edit to stand beside.
 */
export function addJoinedFile(root: string, edits: readonly string[]): string | null {
  const first = edits[0];
  if (first === undefined) return null;
  const beside = path.join(root, first);
  const ext = path.extname(first);
  let to = path.join(path.dirname(beside), `m1nd_bench_joined${ext}`);
  for (let n = 2; existsSync(to); n++) to = path.join(path.dirname(beside), `m1nd_bench_joined${n}${ext}`);
  const pkg = ext === '.go' ? (/^package\s+\w+/m.exec(readFileSync(beside, 'utf8'))?.[0] ?? 'package main') : '';
  writeFileSync(to, `${pkg}${editText(first, edits.length)}`);
  return to;
}
