// Reads the safetensors container: u64 little-endian header length, a JSON header, then raw tensor bytes.
import { endianness } from 'node:os';
import { bf16ToF32, f16ToF32 } from './half-float.js';
import { ModelError } from './model-error.js';

export interface TensorInfo {
  name: string;
  dtype: string;
  shape: number[];
  /** Byte range relative to the start of the data section. */
  begin: number;
  end: number;
}

export interface SafetensorsFile {
  tensors: TensorInfo[];
  /** Offset of the data section within the file bytes. */
  dataStart: number;
  bytes: Uint8Array;
}

export interface EmbeddingMatrix {
  name: string;
  rows: number;
  dim: number;
  /** Row-major [rows, dim] values. */
  data: Float32Array;
}

const DTYPE_BYTES: Record<string, number> = { F32: 4, F16: 2, BF16: 2 };
// A header this large is not a model file; refusing early avoids decoding garbage as JSON.
const MAX_HEADER_BYTES = 100 * 1024 * 1024;

/** Parses the header; `file` names the file in every error. */
export function parseSafetensors(bytes: Uint8Array, file: string): SafetensorsFile {
  if (bytes.length < 8) throw corrupt(file, `${bytes.length} bytes is too short for the 8-byte header length`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLen = Number(view.getBigUint64(0, true));
  if (headerLen > MAX_HEADER_BYTES || 8 + headerLen > bytes.length) {
    throw corrupt(file, `header length ${headerLen} exceeds the file size ${bytes.length} (truncated or not safetensors)`);
  }
  let header: unknown;
  try {
    header = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 8, headerLen).toString('utf8'));
  } catch (err) {
    throw corrupt(file, `the header is not valid JSON (${(err as Error).message})`, err);
  }
  if (!header || typeof header !== 'object' || Array.isArray(header)) throw corrupt(file, 'the header is not a JSON object');
  const dataStart = 8 + headerLen;
  const dataLen = bytes.length - dataStart;
  const tensors: TensorInfo[] = [];
  for (const [name, raw] of Object.entries(header as Record<string, unknown>)) {
    if (name === '__metadata__') continue;
    const t = raw as { dtype?: unknown; shape?: unknown; data_offsets?: unknown };
    const shape = t?.shape;
    const offsets = t?.data_offsets;
    if (typeof t?.dtype !== 'string' || !isIntArray(shape) || !isIntArray(offsets) || offsets.length !== 2) {
      throw corrupt(file, `tensor "${name}" lacks a dtype, shape or data_offsets pair`);
    }
    const [begin, end] = offsets as [number, number];
    if (begin > end || end > dataLen) {
      throw corrupt(file, `tensor "${name}" spans bytes ${begin}..${end} but the data section has ${dataLen} (truncated?)`);
    }
    tensors.push({ name, dtype: t.dtype, shape, begin, end });
  }
  return { tensors, dataStart, bytes };
}

/** The embedding table: the tensor named `embeddings`, else the single 2-D tensor; widened to F32. */
export function readEmbeddingMatrix(st: SafetensorsFile, file: string): EmbeddingMatrix {
  const named = st.tensors.find((t) => t.name === 'embeddings');
  const twoD = st.tensors.filter((t) => t.shape.length === 2);
  const tensor = named ?? (twoD.length === 1 ? twoD[0] : undefined);
  if (!tensor) {
    const names = st.tensors.map((t) => `${t.name}${JSON.stringify(t.shape)}`).join(', ') || 'none';
    throw corrupt(file, `no tensor named "embeddings" and not exactly one 2-D tensor (found: ${names})`);
  }
  if (tensor.shape.length !== 2) throw corrupt(file, `tensor "${tensor.name}" has shape ${JSON.stringify(tensor.shape)}, expected [vocab, dim]`);
  const [rows, dim] = tensor.shape as [number, number];
  const width = DTYPE_BYTES[tensor.dtype];
  if (width === undefined) {
    throw new ModelError('model_unsupported_dtype', file, `tensor "${tensor.name}" has dtype ${tensor.dtype}; supported: F32, F16, BF16`);
  }
  const count = rows * dim;
  if (tensor.end - tensor.begin !== count * width) {
    throw corrupt(file, `tensor "${tensor.name}" ${tensor.dtype}[${rows}, ${dim}] needs ${count * width} bytes, its offsets span ${tensor.end - tensor.begin}`);
  }
  const start = st.dataStart + tensor.begin;
  return { name: tensor.name, rows, dim, data: decode(st.bytes, start, count, tensor.dtype) };
}

function decode(bytes: Uint8Array, start: number, count: number, dtype: string): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, count * (DTYPE_BYTES[dtype] ?? 4));
  if (dtype === 'F32') {
    if (endianness() === 'LE') {
      // Copy into a fresh, aligned buffer: the file offset need not be a multiple of 4.
      // Uint8Array's slice copies (Buffer's does not).
      return new Float32Array(Uint8Array.prototype.slice.call(bytes, start, start + count * 4).buffer);
    }
    const out = new Float32Array(count);
    for (let i = 0; i < count; i++) out[i] = view.getFloat32(i * 4, true);
    return out;
  }
  const widen = dtype === 'F16' ? f16ToF32 : bf16ToF32;
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = widen(view.getUint16(i * 2, true));
  return out;
}

function isIntArray(v: unknown): v is number[] {
  return Array.isArray(v) && v.every((n) => Number.isSafeInteger(n) && n >= 0);
}

function corrupt(file: string, detail: string, cause?: unknown): ModelError {
  return new ModelError('model_corrupt', file, detail, cause === undefined ? undefined : { cause });
}
