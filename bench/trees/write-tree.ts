// Writes trees to disk: generated ones file by file, real corpora copied (so edits never touch the originals).
import { cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTree, type TreeSpec } from './generate-tree.js';

export interface WrittenTree {
  root: string;
  files: number;
  bytes: number;
}

/** Writes the generated tree under `root` (created; must not exist yet), reporting progress every `every` files. */
export function writeGeneratedTree(root: string, spec: TreeSpec, progress?: (done: number) => void, every = 20_000): WrittenTree {
  mkdirSync(root, { recursive: false });
  const made = new Set<string>();
  let files = 0;
  let bytes = 0;
  for (const f of generateTree(spec)) {
    const dir = path.join(root, path.posix.dirname(f.path));
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(path.join(root, f.path), f.content);
    files++;
    bytes += Buffer.byteLength(f.content);
    if (progress && files % every === 0) progress(files);
  }
  return { root, files, bytes };
}

/** Copies a real corpus (symlinks followed, so the copy is self-contained) under `root`. */
export function copyCorpus(source: string, root: string): WrittenTree {
  cpSync(source, root, { recursive: true, dereference: true, errorOnExist: true, force: false });
  const { files, bytes } = countTree(root);
  return { root, files, bytes };
}

/** Regular files and their bytes under a folder, by walking it (symlinks are not followed). */
export function countTree(root: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const rel of listFiles(root)) {
    files++;
    bytes += statSync(path.join(root, rel)).size;
  }
  return { files, bytes };
}

/** The regular files under `root`, relative and '/'-separated, sorted by code unit. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), rel);
      else if (e.isFile()) out.push(rel);
    }
  };
  walk(root, '');
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
