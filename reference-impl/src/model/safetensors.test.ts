import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bf16ToF32, f16ToF32 } from './half-float.js';
import { ModelError, parseSafetensors, parseStaticModel, readEmbeddingMatrix, readEmbeddingTables } from './index.js';
import { encodeSafetensors, toF16, withHeader } from './model-writer.test-support.js';

test('the header is parsed: u64 LE length, tensors with offsets, __metadata__ skipped', () => {
  const data = Buffer.alloc(24 + 8);
  const bytes = withHeader(
    {
      __metadata__: { format: 'pt' },
      embeddings: { dtype: 'F32', shape: [3, 2], data_offsets: [0, 24] },
      weights: { dtype: 'F32', shape: [2], data_offsets: [24, 32] },
    },
    data,
  );
  const st = parseSafetensors(bytes, '/m/model.safetensors');
  assert.deepEqual(st.tensors.map((t) => [t.name, t.dtype, t.shape, t.begin, t.end]), [
    ['embeddings', 'F32', [3, 2], 0, 24],
    ['weights', 'F32', [2], 24, 32],
  ]);
  assert.equal(st.dataStart, bytes.length - data.length);
});

test('F32 rows are read at an unaligned data offset; F16 is widened', () => {
  const rows = [Float32Array.of(1, -2.5, 0.25), Float32Array.of(3, 0, -0.125)];
  for (const dtype of ['F32', 'F16'] as const) {
    const bytes = encodeSafetensors('embeddings', rows, 3, dtype);
    const m = readEmbeddingMatrix(parseSafetensors(bytes, 'f'), 'f');
    assert.equal(m.rows, 2);
    assert.equal(m.dim, 3);
    assert.deepEqual([...m.data], [1, -2.5, 0.25, 3, 0, -0.125], dtype);
  }
});

test('binary16 and bfloat16 bit patterns widen exactly', () => {
  assert.equal(f16ToF32(0x3c00), 1);
  assert.equal(f16ToF32(0xc000), -2);
  assert.equal(f16ToF32(0x7bff), 65504);
  assert.equal(f16ToF32(0x0001), 2 ** -24);
  assert.equal(f16ToF32(0x7c00), Infinity);
  assert.ok(Number.isNaN(f16ToF32(0x7e00)));
  assert.equal(f16ToF32(toF16(0.3333)), 0.333251953125);
  assert.equal(bf16ToF32(0x3f80), 1);
  assert.equal(bf16ToF32(0xc040), -3);
});

test('a tensor whose offsets disagree with its shape is corrupt and named', () => {
  const bytes = withHeader({ embeddings: { dtype: 'F32', shape: [2, 2], data_offsets: [0, 12] } }, Buffer.alloc(12));
  assert.throws(() => readEmbeddingMatrix(parseSafetensors(bytes, '/m/x.safetensors'), '/m/x.safetensors'), (err: unknown) => {
    assert.ok(err instanceof ModelError);
    assert.equal(err.code, 'model_corrupt');
    assert.match(err.message, /\/m\/x\.safetensors: .*needs 16 bytes/);
    return true;
  });
  const bad = withHeader({ embeddings: { dtype: 'F32', shape: [2, 2] } }, Buffer.alloc(16));
  assert.throws(() => parseSafetensors(bad, 'x'), /lacks a dtype, shape or data_offsets/);
});

/** Packs named tensors (raw little-endian bytes) into one safetensors file. */
function pack(tensors: Array<[string, string, number[], Buffer]>): Buffer {
  const header: Record<string, object> = {};
  let at = 0;
  for (const [name, dtype, shape, data] of tensors) {
    header[name] = { dtype, shape, data_offsets: [at, at + data.length] };
    at += data.length;
  }
  return withHeader(header, Buffer.concat(tensors.map((t) => t[3])));
}

test('I8, F64 and the sentence-transformers table name are read; other tensors do not confuse the pick', () => {
  const i8 = Buffer.from(Int8Array.of(127, -127, 0, 64).buffer);
  const f64 = Buffer.from(Float64Array.of(0.5, -1).buffer);
  const m = readEmbeddingMatrix(parseSafetensors(pack([['extra', 'F64', [2], f64], ['embedding.weight', 'I8', [2, 2], i8]]), 'f'), 'f');
  assert.deepEqual([m.name, m.rows, m.dim, [...m.data]], ['embedding.weight', 2, 2, [127, -127, 0, 64]]);
  const d = readEmbeddingMatrix(parseSafetensors(pack([['t', 'F64', [1, 2], f64]]), 'f'), 'f');
  assert.deepEqual([...d.data], [0.5, -1]);
});

test('a vocabulary-quantised model pools through its token mapping and per-token weights', () => {
  const table = Buffer.from(Float32Array.of(1, 0, 0, 1).buffer);
  const mapping = Buffer.from(BigInt64Array.of(0n, 0n, 1n, 1n).buffer);
  const weights = Buffer.from(Float32Array.of(0, 1, 1, 3).buffer);
  const bytes = pack([['embeddings', 'F32', [2, 2], table], ['mapping', 'I64', [4], mapping], ['weights', 'F32', [4], weights]]);
  const tables = readEmbeddingTables(parseSafetensors(bytes, 'f'), 'f');
  assert.deepEqual([...(tables.mapping ?? [])], [0, 0, 1, 1]);
  const tokenizer = JSON.stringify({ model: { type: 'WordPiece', unk_token: '[UNK]', vocab: { '[UNK]': 0, alpha: 1, beta: 2, gamma: 3 } } });
  const model = parseStaticModel('/m', { config: Buffer.from('{}'), tokenizer: Buffer.from(tokenizer), weights: bytes });
  assert.equal(model.vocabSize, 4);
  assert.deepEqual([...model.embed('alpha')], [1, 0]);
  assert.deepEqual([...model.embed('beta gamma')], [0, 1]);
  const v = model.embed('alpha gamma');
  assert.ok(Math.abs((v[1] as number) / (v[0] as number) - 3) < 1e-6, 'gamma weighs three times alpha');
  const outside = pack([['embeddings', 'F32', [2, 2], table], ['mapping', 'I32', [2], Buffer.from(Int32Array.of(0, 5).buffer)]]);
  assert.throws(() => readEmbeddingTables(parseSafetensors(outside, '/m/model.safetensors'), '/m/model.safetensors'), /\/m\/model\.safetensors: "mapping" sends token 1 to row 5/);
});
