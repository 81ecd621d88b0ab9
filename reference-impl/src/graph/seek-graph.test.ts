import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seekGraph } from './index.js';
import { makeSampleGraph } from './sample-graph.js';
import { tokenize } from './tokenize.js';

const g = makeSampleGraph();

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
  const { lexicalRanker } = await import('./seek-graph.js');
  // The same scores through another ranker object: seekGraph then scores every node, with no index.
  const everyNode = { mode: 'lexical' as const, score: lexicalRanker.score };
  const labels = g.nodes.flatMap((n) => tokenize(`${n.label} ${n.path}`));
  const queries = ['parse config', 'pars', 'config parser', 'src', 'x', 'parseconfigurations', 'readme md', ...labels.slice(0, 40), ...labels.map((w) => w.slice(1, 4)).slice(0, 40)];
  for (const query of queries) {
    assert.deepEqual(seekGraph(g, { query, top_k: 1000 }), seekGraph(g, { query, top_k: 1000 }, everyNode), query);
  }
});
