import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildSeekIndex } from './seek-index.js';
import { buildSeekIndexOnThread } from './seek-index-thread.js';
import { decodeGraphSnapshot, serializeGraph } from './snapshot-codec.js';
import { widerGraph } from './seek-fixture.test-support.js';
import type { Graph } from './types.js';

const base = mkdtempSync('/var/tmp/m1nd-seek-thread-');

function writeSnapshot(g: Graph): { path: string; bytes: Buffer } {
  const bytes = Buffer.from(serializeGraph(g));
  const path = join(mkdtempSync(join(base, 'snap-')), 'graph_snapshot.json');
  writeFileSync(path, bytes);
  return { path, bytes };
}

test('the thread builds the index a read of the same snapshot would, and names the bytes it read', async () => {
  const { path, bytes } = writeSnapshot(widerGraph());
  const decoded = decodeGraphSnapshot([bytes], path);
  assert.ok('graph' in decoded);
  const built = await buildSeekIndexOnThread(path).result;
  assert.ok(built, 'the thread answers');
  assert.equal(built.sha256, createHash('sha256').update(bytes).digest('hex'));
  assert.equal(built.nodeCount, decoded.graph.nodes.length);
  assert.deepEqual(built.index, buildSeekIndex(decoded.graph.nodes));
});

test('the thread answers null for a file that is not a line-per-record snapshot, a missing file, a link, a FIFO, or when cancelled', async () => {
  const dir = mkdtempSync(join(base, 'bad-'));
  writeFileSync(join(dir, 'not-a-snapshot.json'), '{"schema":"other"}\n');
  assert.equal(await buildSeekIndexOnThread(join(dir, 'not-a-snapshot.json')).result, null);
  writeFileSync(join(dir, 'no-nodes.json'), '{"schema":"m1nd-graph-snapshot-v3","roots":[],"counts":{}},\n"files":[\n]}\n');
  assert.equal(await buildSeekIndexOnThread(join(dir, 'no-nodes.json')).result, null, 'no nodes section');
  execFileSync('mkfifo', [join(dir, 'fifo.json')]);
  assert.equal(await buildSeekIndexOnThread(join(dir, 'fifo.json')).result, null, 'never waits on a FIFO');
  assert.equal(await buildSeekIndexOnThread(join(dir, 'absent.json')).result, null);
  const { path } = writeSnapshot(widerGraph());
  symlinkSync(path, join(dir, 'link.json'));
  assert.equal(await buildSeekIndexOnThread(join(dir, 'link.json')).result, null, 'never follows a link');
  const answered = buildSeekIndexOnThread(path);
  assert.ok(await answered.result);
  assert.equal(await answered.ended, true, 'a thread that answered ends by itself');
  const thread = buildSeekIndexOnThread(path);
  thread.cancel();
  assert.equal(await thread.result, null);
  assert.equal(await thread.ended, false, 'a cancelled thread is ended, not left to answer');
});
