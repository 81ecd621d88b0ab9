// Test support: a source tree, a private runtime and its store, and a digest of every file under a directory.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeFixtureTree, type FixtureTree } from '../graph/test-support.js';
import { makePrivateTestDir } from '../launcher/test-support.js';
import { noSeams, type SeamHook } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import type { PrepareContext } from './index.js';

export const SOURCES = {
  'src/greeter.ts': 'export function greetVisitor(name: string): string {\n  return `hello ${name}`;\n}\n',
  'src/lib.rs': 'pub fn compute_checksum(xs: &[u8]) -> u64 {\n  xs.len() as u64\n}\n',
};

export interface BootstrapFixture {
  tree: FixtureTree;
  runtime: string;
  context(over?: Partial<PrepareContext>): PrepareContext;
  cleanup(): Promise<void>;
}

export async function makeBootstrapFixture(): Promise<BootstrapFixture> {
  const tree = await makeFixtureTree(SOURCES);
  const runtime = realpathSync(makePrivateTestDir('bootstrap-'));
  return {
    tree,
    runtime,
    context: (over = {}) => {
      const seams: SeamHook = over.seams ?? noSeams;
      return { grant: tree.root, runtime, store: new CheckpointStore(runtime, seams), seams, signal: new AbortController().signal, ...over };
    },
    cleanup: async () => {
      await tree.remove();
      rmSync(runtime, { recursive: true, force: true });
    },
  };
}

/** sha256 over sorted relative paths and bytes of every file under `dir` (the lock file left out). */
export function digestDir(dir: string, skip: ReadonlySet<string> = new Set(['WRITER.lock'])): string {
  const hash = createHash('sha256');
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel)).sort()) {
      if (skip.has(name)) continue;
      const path = join(rel, name);
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else hash.update(path).update('\0').update(readFileSync(join(dir, path))).update('\0');
    }
  };
  walk('');
  return hash.digest('hex');
}
