// Test support: a scan against a previous graph is held to a full scan of the same tree, compared in the persisted
// form one line per record, so a difference shows as the lines that differ.
import assert from 'node:assert/strict';
import { scanRoot, serializeGraph, type Graph } from './index.js';

export const persisted = (g: Graph): string[] => serializeGraph(g).split('\n');

/** Asserts that `g` persists exactly as a full scan of `root` does now. */
export async function assertLikeFullScan(root: string, g: Graph, message?: string): Promise<void> {
  assert.deepEqual(persisted(g), persisted(await scanRoot(root)), message);
}

/** Rescans `root` with `previous`, asserts the result persists as a full scan does, and returns it. */
export async function rescanLikeFull(root: string, previous: Graph, message?: string): Promise<Graph> {
  const incremental = await scanRoot(root, { previous });
  await assertLikeFullScan(root, incremental, message);
  return incremental;
}
