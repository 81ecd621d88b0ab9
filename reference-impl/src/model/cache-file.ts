// The embedding cache's on-disk form: one self-checking file per model, so one rename commits it whole.
//   "M1NDEMB1" | u32 LE header length | header JSON | count*dim F32 LE values
import { createHash } from 'node:crypto';
import { endianness } from 'node:os';

export const CACHE_SCHEMA = 'm1nd-embedding-cache-v1';
const MAGIC = Buffer.from('M1NDEMB1', 'ascii');

export interface CacheContents {
  modelDigest: string;
  dim: number;
  entries: Map<string, Float32Array>;
}

interface CacheHeader {
  schema: string;
  model_digest: string;
  dim: number;
  keys: string[];
  data_sha256: string;
}

export function encodeCacheFile(contents: CacheContents): Buffer {
  const keys = [...contents.entries.keys()].sort();
  const values = new Float32Array(keys.length * contents.dim);
  keys.forEach((key, row) => values.set((contents.entries.get(key) as Float32Array).subarray(0, contents.dim), row * contents.dim));
  const data = toLittleEndian(values);
  const header: CacheHeader = {
    schema: CACHE_SCHEMA,
    model_digest: contents.modelDigest,
    dim: contents.dim,
    keys,
    data_sha256: createHash('sha256').update(data).digest('hex'),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32LE(json.length, 0);
  return Buffer.concat([MAGIC, len, json, data]);
}

/** Decodes and verifies a cache file; returns a reason string instead of contents when it is unusable. */
export function decodeCacheFile(bytes: Buffer, expect: { modelDigest: string; dim: number }): CacheContents | string {
  if (bytes.length < MAGIC.length + 4 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return 'not an embedding cache file (bad magic)';
  const len = bytes.readUInt32LE(MAGIC.length);
  const dataStart = MAGIC.length + 4 + len;
  if (dataStart > bytes.length) return `header length ${len} exceeds the file size ${bytes.length}`;
  let header: CacheHeader;
  try {
    header = JSON.parse(bytes.subarray(MAGIC.length + 4, dataStart).toString('utf8')) as CacheHeader;
  } catch {
    return 'header is not valid JSON';
  }
  if (header?.schema !== CACHE_SCHEMA) return `schema ${JSON.stringify(header?.schema)} is not ${CACHE_SCHEMA}`;
  if (header.model_digest !== expect.modelDigest) return 'written for another model';
  if (header.dim !== expect.dim || !Array.isArray(header.keys)) return `dimension ${header.dim} differs from the model's ${expect.dim}`;
  const data = bytes.subarray(dataStart);
  if (data.length !== header.keys.length * header.dim * 4) return `data has ${data.length} bytes, ${header.keys.length} rows need ${header.keys.length * header.dim * 4}`;
  if (createHash('sha256').update(data).digest('hex') !== header.data_sha256) return 'data digest mismatch';
  const values = fromLittleEndian(data);
  const entries = new Map<string, Float32Array>();
  header.keys.forEach((key, row) => entries.set(key, values.slice(row * header.dim, (row + 1) * header.dim)));
  return { modelDigest: header.model_digest, dim: header.dim, entries };
}

function toLittleEndian(values: Float32Array): Buffer {
  if (endianness() === 'LE') return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  const out = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => out.writeFloatLE(v, i * 4));
  return out;
}

function fromLittleEndian(data: Buffer): Float32Array {
  // Copy first: the data section need not start on a 4-byte boundary.
  if (endianness() === 'LE') return new Float32Array(Uint8Array.prototype.slice.call(data).buffer);
  const out = new Float32Array(data.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = data.readFloatLE(i * 4);
  return out;
}
