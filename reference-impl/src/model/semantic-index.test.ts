import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { seekGraph, type Graph, type GraphNode, type SeekRanker } from '../graph/index.js';
import { MODEL_SEAMS, buildSemanticIndex, loadStaticModel, nodeText, semanticRanker, type StaticModel } from './index.js';
import { writeTestModel } from './model-writer.test-support.js';

const scratch = mkdtempSync(join(tmpdir(), 'm1nd-semantic-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const WORDS = ['greet', 'visitor', 'greeting', 'book', 'add', 'entry', 'compute', 'checksum', 'ledger', 'render', 'report', 'writer',
  'parse', 'manifest', 'src', 'greeter', 'ts', 'lib', 'rs', 'tools', 'py', 'cmd', 'main', 'go', 'salutation', 'tally'];

const node = (id: string, label: string, path: string, type: GraphNode['type'] = 'function'): GraphNode =>
  ({ id, label, path, type, root: '/r', line_start: 1, line_end: 2 });
const NODES: GraphNode[] = [
  node('file::src/greeter.ts', 'greeter.ts', 'src/greeter.ts', 'file'),
  node('sym::src/greeter.ts::greetVisitor', 'greetVisitor', 'src/greeter.ts'),
  node('sym::src/greeter.ts::GreetingBook', 'GreetingBook', 'src/greeter.ts', 'class'),
  node('sym::src/greeter.ts::GreetingBook.addEntry', 'addEntry', 'src/greeter.ts', 'method'),
  node('sym::src/lib.rs::compute_checksum', 'compute_checksum', 'src/lib.rs'),
  node('sym::src/lib.rs::LedgerEntry', 'LedgerEntry', 'src/lib.rs', 'struct'),
  node('sym::tools/report.py::render_report', 'render_report', 'tools/report.py'),
  node('sym::cmd/main.go::ParseManifest', 'ParseManifest', 'cmd/main.go'),
];

let model: StaticModel;
before(async () => {
  const dir = join(scratch, 'model');
  writeTestModel(dir, { words: WORDS, dim: 32, synonyms: [['greet', 'salutation'], ['checksum', 'tally']] });
  model = await loadStaticModel(dir);
});

test('synonyms rank each other first: "salutation" finds greetVisitor, "tally" finds compute_checksum', async () => {
  const index = await buildSemanticIndex(NODES, model);
  assert.equal(index.size, NODES.length);
  assert.equal(index.query('salutation', 3)[0]?.id, 'sym::src/greeter.ts::greetVisitor');
  assert.equal(index.query('tally', 3)[0]?.id, 'sym::src/lib.rs::compute_checksum');
  assert.deepEqual(index.query('quantum', 5), []);
  const hits = index.query('ledger entry', 8);
  assert.equal(hits[0]?.id, 'sym::src/lib.rs::LedgerEntry');
  assert.deepEqual(hits.map((h) => h.score), hits.map((h) => h.score).sort((a, b) => b - a));
});

test('the ranker plugs into seekGraph: semantic mode finds what lexical ranking misses', async () => {
  const index = await buildSemanticIndex(NODES, model);
  const g: Graph = { roots: ['/r'], nodes: NODES, edges: [], files: [] };
  assert.deepEqual(seekGraph(g, { query: 'salutation' }).results, []);
  // The graph's SeekRanker names only the lexical mode today; the shapes otherwise match.
  const ranker = semanticRanker(index) as unknown as SeekRanker;
  const out = seekGraph(g, { query: 'salutation', top_k: 3 }, ranker);
  assert.equal(out.mode as string, 'semantic');
  assert.equal(out.results[0]?.node_id, 'sym::src/greeter.ts::greetVisitor');
  for (const r of out.results) assert.ok(r.score > 0 && r.score <= 1);
});

test('building stops when the signal aborts between nodes; the index seam runs first', async () => {
  const controller = new AbortController();
  const seams: string[] = [];
  let done = 0;
  const many = Array.from({ length: 1000 }, (_, i) => node(`sym::a.ts::f${i}`, `compute${i}`, 'a.ts'));
  await assert.rejects(
    buildSemanticIndex(many, model, {
      signal: controller.signal,
      seam: async (name) => void seams.push(name),
      onProgress: (d) => {
        done = d;
        if (d === 10) controller.abort();
      },
    }),
    { name: 'AbortError' },
  );
  assert.equal(done, 10);
  assert.deepEqual(seams, [MODEL_SEAMS.index]);
  const pre = new AbortController();
  pre.abort();
  await assert.rejects(buildSemanticIndex(many, model, { signal: pre.signal }), { name: 'AbortError' });
});

test('an abort from outside the loop (a signal handler) is seen: the build yields to the event loop', async () => {
  const controller = new AbortController();
  const many = Array.from({ length: 5000 }, (_, i) => node(`sym::a.ts::f${i}`, `compute${i}`, 'a.ts'));
  setImmediate(() => controller.abort());
  await assert.rejects(buildSemanticIndex(many, model, { signal: controller.signal }), { name: 'AbortError' });
});

test('embedText replaces label and path', async () => {
  const other = await buildSemanticIndex([{ id: 'x', label: 'greetVisitor', path: 'src/greeter.ts', embedText: 'ledger' }], model);
  assert.deepEqual(other.vectorOf('x'), model.embed('ledger'));
});
