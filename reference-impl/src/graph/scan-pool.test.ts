import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeFixtureTree, type FixtureTree } from './fixture-tree.js';
import { graphDigest, scanRoot, serializeGraph, MAX_FILE_BYTES } from './index.js';
import { callerBatchCount, evenBatches, guidedBatches, idleWorkerCount, pooledScanCount, releaseIdleWorkers } from './scan-pool.js';

/** A tree of every kind the scan meets: each grammar, imports across files, plain text, binary and oversized files. */
async function mixedTree(copies: number): Promise<FixtureTree> {
  const files: Record<string, string | Uint8Array> = {
    'big.ts': 'x'.repeat(MAX_FILE_BYTES + 1),
    'image.png': new Uint8Array([0x89, 0x50, 0x00, 0x47]),
    'broken.ts': 'export function (((( {{{{ ]]]]\n',
  };
  for (let i = 0; i < copies; i++) {
    const d = `pkg${i % 7}/m${i}`;
    files[`${d}/a.ts`] = `import { b${i} } from './b.js';\nexport class A${i} { run(): number { return b${i}; } }\n`;
    files[`${d}/b.ts`] = `export const b${i} = ${i};\nexport function helper${i}() {}\n`;
    files[`${d}/c.py`] = `from . import d\nclass C${i}:\n    def go(self):\n        pass\n`;
    files[`${d}/d.py`] = `def d${i}():\n    return ${i}\n`;
    files[`${d}/e.rs`] = `mod f;\npub struct E${i};\nimpl E${i} { pub fn new() -> Self { E${i} } }\n`;
    files[`${d}/f.rs`] = `pub fn f${i}() {}\n`;
    files[`${d}/g.go`] = `package m\nfunc G${i}() {}\ntype T${i} struct{}\n`;
    files[`${d}/notes.md`] = `# notes ${i}\n`;
  }
  return makeFixtureTree(files);
}

test('worker threads give the same graph bytes as the inline scan, whatever the worker count', async () => {
  const t = await mixedTree(40);
  try {
    const inline = await scanRoot(t.root, { workers: 0 });
    assert.equal(inline.files.length, 40 * 8 + 1, 'big.ts and image.png are skipped, broken.ts is a file node');
    assert.ok(inline.edges.some((e) => e.kind === 'imports'), 'the fixture links files');
    for (const workers of [1, 2, 2, 3]) {
      for (const callerShares of [false, true]) {
        const pooled = await scanRoot(t.root, { workers, callerShares });
        assert.equal(serializeGraph(pooled), serializeGraph(inline), `${workers} workers${callerShares ? ' and the calling thread' : ''}`);
        assert.equal(graphDigest(pooled), graphDigest(inline));
      }
    }
  } finally {
    await t.remove();
  }
});

test('a pooled scan reports progress for every file and an abort rejects it with the signal reason', async () => {
  const t = await mixedTree(40);
  try {
    const seen: number[] = [];
    await scanRoot(t.root, { workers: 2, onProgress: (n) => seen.push(n) });
    assert.deepEqual(seen, Array.from({ length: 40 * 8 + 3 }, (_, i) => i + 1), 'every walked file, read or skipped');

    const controller = new AbortController();
    const scan = scanRoot(t.root, { workers: 2, signal: controller.signal, onProgress: (n) => n === 1 && controller.abort() });
    await assert.rejects(scan, { name: 'AbortError' });
    const before = new AbortController();
    before.abort();
    await assert.rejects(scanRoot(t.root, { workers: 2, signal: before.signal }), { name: 'AbortError' });

    const shared: number[] = [];
    await scanRoot(t.root, { workers: 1, callerShares: true, onProgress: (n) => shared.push(n) });
    assert.deepEqual(shared, seen, 'the calling thread and a worker');
    const mid = new AbortController();
    const sharedScan = scanRoot(t.root, { workers: 1, callerShares: true, signal: mid.signal, onProgress: (n) => n === 40 && mid.abort() });
    await assert.rejects(sharedScan, { name: 'AbortError' });
    assert.equal(idleWorkerCount(), 0, 'an aborted scan ends its workers');
  } finally {
    await t.remove();
  }
});

test('the workers of a refresh that succeeded serve the next one; a first scan keeps one, a failed or an aborted one ends them', async () => {
  // Every scan is taken to begin before the tree was written, so no file's stamp is trusted (file-stamps.ts): each
  // refresh reads every file on the workers, whatever the time the scans take.
  const start = Date.now();
  const now = () => start;
  const t = await mixedTree(20);
  try {
    const first = await scanRoot(t.root, { workers: 2, now });
    assert.equal(idleWorkerCount(), 1, 'a first scan of a small tree keeps one worker, its grammars ready, for the first refresh');
    const second = await scanRoot(t.root, { workers: 2, now, previous: first });
    assert.equal(serializeGraph(second), serializeGraph(first));
    assert.equal(idleWorkerCount(), 2, 'kept, unreferenced, for the next refresh');
    const third = await scanRoot(t.root, { workers: 2, now, previous: second });
    assert.equal(third, second, 'nothing changed: the previous graph is the answer');
    assert.equal(idleWorkerCount(), 2);
    const controller = new AbortController();
    await assert.rejects(scanRoot(t.root, { workers: 2, now, previous: first, signal: controller.signal, onProgress: () => controller.abort() }), { name: 'AbortError' });
    assert.equal(idleWorkerCount(), 0, 'an aborted scan ends its workers');
    await scanRoot(t.root, { workers: 2, now, previous: first });
    assert.equal(idleWorkerCount(), 2);
    await releaseIdleWorkers();
    assert.equal(idleWorkerCount(), 0);
  } finally {
    await t.remove();
  }
});

test('a refresh of a tree that is not large keeps its workers; a first scan keeps one while its refresh would read inline', async () => {
  const { keptWorkers, KEEP_WORKERS_MAX_FILES } = await import('./scan-root.js');
  const { MIN_FILES_FOR_REFRESH_WORKERS } = await import('./scan-pool.js');
  assert.equal(keptWorkers(true, KEEP_WORKERS_MAX_FILES, 3), 3);
  assert.equal(keptWorkers(true, KEEP_WORKERS_MAX_FILES + 1, 3), 0);
  assert.equal(keptWorkers(false, MIN_FILES_FOR_REFRESH_WORKERS - 1, 2), 1);
  assert.equal(keptWorkers(false, MIN_FILES_FOR_REFRESH_WORKERS, 2), 0, 'its refresh starts workers of its own');
  assert.equal(keptWorkers(false, 10, 0), 0);
});

test('a refresh too small for workers of its own reads on the worker a first scan kept, and answers as inline', async () => {
  const start = Date.now();
  const now = () => start;
  const t = await mixedTree(20);
  try {
    await releaseIdleWorkers();
    const first = await scanRoot(t.root, { workers: 2, now });
    assert.equal(idleWorkerCount(), 1);
    const { writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    for (const i of [3, 11]) await writeFile(path.join(t.root, `pkg${i % 7}/m${i}/b.ts`), `export const b${i} = ${i};\nexport function changed${i}() {}\n`);
    const pooledBefore = pooledScanCount();
    const pooled = await scanRoot(t.root, { now, previous: first });
    assert.equal(pooledScanCount(), pooledBefore + 1, 'the refresh read on the kept worker');
    assert.equal(idleWorkerCount(), 1, 'and keeps it');
    await releaseIdleWorkers();
    const inline = await scanRoot(t.root, { now, previous: first });
    assert.equal(pooledScanCount(), pooledBefore + 1, 'with no worker kept, a small refresh reads inline');
    assert.equal(idleWorkerCount(), 0);
    assert.equal(serializeGraph(pooled), serializeGraph(inline));
    assert.ok(pooled.nodes.some((n) => n.label === 'changed11'), 'the edit is in the graph');
  } finally {
    await releaseIdleWorkers();
    await t.remove();
  }
});

test('a refresh of a tree under the refresh minimum reads inline, a larger one on workers', async () => {
  const { refreshWorkerCount, MIN_FILES_FOR_REFRESH_WORKERS, MAX_SCAN_WORKERS } = await import('./scan-pool.js');
  const { availableParallelism } = await import('node:os');
  assert.equal(refreshWorkerCount(MIN_FILES_FOR_REFRESH_WORKERS - 1), 0);
  const cores = Math.min(availableParallelism(), MAX_SCAN_WORKERS);
  assert.equal(refreshWorkerCount(MIN_FILES_FOR_REFRESH_WORKERS), cores >= 2 ? cores : 0);
});

test('a first scan parses on one thread per MIN_PARSE_BYTES_PER_THREAD of source, the calling thread one of them', async () => {
  const { firstScanThreads, MIN_PARSE_BYTES_PER_THREAD: unit, MAX_SCAN_WORKERS } = await import('./scan-pool.js');
  const inline = { workers: 0, callerShares: false };
  assert.deepEqual(firstScanThreads(0, 2), inline);
  assert.deepEqual(firstScanThreads(2 * unit - 1, 2), inline, 'a tree for one thread starts no worker');
  assert.deepEqual(firstScanThreads(2 * unit, 2), { workers: 1, callerShares: true });
  assert.deepEqual(firstScanThreads(100 * unit, 2), { workers: 1, callerShares: true }, 'no more threads than cores');
  assert.deepEqual(firstScanThreads(100 * unit, 1), inline);
  assert.deepEqual(firstScanThreads(3 * unit, 16), { workers: 2, callerShares: true });
  assert.deepEqual(firstScanThreads(100 * unit, 16), { workers: MAX_SCAN_WORKERS - 1, callerShares: true });
});

test('a scan with the calling thread sharing keeps no worker: its own grammars serve the first refresh', async () => {
  const t = await mixedTree(20);
  try {
    await releaseIdleWorkers();
    const pooledBefore = pooledScanCount();
    const callerBefore = callerBatchCount();
    await scanRoot(t.root, { workers: 1, callerShares: true });
    assert.equal(pooledScanCount(), pooledBefore + 1);
    // 163 files in batches of 32, two sent to the worker at once: the calling thread takes the third at least.
    assert.ok(callerBatchCount() > callerBefore, 'the calling thread parsed a batch');
    assert.equal(idleWorkerCount(), 0);
  } finally {
    await t.remove();
  }
});

test('an inline scan lets the event loop turn between batches of files', async () => {
  const t = await mixedTree(20);
  try {
    let turned = false;
    let turnedBeforeEnd = false;
    const files = 20 * 8 + 3;
    const onProgress = (n: number) => {
      if (n === 1) setImmediate(() => (turned = true));
      if (n === files) turnedBeforeEnd = turned;
    };
    // A first scan loads the grammars (reading their files lets the loop turn); the second one only parses.
    await scanRoot(t.root, { workers: 0 });
    await scanRoot(t.root, { workers: 0, onProgress });
    assert.ok(turnedBeforeEnd, 'an immediate set at the first file ran before the last');
  } finally {
    await t.remove();
  }
});

test('a refresh of a larger tree on workers, sent in larger batches, answers what the inline refresh does', async () => {
  // 170 copies of 8 files plus 3: 1,363 tasks, over 2 workers in batches of 43 rather than a first scan's 32.
  const t = await mixedTree(170);
  try {
    const first = await scanRoot(t.root, { workers: 0 });
    const { writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    for (const i of [0, 13, 27, 39, 101, 169]) await writeFile(path.join(t.root, `pkg${i % 7}/m${i}/b.ts`), `export const b${i} = ${i};\nexport function changed${i}() {}\n`);
    const inline = await scanRoot(t.root, { workers: 0, previous: first });
    const pooled = await scanRoot(t.root, { workers: 2, previous: first });
    assert.equal(serializeGraph(pooled), serializeGraph(inline));
    assert.equal(serializeGraph(pooled), serializeGraph(await scanRoot(t.root, { workers: 0 })));
    await releaseIdleWorkers();
  } finally {
    await t.remove();
  }
});

test('a first scan\'s batches shrink toward its end, so no thread is left parsing a large last batch while the others wait', () => {
  for (const [files, threads] of [[575, 2], [10_000, 2], [1, 2], [33, 1], [2_814, 8], [0, 2]] as const) {
    const starts = guidedBatches(files, threads);
    assert.equal(starts[0], 0);
    assert.equal(starts[starts.length - 1], files);
    const sizes = starts.slice(1).map((s, i) => s - starts[i]!);
    assert.ok(sizes.every((n) => n > 0 && n <= 32), `${files}: batches of 1 to 32 files`);
    assert.ok(sizes.every((n, i) => i === 0 || n <= sizes[i - 1]!), `${files}: never larger than the one before`);
    assert.ok(sizes.slice(0, -1).every((n) => n >= 4), `${files}: no batch below 4 files but the last`);
  }
  const sizes = (s: number[]) => s.slice(1).map((x, i) => x - s[i]!);
  assert.deepEqual(sizes(guidedBatches(575, 2)).slice(0, 10), Array(10).fill(32), 'full batches while much is left');
  assert.deepEqual(sizes(guidedBatches(575, 2)).slice(-3), [4, 4, 3], 'small ones at the end');
  assert.deepEqual(evenBatches(70, 32), [0, 32, 64, 70]);
});
