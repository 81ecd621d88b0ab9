import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { buildSearchIndex, searchGraph, searchIndexOf, sortGraph, type Graph, type SearchQuery } from './index.js';
import { makeSampleGraph, readSampleBytes, SAMPLE_FILES, SAMPLE_ROOT } from './sample-graph.js';

const g = makeSampleGraph();
const idx = await buildSearchIndex(g, readSampleBytes);
const find = (q: SearchQuery) => searchGraph(g, q, idx);

test('literal search is case-insensitive over labels and lines; exact label matches come first', () => {
  const { results, total_matches } = find({ query: 'GREET' });
  assert.deepEqual(
    results.map((r) => [r.node_id, r.line_number]),
    [
      ['sym::src/greet.ts::greet', 1],
      ['file::docs/notes.md', 1],
      ['file::src/greet.ts', 1],
    ],
  );
  assert.equal(total_matches, 3);
  assert.equal(results[0]?.matched_line, 'export function greet(name: string) {');
  assert.equal(results[0]?.type, 'function');
  assert.equal(results[0]?.file_path, 'src/greet.ts');
});

test('a line inside a symbol reports the narrowest symbol; outside any symbol, the file', () => {
  const hello = find({ query: 'hello' }).results;
  assert.deepEqual(
    hello.map((r) => [r.node_id, r.line_number, r.matched_line]),
    [
      ['file::docs/notes.md', 1, 'Greeting notes: hello world'],
      ['sym::src/greet.ts::greet', 2, 'return `Hello ${name}`;'],
      ['file::src/greet.ts', 4, '// say hello'],
    ],
  );
  const parse = find({ query: 'JSON.parse' }).results;
  assert.deepEqual(parse.map((r) => r.node_id), ['sym::src/parse-config.ts::ConfigParser.parseConfig']);
});

test('scope filters by relative path prefix and top_k caps results but not the total', () => {
  const scoped = find({ query: 'hello', scope: 'src/' });
  assert.ok(scoped.results.every((r) => r.file_path.startsWith('src/')));
  assert.equal(scoped.total_matches, 2);
  assert.equal(find({ query: 'hello', scope: '/repo/docs' }).total_matches, 1);
  assert.equal(find({ query: 'hello', scope: 'nowhere/' }).total_matches, 0);
  const capped = find({ query: 'e', top_k: 2 });
  assert.equal(capped.results.length, 2);
  assert.ok(capped.total_matches > 2);
});

test('regex mode uses a JavaScript RegExp and names an invalid pattern', () => {
  const hits = find({ query: '^parse\\w+$', mode: 'regex' }).results;
  assert.equal(hits[0]?.node_id, 'sym::src/parse-config.ts::ConfigParser.parseConfig');
  assert.throws(() => find({ query: '(unclosed', mode: 'regex' }), /"\(unclosed"/);
  const lines = find({ query: 'return\\s+\\S+\\(', mode: 'regex' });
  assert.deepEqual(lines.results.map((r) => [r.node_id, r.line_number]), [['sym::src/parse-config.ts::ConfigParser.parseConfig', 3]]);
  assert.equal(lines.truncated, false);
});

test('an unreadable file still matches by label; an empty query is refused', async () => {
  const unread = makeSampleGraph();
  const labelsOnly = searchGraph(unread, { query: 'greet' }, await buildSearchIndex(unread, () => null)).results;
  assert.deepEqual(labelsOnly.map((r) => r.node_id), ['sym::src/greet.ts::greet', 'file::src/greet.ts']);
  assert.throws(() => find({ query: '' }), /query is empty/);
});

test('a file whose bytes changed since ingest serves no line, only its labels, and is counted', async () => {
  const edited = makeSampleGraph();
  const read = (abs: string) => (abs === `${SAMPLE_ROOT}/src/greet.ts` ? Buffer.from(SAMPLE_FILES['src/greet.ts']!.replace('say hello', 'say howdy')) : readSampleBytes(abs));
  const index = await buildSearchIndex(edited, read);
  const howdy = searchGraph(edited, { query: 'howdy' }, index);
  assert.deepEqual([howdy.results, howdy.total_matches, howdy.stale_files_skipped], [[], 0, 1]);
  assert.deepEqual(searchGraph(edited, { query: 'hello' }, index).results.map((r) => r.file_path), ['docs/notes.md']);
  const label = searchGraph(edited, { query: 'greet', scope: 'src/' }, index).results;
  assert.deepEqual(label.map((r) => [r.node_id, r.matched_line]), [['sym::src/greet.ts::greet', 'greet'], ['file::src/greet.ts', 'greet.ts']]);
  assert.equal(find({ query: 'hello' }).stale_files_skipped, 0);
});

test('the index is built once per graph and never reads the disk again', async () => {
  const once = makeSampleGraph();
  let reads = 0;
  const counting = (abs: string) => {
    reads++;
    return readSampleBytes(abs);
  };
  const first = await searchIndexOf(once, counting);
  assert.equal(reads, 3);
  assert.equal(await searchIndexOf(once, counting), first);
  searchGraph(once, { query: 'hello' }, first);
  searchGraph(once, { query: 'h.llo', mode: 'regex' }, first);
  assert.equal(reads, 3);
});

test('a regex stops at its budget and says the answer is truncated', () => {
  const cut = searchGraph(g, { query: 'e', mode: 'regex' }, idx, { budgetChars: 150 });
  assert.equal(cut.truncated, true);
  const whole = find({ query: 'e', mode: 'regex' });
  assert.equal(whole.truncated, false);
  assert.ok(cut.total_matches < whole.total_matches, `${cut.total_matches} < ${whole.total_matches}`);
});

test('several roots holding one relative path count a node id and line once, as before', async () => {
  const one = makeSampleGraph();
  const twin: Graph = {
    roots: ['/repo', '/twin'],
    nodes: [...one.nodes, ...one.nodes.map((n) => ({ ...n, root: '/twin' }))],
    edges: [],
    files: [...one.files, ...one.files.map((f) => ({ ...f, root: '/twin' }))],
  };
  const read = (abs: string) => readSampleBytes(abs.replace(/^\/twin\//, '/repo/'));
  assert.equal(searchGraph(twin, { query: 'hello' }, await buildSearchIndex(twin, read)).total_matches, 3);
});

test('in a sorted graph of several roots, each root\'s file keeps its own text and symbols', async () => {
  const one = makeSampleGraph();
  // The twin's copy of parse-config.ts differs by one line.
  const twinText = SAMPLE_FILES['src/parse-config.ts']!.replace('JSON.parse(text)', 'JSON.parse(text) // twin');
  const twinFiles = one.files.map((f) =>
    f.path === 'src/parse-config.ts' ? { ...f, root: '/twin', sha256: createHash('sha256').update(twinText).digest('hex'), size: Buffer.byteLength(twinText) } : { ...f, root: '/twin' },
  );
  // Sorted as a canonical graph is: by id, then root, so each node of one root is next to its twin of the other.
  const twin = sortGraph({ roots: ['/repo', '/twin'], nodes: [...one.nodes, ...one.nodes.map((n) => ({ ...n, root: '/twin' }))], edges: [], files: [...one.files, ...twinFiles] });
  const read = (abs: string) => (abs === '/twin/src/parse-config.ts' ? Buffer.from(twinText) : readSampleBytes(abs.replace(/^\/twin\//, '/repo/')));
  const index = await buildSearchIndex(twin, read);
  for (const query of ['JSON.parse(text);', '// twin']) {
    const found = searchGraph(twin, { query }, index);
    assert.equal(found.total_matches, 1, query);
    assert.deepEqual(found.results.map((r) => r.node_id), ['sym::src/parse-config.ts::ConfigParser.parseConfig'], query);
  }
});

test('a short top_k answers the head of a long one, with the same total (files that can show no hit are only counted)', async () => {
  const { default: fc } = await import('fast-check');
  const texts = Object.values(SAMPLE_FILES);
  const literal = fc
    .record({ t: fc.nat(texts.length - 1), at: fc.nat(400), len: fc.integer({ min: 1, max: 6 }) })
    .map(({ t, at, len }) => texts[t]!.slice(at % texts[t]!.length, (at % texts[t]!.length) + len))
    .filter((s) => s.trim() !== '');
  const regex = fc.constantFrom('e', 'r.t', '^\\s', '$', 'a\\s+b', '[A-Z]\\w+', 'n\\b', 'x?', '(?<=e)t', '\\}$');
  const query = fc.oneof(literal.map((q) => ({ query: q })), regex.map((q) => ({ query: q, mode: 'regex' as const })));
  // Files visited out of path order too: a graph's nodes need not come sorted.
  const reversed: Graph = { ...g, nodes: [...g.nodes].reverse() };
  const reversedIdx = await buildSearchIndex(reversed, readSampleBytes);
  fc.assert(
    fc.property(query, fc.integer({ min: 1, max: 4 }), fc.boolean(), (q, k, rev) => {
      const ask = (top_k: number) => (rev ? searchGraph(reversed, { ...q, top_k }, reversedIdx) : find({ ...q, top_k }));
      const all = ask(1000);
      const head = ask(k);
      assert.equal(head.total_matches, all.total_matches);
      assert.deepEqual(head.results, all.results.slice(0, k));
    }),
    { numRuns: 500 },
  );
});
