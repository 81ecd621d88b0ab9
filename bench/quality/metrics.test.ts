import { test } from 'node:test';
import assert from 'node:assert/strict';
import { answerItems, fileScores, mean, reciprocalRank, symbolRecall } from './index.js';
import { EVAL_FILES, IMPACT_CASES, SEEK_CASES } from './index.js';

const item = (file: string, symbol: string) => ({ file, symbol });
const want = { file: 'src/a.ts', symbol: 'parseThing' };

test('reciprocal rank is 1/rank of the first item naming the symbol in its file, 0 past k or absent', () => {
  assert.equal(reciprocalRank([item('src/a.ts', 'parseThing')], want), 1);
  assert.equal(reciprocalRank([item('src/b.ts', 'parseThing'), item('src/a.ts', 'a.ts'), item('src/a.ts', 'parseThing')], want), 1 / 3);
  const eleventh = [...Array.from({ length: 10 }, (_, i) => item('x.ts', `f${i}`)), item('src/a.ts', 'parseThing')];
  assert.equal(reciprocalRank(eleventh, want, 10), 0);
  assert.equal(reciprocalRank(eleventh, want, 11), 1 / 11);
});

test('MRR is the mean of the reciprocal ranks (0 for no queries)', () => {
  assert.equal(mean([1, 0.5, 0]), 0.5);
  assert.equal(mean([]), 0);
});

test('symbol recall needs symbol and file; file scores leave the start file out and count extra files against precision', () => {
  const expected = [item('src/h.ts', 'verify'), item('src/login.ts', 'login'), item('src/routes.ts', 'handle')];
  const fileLevel = [item('src/login.ts', 'login.ts'), item('src/routes.ts', 'routes.ts'), item('src/signup.ts', 'signup.ts'), item('src/server.ts', 'server.ts')];
  assert.equal(symbolRecall(fileLevel, expected), 0);
  assert.deepEqual(fileScores(fileLevel, expected, 'src/h.ts'), { recall: 1, precision: 0.5 });
  const symbolLevel = [item('src/h.ts', 'verify'), item('src/login.ts', 'login')];
  assert.equal(symbolRecall(symbolLevel, expected), 2 / 3);
  assert.deepEqual(fileScores([], expected, 'src/h.ts'), { recall: 0, precision: 0 });
});

test('answer items come from the usual list fields, paths made relative to the root, symbols from label or id', () => {
  const root = '/t/r';
  assert.deepEqual(answerItems({ results: [{ label: 'f', file_path: 'src/a.ts' }] }, root), [item('src/a.ts', 'f')]);
  assert.deepEqual(answerItems({ reached: [{ node_id: 'sym::src/a.ts::g', path: '/t/r/src/a.ts' }] }, root), [item('src/a.ts', 'g')]);
  assert.deepEqual(answerItems([{ name: 'h', file: './x.py' }], root), [item('x.py', 'h')]);
  assert.deepEqual(answerItems({ nothing: 1 }, root), []);
  assert.deepEqual(answerItems('text', root), []);
});

test('the evaluation set names only files it writes, and every expected symbol is defined there', () => {
  for (const c of [...SEEK_CASES.map((s) => s.expect), ...IMPACT_CASES.flatMap((i) => [...i.expect, { file: i.file, symbol: i.node }])]) {
    const text = EVAL_FILES[c.file];
    assert.ok(text, `${c.file} is written`);
    assert.match(text, new RegExp(`(function|class|def) ${c.symbol}\\b|^\\s+${c.symbol}\\(`, 'm'), `${c.symbol} is defined in ${c.file}`);
  }
});
