import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchGraph } from './index.js';
import { makeSampleGraph, readSampleFile } from './sample-graph.js';

const g = makeSampleGraph();

test('literal search is case-insensitive over labels and lines; exact label matches come first', () => {
  const { results, total_matches } = searchGraph(g, { query: 'GREET' }, readSampleFile);
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
  const hello = searchGraph(g, { query: 'hello' }, readSampleFile).results;
  assert.deepEqual(
    hello.map((r) => [r.node_id, r.line_number, r.matched_line]),
    [
      ['file::docs/notes.md', 1, 'Greeting notes: hello world'],
      ['sym::src/greet.ts::greet', 2, 'return `Hello ${name}`;'],
      ['file::src/greet.ts', 4, '// say hello'],
    ],
  );
  const parse = searchGraph(g, { query: 'JSON.parse' }, readSampleFile).results;
  assert.deepEqual(parse.map((r) => r.node_id), ['sym::src/parse-config.ts::ConfigParser.parseConfig']);
});

test('scope filters by relative path prefix and top_k caps results but not the total', () => {
  const scoped = searchGraph(g, { query: 'hello', scope: 'src/' }, readSampleFile);
  assert.ok(scoped.results.every((r) => r.file_path.startsWith('src/')));
  assert.equal(scoped.total_matches, 2);
  assert.equal(searchGraph(g, { query: 'hello', scope: '/repo/docs' }, readSampleFile).total_matches, 1);
  assert.equal(searchGraph(g, { query: 'hello', scope: 'nowhere/' }, readSampleFile).total_matches, 0);
  const capped = searchGraph(g, { query: 'e', top_k: 2 }, readSampleFile);
  assert.equal(capped.results.length, 2);
  assert.ok(capped.total_matches > 2);
});

test('regex mode uses a JavaScript RegExp and names an invalid pattern', () => {
  const hits = searchGraph(g, { query: '^parse\\w+$', mode: 'regex' }, readSampleFile).results;
  assert.equal(hits[0]?.node_id, 'sym::src/parse-config.ts::ConfigParser.parseConfig');
  assert.throws(() => searchGraph(g, { query: '(unclosed', mode: 'regex' }, readSampleFile), /"\(unclosed"/);
});

test('an unreadable file still matches by label; an empty query is refused', () => {
  const labelsOnly = searchGraph(g, { query: 'greet' }, () => null).results;
  assert.deepEqual(labelsOnly.map((r) => r.node_id), ['sym::src/greet.ts::greet', 'file::src/greet.ts']);
  assert.throws(() => searchGraph(g, { query: '' }, readSampleFile), /query is empty/);
});
