import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { KNOWN_SYMBOLS } from '../repos/index.js';
import { COMMON_WORDS, corruptModel, DEFAULT_SYNONYMS, generateTinyModel, inspectModelDir, MODEL_CORRUPTIONS, TINY_MODEL_DIM } from './index.js';
import { groupSynonyms, seededUnitVector } from './seeded-vectors.js';
import { wordsOf } from './tiny-vocabulary.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));
let n = 0;
const fresh = (): string => join(SCRATCH, `model-${n++}`);

/** Reads back the single tensor independently of the writer. */
function readTable(dir: string): { header: Record<string, { dtype: string; shape: number[]; data_offsets: number[] }>; rows: number[][] } {
  const bytes = readFileSync(join(dir, 'model.safetensors'));
  const len = Number(bytes.readBigUInt64LE(0));
  assert.equal((8 + len) % 8, 0, 'the header is padded to 8 bytes');
  const header = JSON.parse(bytes.subarray(8, 8 + len).toString('utf8'));
  const t = header.embeddings;
  const [vocab, dim] = t.shape;
  assert.equal(bytes.length - 8 - len, vocab * dim * 4);
  const rows = Array.from({ length: vocab }, (_, r) => Array.from({ length: dim }, (_, i) => bytes.readFloatLE(8 + len + (r * dim + i) * 4)));
  return { header, rows };
}

const dot = (a: number[], b: number[]): number => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

test('the model has the model2vec layout: config, WordPiece tokenizer, one F32 [vocab, 32] tensor named embeddings', async () => {
  const model = await generateTinyModel(fresh());
  const config = JSON.parse(readFileSync(model.files.config, 'utf8'));
  assert.equal(config.model_type, 'model2vec');
  assert.equal(config.hidden_dim, TINY_MODEL_DIM);
  const tokenizer = JSON.parse(readFileSync(model.files.tokenizer, 'utf8'));
  assert.equal(tokenizer.model.type, 'WordPiece');
  assert.equal(tokenizer.model.unk_token, '[UNK]');
  assert.equal(tokenizer.model.continuing_subword_prefix, '##');
  assert.equal(tokenizer.normalizer.lowercase, true);
  const byId = (Object.entries(tokenizer.model.vocab) as Array<[string, number]>).sort((x, y) => x[1] - y[1]);
  assert.deepEqual(byId.slice(0, 2), [['[PAD]', 0], ['[UNK]', 1]]);
  assert.deepEqual(byId.map(([w]) => w), model.words);
  const { header, rows } = readTable(model.dir);
  assert.deepEqual(header.embeddings, { dtype: 'F32', shape: [model.words.length, 32], data_offsets: [0, model.words.length * 32 * 4] });
  assert.deepEqual(rows[0], new Array(32).fill(0), '[PAD] is a zero row');
  for (const row of rows.slice(2)) assert.ok(Math.abs(Math.hypot(...row) - 1) < 1e-5, 'word rows are unit vectors');
  assert.deepEqual(await inspectModelDir(model.dir), { dir: model.dir, ok: true, missing: [], weightsBytes: statSync(model.files.weights).size });
});

test('the vocabulary covers the fixture symbols, common words and the synonym words', async () => {
  const { words } = await generateTinyModel(fresh());
  for (const symbol of KNOWN_SYMBOLS) for (const w of wordsOf(symbol)) assert.ok(words.includes(w), `${w} of ${symbol}`);
  for (const w of ['greet', 'visitor', 'greeting', 'book', 'entry', 'compute', 'checksum', 'ledger', 'render', 'report', 'writer', 'parse', 'manifest', 'salutation', 'tally', 'src', 'ts']) {
    assert.ok(words.includes(w), w);
  }
  for (const w of COMMON_WORDS) assert.ok(words.includes(w), w);
  assert.equal(new Set(words).size, words.length);
});

test('generation is deterministic: the same options give the same bytes', async () => {
  const a = await generateTinyModel(fresh());
  const b = await generateTinyModel(fresh());
  for (const key of ['config', 'tokenizer', 'weights'] as const) assert.deepEqual(readFileSync(a.files[key]), readFileSync(b.files[key]), key);
  assert.deepEqual([...seededUnitVector('greet', 4)], [...seededUnitVector('greet', 4)]);
  assert.notDeepEqual([...seededUnitVector('greet', 4)], [...seededUnitVector('visitor', 4)]);
});

test('synonym pairs share one direction that every other word is orthogonal to', async () => {
  const model = await generateTinyModel(fresh(), { synonyms: [...DEFAULT_SYNONYMS, ['ledger', 'journal']] });
  const { rows } = readTable(model.dir);
  const row = (w: string): number[] => rows[model.words.indexOf(w)] as number[];
  assert.deepEqual(row('salutation'), row('greet'));
  assert.deepEqual(row('tally'), row('checksum'));
  assert.deepEqual(row('journal'), row('ledger'));
  for (const w of model.words.slice(2)) {
    if (['salutation', 'greet'].includes(w)) continue;
    assert.ok(Math.abs(dot(row(w), row('greet'))) < 1e-6, `${w} is orthogonal to the greet direction`);
  }
  assert.ok(Math.abs(dot(row('greet'), row('checksum'))) < 1e-6);
  await assert.rejects(generateTinyModel(fresh(), { synonyms: [['Hello', 'greet']] }), /synonym "Hello" must be one lowercase word/);
});

test('synonym pairs sharing a word form one group', () => {
  assert.deepEqual(groupSynonyms([['a', 'b'], ['c', 'd'], ['b', 'c'], ['e', 'f']]), [['a', 'b', 'c', 'd'], ['e', 'f']]);
});

test('each corruption damages the named file', async () => {
  assert.deepEqual(MODEL_CORRUPTIONS, ['truncate', 'bad-header', 'missing-tokenizer']);
  const truncated = await generateTinyModel(fresh());
  const before = statSync(truncated.files.weights).size;
  assert.deepEqual(await corruptModel(truncated.dir, 'truncate'), { file: truncated.files.weights });
  assert.ok(statSync(truncated.files.weights).size < before);
  assert.throws(() => readTable(truncated.dir));

  const garbled = await generateTinyModel(fresh());
  assert.deepEqual(await corruptModel(garbled.dir, 'bad-header'), { file: garbled.files.weights });
  const bytes = readFileSync(garbled.files.weights);
  assert.throws(() => JSON.parse(bytes.subarray(8, 8 + Number(bytes.readBigUInt64LE(0))).toString('utf8')));

  const untokenized = await generateTinyModel(fresh());
  assert.deepEqual(await corruptModel(untokenized.dir, 'missing-tokenizer'), { file: untokenized.files.tokenizer });
  assert.equal(existsSync(untokenized.files.tokenizer), false);
  assert.deepEqual((await inspectModelDir(untokenized.dir)).missing, ['tokenizer.json']);
  await assert.rejects(corruptModel(untokenized.dir, 'melt' as never), /unknown model corruption "melt"/);
});
