// Depth-first walk of a source root that honours .gitignore files and never follows symlinks.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isIgnored, parseIgnoreFile, type IgnoreFile } from './ignore-rules.js';

export interface WalkEntry {
  /** Path relative to the root, '/'-separated. */
  relPath: string;
  absPath: string;
}

/** Directory names never descended into, whatever the ignore files say. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules']);

/**
 * Yields every regular file under `root` that no .gitignore excludes, in a stable order.
 * Symbolic links (to files or directories) and special files are skipped, never followed.
 */
export async function* walkTree(root: string, signal?: AbortSignal): AsyncGenerator<WalkEntry> {
  yield* walkDir(root, '', [], signal);
}

async function* walkDir(
  root: string,
  rel: string,
  inherited: readonly IgnoreFile[],
  signal: AbortSignal | undefined,
): AsyncGenerator<WalkEntry> {
  signal?.throwIfAborted();
  const absDir = rel === '' ? root : path.join(root, rel);
  let entries;
  try {
    entries = await readdir(absDir, { withFileTypes: true });
  } catch (err) {
    if (rel === '') throw new Error(`cannot list the scan root ${root}: ${(err as Error).message}; pass an existing, readable directory`, { cause: err });
    // An unreadable subdirectory is skipped like git skips what it cannot open.
    return;
  }
  entries.sort((a, b) => compareCodeUnits(a.name, b.name));
  const rules = await withLocalIgnoreRules(inherited, entries, absDir, rel);
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED.has(entry.name)) continue;
      if (isIgnored(rules, childRel, true)) continue;
      yield* walkDir(root, childRel, rules, signal);
    } else if (entry.isFile()) {
      if (entry.name === '.git') continue;
      if (isIgnored(rules, childRel, false)) continue;
      yield { relPath: childRel, absPath: path.join(absDir, entry.name) };
    }
  }
}

async function withLocalIgnoreRules(
  inherited: readonly IgnoreFile[],
  entries: { name: string; isFile(): boolean }[],
  absDir: string,
  rel: string,
): Promise<readonly IgnoreFile[]> {
  const local = entries.find((e) => e.name === '.gitignore' && e.isFile());
  if (!local) return inherited;
  let text: string;
  try {
    text = await readFile(path.join(absDir, '.gitignore'), 'utf8');
  } catch {
    return inherited;
  }
  return [...inherited, parseIgnoreFile(text, rel)];
}

/** Plain UTF-16 code unit order: locale-independent, so every machine sorts alike. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
