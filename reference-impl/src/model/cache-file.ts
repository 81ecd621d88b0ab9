// The embedding cache's on-disk form: one self-checking file per model, so one rename commits it whole.
//   "M1NDEMB1" | u32 LE header length | header JSON | count*dim F32 LE values
import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import { checkRecord, EMBEDDING_CACHE_SCHEMA, EmbeddingCacheHeaderSchema, type EmbeddingCacheHeader } from '../records/index.js';

const MAGIC = Buffer.from('M1NDEMB1', 'ascii');

export interface CacheContents {
  modelDigest: string;
  dim: number;
  entries: Map<string, Float32Array>;
}

export function encodeCacheFile(contents: CacheContents): Buffer {
  const keys = [...contents.entries.keys()].sort();
  const values = new Float32Array(keys.length * contents.dim);
  keys.forEach((key, row) => values.set((contents.entries.get(key) as Float32Array).subarray(0, contents.dim), row * contents.dim));
  const data = toLittleEndian(values);
  const header: EmbeddingCacheHeader = {
    schema: EMBEDDING_CACHE_SCHEMA,
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
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.subarray(MAGIC.length + 4, dataStart).toString('utf8'));
  } catch {
    return 'header is not valid JSON';
  }
  // The binary file is read (isolated) by its opener; its header is checked against the record's schema here.
  const checked = checkRecord(raw, 'header', EmbeddingCacheHeaderSchema);
  if (!('data' in checked)) return `header ${checked.detail}`;
  const header = checked.data;
  if (header.model_digest !== expect.modelDigest) return 'written for another model';
  if (header.dim !== expect.dim) return `dimension ${header.dim} differs from the model's ${expect.dim}`;
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
