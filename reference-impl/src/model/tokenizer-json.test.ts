import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitWords } from './index.js';
import { toByteLevel } from './bpe.js';
import { buildNormalizer, parseTokenizerJson } from './tokenizer-json.js';

const vocabOf = (words: string[]): Record<string, number> => Object.fromEntries(words.map((w, i) => [w, i]));

test('words split on punctuation, camelCase, acronyms and snake_case', () => {
  assert.deepEqual(splitWords('greetVisitor(compute_checksum) HTTPServer x2'), ['greet', 'Visitor', 'compute', 'checksum', 'HTTP', 'Server', 'x2']);
  assert.deepEqual(splitWords('  --  '), []);
});

test('WordPiece: whole words, ## continuations, and a word with an unmatchable piece is unknown', () => {
  const { tokenizer } = parseTokenizerJson(
    JSON.stringify({ model: { type: 'WordPiece', unk_token: '[UNK]', vocab: vocabOf(['[UNK]', 'play', '##ing', '##s', 'run']) } }),
    't',
  );
  assert.deepEqual(tokenizer.idsOf('play'), [1]);
  assert.deepEqual(tokenizer.idsOf('playing'), [1, 2]);
  assert.deepEqual(tokenizer.idsOf('plays'), [1, 3]);
  assert.deepEqual(tokenizer.idsOf('playx'), []);
  assert.deepEqual(tokenizer.idsOf('[UNK]'), []);
});

test('Unigram: the best-scoring segmentation of the marked word; unknown characters dropped', () => {
  const { tokenizer } = parseTokenizerJson(
    JSON.stringify({ model: { type: 'Unigram', unk_id: 0, vocab: [['<unk>', 0], ['▁play', -2], ['ing', -2], ['▁', -3], ['p', -5], ['l', -5], ['a', -5], ['y', -5], ['▁playing', -3]] } }),
    't',
  );
  assert.equal(tokenizer.kind, 'Unigram');
  assert.deepEqual(tokenizer.idsOf('playing'), [8]);
  assert.deepEqual(tokenizer.idsOf('play'), [1]);
  assert.deepEqual(tokenizer.idsOf('playzing'), [1, 2], 'z is unknown and left out');
});

test('BPE: whole marked words, merges by rank, byte-level marker', () => {
  const { tokenizer } = parseTokenizerJson(
    JSON.stringify({
      pre_tokenizer: { type: 'Sequence', pretokenizers: [{ type: 'ByteLevel' }] },
      model: { type: 'BPE', vocab: vocabOf(['Ġ', 'l', 'o', 'w', 'e', 'r', 'Ġl', 'Ġlo', 'Ġlow', 'er', 'Ġlower']), merges: ['Ġ l', 'Ġl o', ['Ġlo', 'w'], 'e r'] },
    }),
    't',
  );
  assert.deepEqual(tokenizer.idsOf('lower'), [10]);
  assert.deepEqual(tokenizer.idsOf('lowe'), [8, 4]);
  assert.deepEqual(tokenizer.idsOf('lowr'), [8, 5]);
  assert.equal(toByteLevel(' é'), 'ĠÃ©');
});

test('normalisers: BERT lowercases and strips accents; a Sequence is followed; none leaves case', () => {
  const bert = buildNormalizer({ type: 'BertNormalizer', lowercase: true, strip_accents: null });
  assert.equal(bert.lowercase, true);
  assert.equal(bert.normalize('Café'), 'cafe');
  const seq = buildNormalizer({ type: 'Sequence', normalizers: [{ type: 'NFKC' }, { type: 'Lowercase' }] });
  assert.equal(seq.normalize('ＡB'), 'ab');
  assert.equal(buildNormalizer(null).normalize('AbC'), 'AbC');
  assert.equal(buildNormalizer(null).lowercase, false);
});
