import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { readReferenceGraph } from './read-reference-graph.js';
import {
  CurrentSchema, GRAPH_FILE, IngestRootsSchema, ManifestSchema, ROOTS_FILE, STORE_DIR,
} from './reference-layout.js';
import type { SnapshotView } from './snapshot-view.js';
import { computeSnapshotDigest } from './snapshot-view.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Follows CURRENT -> manifest -> checkpoint files, verifying every digest, and reads the graph from the
 * checkpoint (not the mirrors). Null when there is no CURRENT; any mismatch throws naming the file.
 */
export async function readReferenceSnapshot(runtime: string): Promise<SnapshotView | null> {
  const store = join(runtime, STORE_DIR);
  const currentPath = join(store, 'CURRENT');
  let currentBytes: Buffer;
  try {
    currentBytes = await readFile(currentPath);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`cannot read ${currentPath}: ${(cause as Error).message}`, { cause });
  }
  const current = parseWith(CurrentSchema, currentBytes, currentPath);
  const dir = join(store, 'checkpoints', current.current);
  const manifestPath = join(dir, 'manifest.json');
  const manifestBytes = await readOrExplain(manifestPath, `CURRENT names checkpoint ${current.current}`);
  const actual = sha256(manifestBytes);
  if (actual !== current.manifest_sha256) {
    throw new Error(`${manifestPath} has sha256 ${actual} but CURRENT records ${current.manifest_sha256}: the checkpoint was altered or torn`);
  }
  const manifest = parseWith(ManifestSchema, manifestBytes, manifestPath);
  if (manifest.id !== current.current) {
    throw new Error(`${manifestPath} names checkpoint ${manifest.id} but lives in ${current.current}`);
  }
  const files = new Map<string, Buffer>();
  for (const entry of manifest.files) {
    const path = join(dir, 'files', entry.name);
    const bytes = await readOrExplain(path, `listed in ${manifestPath}`);
    if (bytes.length !== entry.size || sha256(bytes) !== entry.sha256) {
      throw new Error(`${path} does not match ${manifestPath} (size ${bytes.length} vs ${entry.size}, sha256 ${sha256(bytes)} vs ${entry.sha256}): the checkpoint was altered or torn`);
    }
    files.set(entry.name, bytes);
  }
  const graphBytes = files.get(GRAPH_FILE);
  const rootsBytes = files.get(ROOTS_FILE);
  if (!graphBytes || !rootsBytes) {
    throw new Error(`${manifestPath} must list ${GRAPH_FILE} and ${ROOTS_FILE}; it lists ${manifest.files.map((f) => f.name).join(', ') || 'nothing'}`);
  }
  const { nodes, edges } = readReferenceGraph(graphBytes, join(dir, 'files', GRAPH_FILE));
  const roots = parseWith(IngestRootsSchema, rootsBytes, join(dir, 'files', ROOTS_FILE));
  return {
    roots: roots.roots,
    workspaceRoot: roots.workspace_root,
    nodes,
    edges,
    edgeCount: edges.length,
    digest: computeSnapshotDigest(roots.roots, nodes, edges),
    currentId: current.current,
  };
}

async function readOrExplain(path: string, why: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (cause) {
    throw new Error(`cannot read ${path} (${why}): ${(cause as Error).message}`, { cause });
  }
}

function parseWith<T extends z.ZodType>(schema: T, bytes: Buffer, path: string): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (cause) {
    throw new Error(`${path} is not valid JSON: ${(cause as Error).message}`, { cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path} does not follow the reference layout at ${issue?.path.join('.') || '(top)'}: ${issue?.message}`);
  }
  return parsed.data;
}
