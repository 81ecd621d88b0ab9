// Depth-first walk of a source root that honours .gitignore files and never follows symlinks. Directories are
// listed synchronously, one after another, and the files found are handed on in batches with a turn of the event
// loop between them: awaiting each listing, and passing each file up through one generator per level, cost more
// than the listing itself (0.7 s of a 100k-file tree's 0.2 s of listing).
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isIgnored, parseIgnoreFile, type IgnoreFile } from './ignore-rules.js';

export interface WalkEntry {
  /** Path relative to the root, '/'-separated. */
  relPath: string;
  absPath: string;
}

/** Directory names never descended into, whatever the ignore files say. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules']);

/** Entries (files and folders, ignored or not) looked at between two turns of the event loop; a batch holds at most this many files. */
const ENTRIES_PER_TURN = 1024;

/**
 * Yields every regular file under `root` that no .gitignore excludes, in a stable order.
 * Symbolic links (to files or directories) and special files are skipped, never followed.
 */
export async function* walkTree(root: string, signal?: AbortSignal): AsyncGenerator<WalkEntry> {
  for await (const batch of walkTreeBatches(root, signal)) yield* batch;
}

/** walkTree's files, in the same order, in batches of at most ENTRIES_PER_TURN. */
export async function* walkTreeBatches(root: string, signal?: AbortSignal): AsyncGenerator<WalkEntry[]> {
  signal?.throwIfAborted();
  const stack: Frame[] = [];
  try {
    stack.push(listDir(root, '', []));
  } catch (err) {
    throw new Error(`cannot list the scan root ${root}: ${(err as Error).message}; pass an existing, readable directory`, { cause: err });
  }
  let batch: WalkEntry[] = [];
  let visited = 0;
  while (stack.length > 0) {
    if (++visited > ENTRIES_PER_TURN) {
      if (batch.length > 0) yield batch;
      batch = [];
      visited = 0;
      await nextTurn();
      signal?.throwIfAborted();
    }
    const frame = stack[stack.length - 1] as Frame;
    const entry = frame.entries[frame.next++];
    if (entry === undefined) {
      stack.pop();
      continue;
    }
    if (entry.isSymbolicLink()) continue;
    const childRel = frame.rel === '' ? entry.name : `${frame.rel}/${entry.name}`;
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED.has(entry.name) || isIgnored(frame.rules, childRel, true)) continue;
      try {
        stack.push(listDir(root, childRel, frame.rules));
      } catch {
        // An unreadable subdirectory is skipped like git skips what it cannot open.
      }
    } else if (entry.isFile()) {
      if (entry.name === '.git' || isIgnored(frame.rules, childRel, false)) continue;
      batch.push({ relPath: childRel, absPath: path.join(frame.absDir, entry.name) });
    }
  }
  if (batch.length > 0) yield batch;
}

/** A directory being walked: its entries in order, the next one to take, and the ignore rules in force. */
interface Frame {
  rel: string;
  absDir: string;
  entries: Dirent[];
  next: number;
  rules: readonly IgnoreFile[];
}

/** The frame of the directory at `rel`; throws when it cannot be listed. */
function listDir(root: string, rel: string, inherited: readonly IgnoreFile[]): Frame {
  const absDir = rel === '' ? root : path.join(root, rel);
  const entries = readdirSync(absDir, { withFileTypes: true });
  entries.sort((a, b) => compareCodeUnits(a.name, b.name));
  return { rel, absDir, entries, next: 0, rules: withLocalIgnoreRules(inherited, entries, absDir, rel) };
}

function withLocalIgnoreRules(inherited: readonly IgnoreFile[], entries: readonly Dirent[], absDir: string, rel: string): readonly IgnoreFile[] {
  const local = entries.find((e) => e.name === '.gitignore' && e.isFile());
  if (!local) return inherited;
  let text: string;
  try {
    text = readFileSync(path.join(absDir, '.gitignore'), 'utf8');
  } catch {
    return inherited;
  }
  return [...inherited, parseIgnoreFile(text, rel)];
}

/** Plain UTF-16 code unit order: locale-independent, so every machine sorts alike. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
