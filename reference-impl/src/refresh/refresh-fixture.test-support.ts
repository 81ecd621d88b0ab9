import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { BrainActor, type BrainState } from '../actor/index.js';
import { toCheckpointFiles } from '../bootstrap/index.js';
import { decodeGraphSnapshot, scanRoot } from '../graph/index.js';
import { noSeams, type SeamHook } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import { createRefreshDoor, type RefreshDoor } from './refresh-door.js';

/**
 * Test support: a private base under the user's cache (never /tmp, whose 1777 mode fails the runtime
 * rule), with a source tree, a runtime and a prepared brain committed through a real CheckpointStore.
 */
export interface RefreshFixture {
  base: string;
  root: string;
  runtime: string;
  actor: BrainActor;
  store: CheckpointStore;
  door: RefreshDoor;
  cleanup(): void;
}

export function makeBase(prefix: string): string {
  const base = join(process.env.M1ND_TEST_PRIVATE_BASE ?? join(homedir(), '.cache', 'm1nd-ref-unit'));
  mkdirSync(base, { recursive: true, mode: 0o700 });
  chmodSync(base, 0o700);
  return mkdtempSync(join(base, prefix));
}

/** Writes `count` one-line text files: each is exactly one graph node. */
export function writeTextFiles(dir: string, count: number, prefix = 'f'): void {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `${prefix}${String(i).padStart(3, '0')}.txt`), `line ${i}\n`);
}

export async function makeFixture(opts: { files?: number; seams?: SeamHook; now?: () => number } = {}): Promise<RefreshFixture> {
  const base = makeBase('refresh-');
  const root = join(realpathSync(base), 'repo');
  const runtime = join(base, 'runtime');
  writeTextFiles(root, opts.files ?? 10);
  mkdirSync(runtime, { mode: 0o700 });
  const seams = opts.seams ?? noSeams;
  const store = new CheckpointStore(runtime, seams);
  const graph = await scanRoot(root);
  const checkpointId = await store.commit(toCheckpointFiles(graph, { workspace_root: root, roots: [root] }));
  const state: BrainState = { graph, workspaceRoot: root, roots: [root], checkpointId, dirty: false };
  const actor = new BrainActor(state);
  const door = createRefreshDoor({ actor, store, runtime, seams, now: opts.now ?? (() => 1_000), pid: 4242 });
  return { base, root, runtime, actor, store, door, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

/** sha256 over sorted relative paths, kinds, modes and bytes (link targets for symlinks); `skip` names excluded top-level entries. */
export function treeDigest(dir: string, skip: readonly string[] = []): string {
  const hash = createHash('sha256');
  const visit = (abs: string, rel: string): void => {
    for (const name of readdirSync(abs).sort()) {
      if (rel === '' && skip.includes(name)) continue;
      const path = join(abs, name);
      const relPath = rel === '' ? name : `${rel}/${name}`;
      const st = lstatSync(path);
      hash.update(`${relPath}\0${st.mode}\0`);
      if (st.isSymbolicLink()) hash.update(readlinkSync(path));
      else if (st.isDirectory()) visit(path, relPath);
      else hash.update(readFileSync(path));
    }
  };
  visit(dir, '');
  return hash.digest('hex');
}

export function readSnapshotIds(runtime: string): string[] {
  const path = join(runtime, 'graph_snapshot.json');
  const read = decodeGraphSnapshot([readFileSync(path)], path);
  if (!('graph' in read)) throw new Error(`${read.code}: ${read.detail}`);
  return read.graph.nodes.map((n) => n.id);
}
