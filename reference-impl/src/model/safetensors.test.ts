import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bf16ToF32, f16ToF32 } from './half-float.js';
import { ModelError, parseSafetensors, readEmbeddingMatrix } from './index.js';
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
