import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { TokenRun, TokenTable } from './token-table.js';
import { tokenize } from './tokenize.js';

/** The tokens a run read, as words, in order and with their repeats. */
const wordsOf = (table: TokenTable, run: TokenRun): string[] => Array.from(run.data.subarray(0, run.length), (n) => table.tokens[n]!);
const distinct = (words: string[]): string[] => [...new Set(words)];

test('a run reads the tokens tokenize gives, from any place in the text', () => {
  const char = fc.constantFrom(...'aAbBzZ09_-./: éÉİK\u212a\nqQ'.split(''));
  const text = fc.array(char, { maxLength: 40 }).map((cs) => cs.join(''));
  fc.assert(
    fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), fc.nat(), (texts, cut) => {
      const table = new TokenTable();
      const run = new TokenRun();
      for (const t of texts) {
        run.read(table, t, 0);
        assert.deepEqual(distinct(wordsOf(table, run)), tokenize(t), t);
        // From a place after a character that is not a letter or digit, as a symbol id's rest is read.
        const from = t.length === 0 ? 0 : cut % t.length;
        if (from === 0 || !/[A-Za-z0-9]/.test(t[from - 1]!)) {
          run.read(table, t, from);
          assert.deepEqual(distinct(wordsOf(table, run)), tokenize(t.slice(from)), `${t} from ${from}`);
        }
      }
      // Each word once in the table, whatever case it was met in.
      assert.equal(new Set(table.tokens).size, table.tokens.length);
    }),
    { numRuns: 3000 },
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
