import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seekGraph } from './index.js';
import { makeSampleGraph } from './sample-graph.js';
import { tokenize } from './tokenize.js';
import { wordsByExpressions } from './tokenize-oracle.test-support.js';

const g = makeSampleGraph();

/**
 * The answer seek must give, worked out the long way: every node scored by the lexical ranker, rounded, the
 * positive ones fully sorted (score, symbols before files, path, line, id) and the first k kept.
 */
async function oracleSeek(graph: typeof g, q: { query: string; top_k?: number }) {
  const { lexicalRanker } = await import('./seek-graph.js');
  const tokens = tokenize(q.query);
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const hits = graph.nodes
    .map((node) => ({ node, score: Math.min(1, Math.round(lexicalRanker.score(node, tokens) * 10000) / 10000) }))
    .filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score || Number(a.node.type === 'file') - Number(b.node.type === 'file') || cmp(a.node.path, b.node.path) || a.node.line_start - b.node.line_start || cmp(a.node.id, b.node.id))
    .slice(0, q.top_k ?? 10)
    .map(({ node, score }) => ({ node_id: node.id, label: node.label, type: node.type, score, file_path: node.path, line_start: node.line_start }));
  return { results: hits, mode: 'lexical' };
}

test('tokens split camelCase, snake_case, kebab-case and paths', () => {
  assert.deepEqual(tokenize('parseConfig'), ['parse', 'config']);
  assert.deepEqual(tokenize('HTTPServer_start-now'), ['http', 'server', 'start', 'now']);
  assert.deepEqual(tokenize('src/parse-config.ts'), ['src', 'parse', 'config', 'ts']);
});

test('a label match outranks a path match, scores are in (0, 1] and mode is lexical', () => {
  const out = seekGraph(g, { query: 'parse config' });
  assert.equal(out.mode, 'lexical');
  assert.equal(out.results[0]?.node_id, 'sym::src/parse-config.ts::ConfigParser.parseConfig');
  assert.equal(out.results[0]?.score, 1);
  for (const r of out.results) assert.ok(r.score > 0 && r.score <= 1, `${r.node_id} scored ${r.score}`);
  const scores = out.results.map((r) => r.score);
  assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
  const file = out.results.find((r) => r.node_id === 'file::src/parse-config.ts');
  assert.ok(file, 'the file is found through its path');
});

test('unrelated queries find nothing; top_k caps the list', () => {
  assert.deepEqual(seekGraph(g, { query: 'quantum flux' }).results, []);
  assert.deepEqual(seekGraph(g, { query: '' }).results, []);
  assert.equal(seekGraph(g, { query: 'greet parse', top_k: 1 }).results.length, 1);
});

test('hits carry the node position', () => {
  const [hit] = seekGraph(g, { query: 'greet' }).results;
  assert.deepEqual(hit, {
    node_id: 'sym::src/greet.ts::greet',
    label: 'greet',
    type: 'function',
    score: 1,
    file_path: 'src/greet.ts',
    line_start: 1,
  });
});

test('the lexical token index answers exactly as scoring every node does', async () => {
  const labels = g.nodes.flatMap((n) => tokenize(`${n.label} ${n.path}`));
  const queries = ['parse config', 'pars', 'config parser', 'src', 'x', 'parseconfigurations', 'readme md', ...labels.slice(0, 40), ...labels.map((w) => w.slice(1, 4)).slice(0, 40)];
  for (const query of queries) {
    assert.deepEqual(seekGraph(g, { query, top_k: 1000 }), await oracleSeek(g, { query, top_k: 1000 }), query);
    assert.deepEqual(seekGraph(g, { query, top_k: 2 }), await oracleSeek(g, { query, top_k: 2 }), query);
  }
});

test('the one-pass tokenizer splits as the three-expression form does', async () => {
  const { default: fc } = await import('fast-check');
  const byExpressions = (text: string) => [...new Set(wordsByExpressions(text))];
  const char = fc.constantFrom(...'aAbBzZ09_-./: éÉİK\u212a\n'.split(''));
  fc.assert(fc.property(fc.array(char, { maxLength: 40 }).map((cs) => cs.join('')), (text) => assert.deepEqual(tokenize(text), byExpressions(text))), { numRuns: 5000 });
  const words = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
  assert.deepEqual(tokenize(`${words} ${words}`), byExpressions(words), 'a long text keeps its first hundred words once each');
});

test('the seek index answers as the ranker does over random node lists', async () => {
  const { default: fc } = await import('fast-check');
  const word = fc.constantFrom('parse', 'Config', 'HTTPServer', 'load_user', 'ts', 'x', 'order12', 'Order', 'sym', 'a-b', 'cfg');
  const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(''));
  const node = fc.record({ dir: fc.constantFrom('src', 'lib/parse', 'a/b'), file: name, label: name, type: fc.constantFrom('file', 'function', 'class', 'section'), odd: fc.boolean() });
  await fc.assert(
    fc.asyncProperty(fc.array(node, { maxLength: 30 }), fc.array(word, { maxLength: 3 }), fc.integer({ min: 1, max: 8 }), async (specs, query, k) => {
      const nodes = specs.map((s, i) => {
        const path = `${s.dir}/${s.file}.ts`;
        const id = s.type === 'file' ? `file::${path}` : s.odd ? `doc::${path}#${s.label}` : `sym::${path}::Outer.${s.label}`;
        return { id, label: s.type === 'file' ? `${s.file}.ts` : s.label, type: s.type, path, root: '/r', line_start: i + 1, line_end: i + 2 };
      });
      const graph = { ...g, nodes } as unknown as typeof g;
      const q = { query: query.join(' '), top_k: k };
      assert.deepEqual(seekGraph(graph, q), await oracleSeek(graph, q));
    }),
    { numRuns: 400 },
  );
});
