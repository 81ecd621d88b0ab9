import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { TokenRun, TokenTable } from './token-table.js';
import { wordsByExpressions } from './tokenize-oracle.test-support.js';

/** The tokens a run read, as words, in order and with their repeats. */
const wordsOf = (table: TokenTable, run: TokenRun): string[] => Array.from(run.data.subarray(0, run.length), (n) => table.tokens[n]!);


test('a run reads every word of a text, repeats kept, from any place in it', () => {
  const char = fc.constantFrom(...'aAbBzZ09_-./: éÉİK\u212a\nqQ'.split(''));
  const text = fc.array(char, { maxLength: 40 }).map((cs) => cs.join(''));
  fc.assert(
    fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (texts) => {
      const table = new TokenTable();
      const run = new TokenRun();
      for (const t of texts) {
        for (let from = 0; from <= t.length; from++) {
          run.read(table, t, from);
          assert.deepEqual(wordsOf(table, run), wordsByExpressions(t.slice(from)), `${JSON.stringify(t)} from ${from}`);
        }
      }
      // Each word once in the table, whatever case it was met in.
      assert.equal(new Set(table.tokens).size, table.tokens.length);
    }),
    { numRuns: 2000 },
  );
});

test('a token met again gets its number again; the table grows past its first size', () => {
  const table = new TokenTable();
  const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
  const numbers = words.map((w) => table.numberOfWord(w));
  assert.deepEqual(numbers, words.map((_, i) => i));
  const run = new TokenRun();
  run.read(table, words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('_'), 0);
  assert.deepEqual(Array.from(run.data.subarray(0, run.length)), numbers);
  assert.equal(table.tokens.length, 5000);
  assert.equal(table.numberOfRange('x HTTPServer', 2, 6), 5000);
  assert.equal(table.tokens[5000], 'http');
  assert.equal(table.numberOfWord('http'), 5000);
});

test('words whose hashes are the same are told apart by their letters', () => {
  // Pairs of the same 32-bit FNV-1a hash, the table's.
  const table = new TokenTable();
  for (const [a, b] of [['costarring', 'liquid'], ['declinate', 'macallums'], ['altarage', 'zinke']] as const) {
    const na = table.numberOfWord(a);
    const nb = table.numberOfWord(b);
    assert.notEqual(na, nb, `${a} and ${b}`);
    assert.equal(table.numberOfWord(a), na);
    assert.equal(table.numberOfRange(`x ${b.toUpperCase()}`, 2, 2 + b.length), nb);
    assert.deepEqual([table.tokens[na], table.tokens[nb]], [a, b]);
  }
});
