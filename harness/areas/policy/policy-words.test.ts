import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandRepos, parseArguments, parseQuotedWords, QUOTED_WORDS_PATTERN } from './policy-words.js';

const s = { repo: (name: string) => `/fixtures/${name}` };

test('quoted words keep case, dots and prefixes', () => {
  assert.deepEqual(parseQuotedWords('"greetVisitor" and "foreignLedgerSymbol"'), ['greetVisitor', 'foreignLedgerSymbol']);
  assert.deepEqual(parseQuotedWords('"mystery_tool", "m1nd.mystery_tool" and "m1nd_mystery_tool"'), ['mystery_tool', 'm1nd.mystery_tool', 'm1nd_mystery_tool']);
  assert.equal(QUOTED_WORDS_PATTERN.exec('for "a.b" and "c"')?.[0], '"a.b" and "c"');
  assert.throws(() => parseQuotedWords('none'), /no quoted words/);
});

test('repository placeholders expand in nested arguments', () => {
  assert.deepEqual(expandRepos(s, { path: '{repo:app}', set: ['{repo:other}/x', 7], deep: { root: '{repo:app}' } }), { path: '/fixtures/app', set: ['/fixtures/other/x', 7], deep: { root: '/fixtures/app' } });
  assert.deepEqual(parseArguments(s, '{"mode":"merge","path":"{repo:app}"}'), { mode: 'merge', path: '/fixtures/app' });
  assert.throws(() => parseArguments(s, '[1]'), /must be a JSON object/);
  assert.throws(() => parseArguments(s, '{mode'), /not JSON/);
});
