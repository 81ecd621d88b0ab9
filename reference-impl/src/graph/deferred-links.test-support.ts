// Test support: a snapshot read with its link material deferred (DeferLinks), and whether it is still undecoded.
import assert from 'node:assert/strict';
import type { RecordRefusal } from '../records/index.js';
import { SnapshotReader } from './snapshot-read.js';
import type { Graph } from './types.js';

/**
 * The graph a deferring reader gives for `text`, pushed as bytes in pieces of `size` (at once when omitted);
 * `refused` is told each refusal when the link material is decoded. A refusal of the read itself fails the test.
 */
export function readDeferred(text: string, refused: (refusal: RecordRefusal) => void, size?: number): Graph {
  const reader = new SnapshotReader('graph_snapshot.json', { deferLinks: { refused } });
  const bytes = Buffer.from(text, 'utf8');
  const step = size ?? bytes.length;
  for (let at = 0; at < bytes.length; at += step) reader.push(bytes.subarray(at, at + step));
  const read = reader.end();
  if (!('graph' in read)) assert.fail(`${read.code}: ${read.detail}`);
  return read.graph;
}

/** True while the graph's link material waits to be decoded (its `links` is still the reader's accessor). */
export const linksUndecoded = (g: Graph): boolean => typeof Object.getOwnPropertyDescriptor(g, 'links')?.get === 'function';
