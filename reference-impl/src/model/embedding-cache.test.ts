import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  MODEL_SEAMS,
  buildSemanticIndex,
  cacheFileName,
  embeddingKey,
  loadStaticModel,
  openEmbeddingCache,
  type SemanticNode,
  type StaticModel,
} from './index.js';
import { writeTestModel } from './model-writer.test-support.js';

const scratch = mkdtempSync(join(tmpdir(), 'm1nd-cache-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let n = 0;
const freshDir = (): string => join(scratch, `c${n++}`);
const NODES: SemanticNode[] = [
  { id: 'a', label: 'greetVisitor', path: 'src/greeter.ts' },
  { id: 'b', label: 'compute_checksum', path: 'src/lib.rs' },
  { id: 'c', label: 'ParseManifest', path: 'cmd/main.go' },
];

let model: StaticModel;
before(async () => {
  const dir = join(scratch, 'model');
  writeTestModel(dir, { words: ['greet', 'visitor', 'compute', 'checksum', 'parse', 'manifest', 'src', 'lib', 'cmd', 'main'] });
  model = await loadStaticModel(dir);
});

test('keys depend on the model digest and the text', () => {
  assert.match(embeddingKey('d1', 'x'), /^[0-9a-f]{64}$/);
  assert.notEqual(embeddingKey('d1', 'x'), embeddingKey('d2', 'x'));
  assert.notEqual(embeddingKey('d1', 'x'), embeddingKey('d1', 'y'));
  assert.equal(cacheFileName('0123456789abcdef'), 'embeddings-0123456789ab.bin');
});

test('vectors round-trip through one atomically written file per model', async () => {
  const dir = freshDir();
  const first = await openEmbeddingCache(dir, model);
  assert.equal(first.status, 'absent');
  const v = Float32Array.of(...Array.from({ length: model.dim }, (_, i) => i / 10));
  await first.putMany([['k1', v]]);
  assert.deepEqual(readdirSync(dir), [cacheFileName(model.digest)]);
  assert.equal(statSync(join(dir, cacheFileName(model.digest))).mode & 0o777, 0o600);
  const second = await openEmbeddingCache(dir, model);
  assert.equal(second.status, 'loaded');
  assert.deepEqual(second.get('k1'), v);
  assert.equal(second.get('k2'), undefined);
  assert.deepEqual([second.hits, second.misses], [1, 1]);
  await assert.rejects(second.putMany([['bad', new Float32Array(3)]]), /cache key bad has 3 values/);
});

test('a second build reads the cache: all hits, nothing embedded, nothing rewritten', async () => {
  const dir = freshDir();
  const cold = await buildSemanticIndex(NODES, model, { cache: await openEmbeddingCache(dir, model) });
  assert.deepEqual([cold.stats.cacheHits, cold.stats.cacheMisses, cold.stats.embedded, cold.stats.cacheWritten], [0, 3, 3, true]);
  const file = join(dir, cacheFileName(model.digest));
  const mtime = statSync(file).mtimeMs;
  const warmCache = await openEmbeddingCache(dir, model);
  const warm = await buildSemanticIndex(NODES, model, { cache: warmCache });
  assert.deepEqual([warm.stats.cacheHits, warm.stats.cacheMisses, warm.stats.embedded, warm.stats.cacheWritten], [3, 0, 0, false]);
  assert.deepEqual([warmCache.hits, warmCache.misses], [3, 0]);
  assert.equal(statSync(file).mtimeMs, mtime);
  for (const node of NODES) assert.deepEqual(warm.vectorOf(node.id), cold.vectorOf(node.id));
  // A changed graph embeds only what is new and drops vectors of nodes that are gone.
  const changed = await buildSemanticIndex([NODES[0] as SemanticNode, { id: 'd', label: 'mainVisitor', path: 'x' }], model, {
    cache: await openEmbeddingCache(dir, model),
  });
  assert.deepEqual([changed.stats.cacheHits, changed.stats.embedded, changed.stats.cacheWritten], [1, 1, true]);
  assert.equal((await openEmbeddingCache(dir, model)).size, 2);
});

test('a corrupt or foreign cache is ignored and rebuilt, never fatal', async () => {
  const dir = freshDir();
  await buildSemanticIndex(NODES, model, { cache: await openEmbeddingCache(dir, model) });
  const file = join(dir, cacheFileName(model.digest));
  truncateSync(file, statSync(file).size - 4);
  const torn = await openEmbeddingCache(dir, model);
  assert.equal(torn.status, 'corrupt');
  assert.match(torn.corruptReason ?? '', /data has/);
  const rebuilt = await buildSemanticIndex(NODES, model, { cache: torn });
  assert.deepEqual([rebuilt.stats.cacheMisses, rebuilt.stats.cacheWritten], [3, true]);
  assert.equal((await openEmbeddingCache(dir, model)).status, 'loaded');
  writeFileSync(file, 'garbage');
  assert.match((await openEmbeddingCache(dir, model)).corruptReason ?? '', /bad magic/);
  const other = await openEmbeddingCache(dir, { digest: model.digest, dim: model.dim + 1 });
  assert.equal(other.status, 'corrupt');
});

test('a cache that cannot be written leaves the index working and says why', async () => {
  const blocker = join(freshDir());
  writeFileSync(blocker, 'a file where the cache directory should be');
  const cache = await openEmbeddingCache(join(blocker, 'sub'), model);
  const index = await buildSemanticIndex(NODES, model, { cache });
  assert.equal(index.size, 3);
  assert.equal(index.stats.cacheWritten, false);
  assert.match(index.stats.cacheWriteError ?? '', /ENOTDIR|EEXIST/);
});

test('an aborted cache read rejects with the reason after the cache seam', async () => {
  const controller = new AbortController();
  const seen: string[] = [];
  await assert.rejects(
    openEmbeddingCache(freshDir(), model, {
      signal: controller.signal,
      seam: async (name) => {
        seen.push(name);
        controller.abort(new Error('stop'));
      },
    }),
    /stop/,
  );
  assert.deepEqual(seen, [MODEL_SEAMS.cacheRead]);
});
