import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { MODEL_SEAMS, ModelError, loadStaticModel } from './index.js';
import { encodeSafetensors, withHeader, writeTestModel } from './model-writer.test-support.js';

const scratch = mkdtempSync(join(tmpdir(), 'm1nd-model-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let n = 0;
const freshDir = (): string => join(scratch, `m${n++}`);
const WORDS = ['greet', 'visitor', 'book', 'entry', 'compute', 'checksum', 'salutation', 'tally', 'un', '##able'];

test('a written model loads: dim, vocab size, digest of the safetensors bytes, unit vectors', async () => {
  const dir = freshDir();
  const { vectors } = writeTestModel(dir, { words: WORDS, dim: 16 });
  const model = await loadStaticModel(dir);
  assert.equal(model.dim, 16);
  assert.equal(model.vocabSize, WORDS.length + 2);
  assert.equal(model.tokenizerKind, 'WordPiece');
  assert.equal(model.digest, createHash('sha256').update(readFileSync(join(dir, 'model.safetensors'))).digest('hex'));
  const v = model.embed('greet');
  assert.deepEqual([...v].map((x) => x.toFixed(5)), [...(vectors[2] as Float32Array)].map((x) => x.toFixed(5)));
  assert.ok(Math.abs(Math.hypot(...model.embed('greetVisitor compute_checksum')) - 1) < 1e-5);
});

test('embed is deterministic, splits identifiers, lowercases, skips unknowns and gives zero for nothing known', async () => {
  const dir = freshDir();
  writeTestModel(dir, { words: WORDS });
  const model = await loadStaticModel(dir);
  assert.deepEqual(model.embed('greetVisitor'), model.embed('greet visitor'));
  assert.deepEqual(model.embed('GREET_visitor'), model.embed('greet-visitor'));
  assert.deepEqual(model.embed('greet zzzz qqq'), model.embed('greet'));
  assert.deepEqual(model.tokenIds('unable'), [10, 11], 'WordPiece falls back to ## pieces');
  const zero = model.embed('quantum flux');
  assert.equal(zero.length, model.dim);
  assert.ok(zero.every((x) => x === 0));
  assert.deepEqual(model.embed(''), new Float32Array(model.dim));
});

test('an F16 table is widened to F32; a single 2-D tensor of another name is found', async () => {
  const dir = freshDir();
  writeTestModel(dir, { words: WORDS, dtype: 'F16', tensorName: 'weight' });
  const model = await loadStaticModel(dir);
  const f32 = freshDir();
  writeTestModel(f32, { words: WORDS });
  const ref = await loadStaticModel(f32);
  const a = model.embed('checksum');
  const b = ref.embed('checksum');
  for (let i = 0; i < a.length; i++) assert.ok(Math.abs((a[i] as number) - (b[i] as number)) < 2e-3);
});

async function expectModelError(dir: string, code: string, file: string, detail: RegExp): Promise<void> {
  await assert.rejects(loadStaticModel(dir), (err: unknown) => {
    assert.ok(err instanceof ModelError, `expected a ModelError, got ${String(err)}`);
    assert.equal(err.code, code);
    assert.equal(err.file, file);
    assert.ok(err.message.includes(file), `message names the file: ${err.message}`);
    assert.match(err.message, detail);
    return true;
  });
}

test('missing directory and each missing file are model_missing_file naming the path', async () => {
  const absent = join(scratch, 'absent');
  await expectModelError(absent, 'model_missing_file', absent, /missing/);
  for (const name of ['config.json', 'tokenizer.json', 'model.safetensors']) {
    const dir = freshDir();
    writeTestModel(dir, { words: WORDS });
    unlinkSync(join(dir, name));
    await expectModelError(dir, 'model_missing_file', join(dir, name), /missing/);
  }
});

test('truncated, bad-header and unparsable files are model_corrupt naming the file', async () => {
  const dir = freshDir();
  writeTestModel(dir, { words: WORDS });
  const weights = join(dir, 'model.safetensors');
  truncateSync(weights, statSync(weights).size - 10);
  await expectModelError(dir, 'model_corrupt', weights, /truncated/);
  writeFileSync(weights, Buffer.from([1, 2, 3]));
  await expectModelError(dir, 'model_corrupt', weights, /too short/);
  writeFileSync(weights, withHeader({}, Buffer.alloc(0)).subarray(0, 8));
  await expectModelError(dir, 'model_corrupt', weights, /header/);
  const garbage = Buffer.alloc(16);
  garbage.writeBigUInt64LE(4n);
  garbage.write('{{{{', 8);
  writeFileSync(weights, garbage);
  await expectModelError(dir, 'model_corrupt', weights, /not valid JSON/);
  writeFileSync(weights, withHeader({ a: { dtype: 'F32', shape: [2], data_offsets: [0, 8] } }, Buffer.alloc(8)));
  await expectModelError(dir, 'model_corrupt', weights, /no tensor named "embeddings"/);
  writeFileSync(join(dir, 'tokenizer.json'), '{"model": ');
  await expectModelError(dir, 'model_corrupt', join(dir, 'tokenizer.json'), /not valid JSON/);
  writeFileSync(join(dir, 'config.json'), '[1]');
  await expectModelError(dir, 'model_corrupt', join(dir, 'config.json'), /JSON object/);
});

test('unsupported dtype, unsupported tokenizer and a vocabulary larger than the table are named', async () => {
  const dir = freshDir();
  writeTestModel(dir, { words: WORDS });
  const weights = join(dir, 'model.safetensors');
  writeFileSync(weights, withHeader({ embeddings: { dtype: 'U8', shape: [12, 2], data_offsets: [0, 24] } }, Buffer.alloc(24)));
  await expectModelError(dir, 'model_unsupported_dtype', weights, /dtype U8/);
  writeFileSync(weights, encodeSafetensors('embeddings', [new Float32Array(4)], 4, 'F32'));
  await expectModelError(dir, 'model_vocab_mismatch', join(dir, 'tokenizer.json'), /covers 1 tokens/);
  writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify({ model: { type: 'WordLevel', vocab: {} } }));
  await expectModelError(dir, 'model_unsupported_tokenizer', join(dir, 'tokenizer.json'), /WordLevel/);
});

test('an aborted load rejects with the abort reason; the load seam runs before any read', async () => {
  const dir = freshDir();
  writeTestModel(dir, { words: WORDS });
  const controller = new AbortController();
  const seen: string[] = [];
  const reason = new Error('stop');
  const load = loadStaticModel(dir, {
    signal: controller.signal,
    seam: async (name) => {
      seen.push(name);
      controller.abort(reason);
    },
  });
  await assert.rejects(load, (err) => err === reason);
  assert.deepEqual(seen, [MODEL_SEAMS.load]);
});
