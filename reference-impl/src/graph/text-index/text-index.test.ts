import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { buildTextIndex, countLines, compileLiteral, compileRegex, lineAt, matchLines, newBudget, patternShape, type CompiledQuery, type IngestedFile } from './index.js';

const TEXTS: Record<string, string> = {
  'a.ts': 'export function parseConfig(text) {\r\n  return JSON.parse(text);\r\n}\r\n',
  'b.md': '# Notes\nΣΑΣ ÉTÉ été\nthe KELVIN sign: \u212a and İstanbul\nlast line\r',
  'c.py': 'def render(rows):\n    return rows\n\n',
  'gone.ts': 'export const gone = 1;\n',
};
const entry = (path: string): IngestedFile => {
  const bytes = Buffer.from(TEXTS[path]!);
  return { root: '/r', path, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
};
const entries = Object.keys(TEXTS).map(entry);
const index = await buildTextIndex(entries, (abs) => (abs === '/r/gone.ts' ? null : Buffer.from(TEXTS[abs.slice(3)]!)), { sliceSize: 1 });

function lines(i: number, q: CompiledQuery): number[] {
  const out: number[] = [];
  matchLines(index, i, q, newBudget(), (n) => out.push(n));
  return out;
}

/** The rule search has always followed: split on /\r?\n/, lower-case both sides, or test the pattern per line. */
function oracle(text: string, q: { literal?: string; regex?: string }): number[] {
  const out: number[] = [];
  text.split(/\r?\n/).forEach((line, k) => {
    const hit = q.literal !== undefined ? line.toLowerCase().includes(q.literal.toLowerCase()) : new RegExp(q.regex!).test(line);
    if (hit) out.push(k + 1);
  });
  return out;
}

test('a file whose bytes are gone or differ from the ingested digest holds no text and is counted', async () => {
  assert.equal(index.texts[3], null);
  assert.equal(index.staleSkipped, 1);
  const edited = await buildTextIndex([entry('c.py')], () => Buffer.from(TEXTS['c.py']!.replace('rows', 'cols')));
  assert.deepEqual([edited.texts[0], edited.staleSkipped], [null, 1]);
  assert.deepEqual(lines(3, compileLiteral('gone')), []);
});

test('literal queries match as the lower-cased line contains the lower-cased query, CRLF lines included', () => {
  assert.deepEqual(lines(0, compileLiteral('PARSE')), [1, 2]);
  assert.deepEqual(lines(0, compileLiteral('text);')), [2]);
  assert.deepEqual(lines(2, compileLiteral('rows')), [1, 2]);
  assert.deepEqual(lines(1, compileLiteral('été')), [2]);
  assert.deepEqual(lines(1, compileLiteral('σας')), [2]);
  assert.deepEqual(lines(1, compileLiteral('k and i')), [3], 'U+212A lowers to k and U+0130 to i plus a dot');
  assert.deepEqual(lines(0, compileLiteral('{\n')), [], 'no line holds a line break');
});

test('regex queries test each line alone; hits spanning lines are not lines', () => {
  assert.deepEqual(lines(0, compileRegex('^\\s+return')), [2]);
  assert.deepEqual(lines(0, compileRegex('\\)\\s+return')), []);
  assert.deepEqual(lines(1, compileRegex('line\\r$')), [4], 'the last line keeps its CR, as split leaves it');
  assert.deepEqual(lines(2, compileRegex('^$')), [3, 4]);
  assert.deepEqual(lines(0, compileRegex('(?<=JSON\\.)parse')), [2]);
});

test('every query agrees with the per-line rule on every file', () => {
  const literals = ['e', 'RETURN', 'ΣΑΣ', 'été', 'k', 'i̇', 'line\r', ' ', 'json.parse(', '}'];
  const regexes = ['e', '^\\w+', '\\s$', '[A-Z]{2,}', 'a|b', 'x*', '(?!e)t', '\\bthe\\b', '.', 'r\\w+s'];
  Object.keys(TEXTS).forEach((path, i) => {
    if (index.texts[i] === null) return;
    for (const l of literals) {
      assert.deepEqual(lines(i, compileLiteral(l)), oracle(TEXTS[path]!, { literal: l }), `${path} literal ${JSON.stringify(l)}`);
      assert.equal(countLines(index, i, compileLiteral(l), newBudget()), oracle(TEXTS[path]!, { literal: l }).length, `${path} literal ${JSON.stringify(l)} counted`);
    }
    for (const r of regexes) {
      assert.deepEqual(lines(i, compileRegex(r)), oracle(TEXTS[path]!, { regex: r }), `${path} regex ${r}`);
      assert.equal(countLines(index, i, compileRegex(r), newBudget()), oracle(TEXTS[path]!, { regex: r }).length, `${path} regex ${r} counted`);
    }
  });
});

test('the trigram filter skips files that cannot hold the query, and never one that can', () => {
  const visited: number[] = [];
  const q = compileLiteral('parseconfig');
  for (let i = 0; i < 3; i++) matchLines(index, i, q, newBudget(), () => visited.push(i));
  assert.deepEqual(visited, [0]);
  assert.deepEqual(patternShape('export function \\w+Config\\(').literals, ['export function ', 'Config(']);
  assert.deepEqual(patternShape('ab?c').literals, []);
  assert.deepEqual(patternShape('abcd?e').literals, ['abc']);
  assert.deepEqual(patternShape('foo|barbaz').literals, []);
  assert.deepEqual(lines(0, compileRegex('export function \\w+Config\\(')), [1]);
});

test('a regex examines at most its budget of characters and says so', () => {
  const budget = newBudget(80);
  const seen: number[] = [];
  for (let i = 0; i < 3; i++) if (!matchLines(index, i, compileRegex('.'), budget, (n) => seen.push(i * 100 + n))) break;
  assert.equal(budget.truncated, true);
  assert.deepEqual(seen, [1, 2, 3], 'a.ts fits in the budget; b.md does not');
});

test('a pattern that could backtrack exponentially on the backtracking engine is refused; an invalid one is named', () => {
  assert.throws(() => compileRegex('(a+)+\\1'), /repeats a group that itself repeats and uses a backreference/);
  assert.throws(() => compileRegex('(?=x)(\\w+)*y'), /lookaround/);
  assert.doesNotThrow(() => compileRegex('(a+)+$'));
  assert.throws(() => compileRegex('(unclosed'), /"\(unclosed" is not a valid regular expression/);
  assert.equal(lineAt('one\r\ntwo\nthree', 2), 'two');
  assert.equal(lineAt('one\n', 3), undefined);
});
