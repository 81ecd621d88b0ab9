// Decodes one tensor's little-endian bytes into the numbers the embedder computes with.
import { endianness } from 'node:os';
import { bf16ToF32, f16ToF32 } from './half-float.js';
import { ModelError } from './model-error.js';
import { corrupt, type SafetensorsFile, type TensorInfo } from './safetensors.js';

type Reader = (view: DataView, at: number) => number;

// Int8 tables carry one global scale (dropped by safetensors); cosine and unit-length pooling ignore it.
const FLOAT_READERS: Record<string, [number, Reader]> = {
  F32: [4, (v, at) => v.getFloat32(at, true)],
  F64: [8, (v, at) => v.getFloat64(at, true)],
  F16: [2, (v, at) => f16ToF32(v.getUint16(at, true))],
  BF16: [2, (v, at) => bf16ToF32(v.getUint16(at, true))],
  I8: [1, (v, at) => v.getInt8(at)],
};

const INT_READERS: Record<string, [number, Reader]> = {
  I64: [8, (v, at) => Number(v.getBigInt64(at, true))],
  U64: [8, (v, at) => Number(v.getBigUint64(at, true))],
  I32: [4, (v, at) => v.getInt32(at, true)],
  U32: [4, (v, at) => v.getUint32(at, true)],
  I16: [2, (v, at) => v.getInt16(at, true)],
  U16: [2, (v, at) => v.getUint16(at, true)],
  I8: [1, (v, at) => v.getInt8(at)],
  U8: [1, (v, at) => v.getUint8(at)],
};

export const FLOAT_DTYPES = Object.keys(FLOAT_READERS);

export function readFloats(st: SafetensorsFile, t: TensorInfo, file: string): Float32Array {
  const [width, read] = readerFor(FLOAT_READERS, t, file, 'a float');
  const count = elementCount(t, width, file);
  const start = st.dataStart + t.begin;
  if (t.dtype === 'F32' && endianness() === 'LE') {
    // Uint8Array's slice copies into a fresh, aligned buffer (Buffer's slice would not copy).
    return new Float32Array(Uint8Array.prototype.slice.call(st.bytes, start, start + count * 4).buffer);
  }
  const view = new DataView(st.bytes.buffer, st.bytes.byteOffset + start, count * width);
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = read(view, i * width);
  return out;
}

export function readInts(st: SafetensorsFile, t: TensorInfo, file: string): Int32Array {
  const [width, read] = readerFor(INT_READERS, t, file, 'an integer');
  const count = elementCount(t, width, file);
  const view = new DataView(st.bytes.buffer, st.bytes.byteOffset + st.dataStart + t.begin, count * width);
  const out = new Int32Array(count);
  for (let i = 0; i < count; i++) out[i] = read(view, i * width);
  return out;
}

function readerFor(table: Record<string, [number, Reader]>, t: TensorInfo, file: string, kind: string): [number, Reader] {
  const entry = table[t.dtype];
  if (!entry) {
    throw new ModelError('model_unsupported_dtype', file, `tensor "${t.name}" has dtype ${t.dtype}; ${kind} tensor here may be ${Object.keys(table).join(', ')}`);
  }
  return entry;
}

function elementCount(t: TensorInfo, width: number, file: string): number {
  const count = t.shape.reduce((a, b) => a * b, 1);
  if (t.end - t.begin !== count * width) {
    throw corrupt(file, `tensor "${t.name}" ${t.dtype}${JSON.stringify(t.shape)} needs ${count * width} bytes, its offsets span ${t.end - t.begin}`);
  }
  return count;
}
