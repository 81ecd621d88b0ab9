import { createHash } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GRAPH_FILE, PLASTICITY_FILE, ROOTS_FILE, STORE_DIR } from './reference-layout.js';
import { referenceGraphText } from './write-reference-graph.js';
import type { SnapshotNode } from './snapshot-view.js';

export interface SeededRuntimeState {
  workspaceRoot: string | null;
  roots: string[];
  nodes: SnapshotNode[];
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byPath = (a: { path: string; root: string }, b: { path: string; root: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.root < b.root ? -1 : a.root > b.root ? 1 : 0);
/** Follows the reference's id shape (ckpt-<seq 6 digits>-<8 hex>), so a seeded runtime loads like a real one. */
export const SEEDED_CHECKPOINT_ID = 'ckpt-000001-5eed0001';
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Seeds a persisted runtime in the reference layout (checkpoint, manifest with correct digests, CURRENT,
 * mirrors) so a scenario can start from "a runtime bound to another root" or "a zero-node snapshot".
 */
export async function writeReferenceRuntime(runtime: string, state: SeededRuntimeState): Promise<void> {
  const stray = state.nodes.find((n) => !state.roots.includes(n.root));
  if (stray) throw new Error(`seeded node ${stray.id} has root ${stray.root}, which is not in roots [${state.roots.join(', ')}]: add it to roots`);
  const nodes = [...state.nodes].sort(byId);
  const edges = nodes
    .filter((n) => n.type !== 'file' && nodes.some((f) => f.id === `file::${n.path}` && f.root === n.root))
    .map((n) => ({ source: `file::${n.path}`, target: n.id, kind: 'contains' }));
  const files = await Promise.all(nodes.filter((n) => n.type === 'file').map(async (n) => {
    const bytes = await readFile(join(n.root, n.path)).catch(() => Buffer.alloc(0));
    return { root: n.root, path: n.path, sha256: sha256(bytes), size: bytes.length };
  }));
  const logical: Record<string, string> = {
    [GRAPH_FILE]: referenceGraphText({ roots: state.roots, nodes, edges, files: files.sort(byPath) }),
    [ROOTS_FILE]: json({ schema: 'm1nd-ingest-roots-v1', workspace_root: state.workspaceRoot, roots: state.roots }),
    [PLASTICITY_FILE]: json({ schema: 'm1nd-plasticity-v1', weights: {} }),
  };
  const id = SEEDED_CHECKPOINT_ID;
  const store = join(runtime, STORE_DIR);
  const dir = join(store, 'checkpoints', id);
  await mkdir(join(dir, 'files'), { recursive: true, mode: 0o700 });
  await chmod(runtime, 0o700);
  const manifestFiles = [];
  for (const [name, text] of Object.entries(logical)) {
    await writeFile(join(dir, 'files', name), text, { mode: 0o600 });
    // As the reference keeps them: the graph's mirror is another name of the checkpoint's file, the rest copies.
    if (name === GRAPH_FILE) {
      await rm(join(runtime, name), { force: true });
      await link(join(dir, 'files', name), join(runtime, name));
    } else await writeFile(join(runtime, name), text, { mode: 0o600 });
    manifestFiles.push({ name, sha256: sha256(text), size: Buffer.byteLength(text) });
  }
  const manifest = json({ schema: 'm1nd-checkpoint-manifest-v1', id, seq: 1, files: manifestFiles });
  await writeFile(join(dir, 'manifest.json'), manifest, { mode: 0o600 });
  const current = { schema: 'm1nd-checkpoint-current-v1', current: id, fallback: null, manifest_sha256: sha256(manifest) };
  await writeFile(join(store, 'CURRENT'), json(current), { mode: 0o600 });
}
