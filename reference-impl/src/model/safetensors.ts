// Reads the safetensors container: u64 little-endian header length, a JSON header, then raw tensor bytes.
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

function isIntArray(v: unknown): v is number[] {
  return Array.isArray(v) && v.every((n) => Number.isSafeInteger(n) && n >= 0);
}

export function corrupt(file: string, detail: string, cause?: unknown): ModelError {
  return new ModelError('model_corrupt', file, detail, cause === undefined ? undefined : { cause });
}
