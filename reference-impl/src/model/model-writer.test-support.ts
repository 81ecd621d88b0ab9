// Test-only writer of small models in the model2vec layout, independent of the kit's own generator.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestModelSpec {
  words: string[];
  dim?: number;
  /** Pairs whose second word takes the first word's vector. */
  synonyms?: Array<[string, string]>;
  dtype?: 'F32' | 'F16';
  tensorName?: string;
  /** Replaces the generated tokenizer.json document. */
  tokenizer?: unknown;
}

export const SPECIAL = ['[PAD]', '[UNK]'];

export function writeTestModel(dir: string, spec: TestModelSpec): { vocab: string[]; vectors: Float32Array[] } {
  const dim = spec.dim ?? 16;
  const vocab = [...SPECIAL, ...spec.words];
  const synonymOf = new Map((spec.synonyms ?? []).map(([a, b]) => [b, a] as const));
  const anchors = [...new Set((spec.synonyms ?? []).map(([a]) => a))];
  const anchorVecs = new Map<string, Float32Array>();
  // Anchors take basis axes; every other word is kept orthogonal to them so only synonyms line up.
  anchors.forEach((a, i) => {
    const v = new Float32Array(dim);
    v[i] = 1;
    anchorVecs.set(a, v);
  });
  const vectors = vocab.map((word) => {
    const anchor = anchorVecs.get(synonymOf.get(word) ?? word);
    if (anchor) return anchor;
    if (SPECIAL.includes(word)) return new Float32Array(dim);
    const v = seeded(word, dim);
    for (let i = 0; i < anchors.length; i++) v[i] = 0;
    return unit(v);
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ model_type: 'model2vec', hidden_dim: dim, normalize: true }));
  const tokenizer = spec.tokenizer ?? {
    version: '1.0',
    normalizer: { type: 'BertNormalizer', lowercase: true },
    model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', vocab: Object.fromEntries(vocab.map((w, i) => [w, i])) },
  };
  writeFileSync(join(dir, 'tokenizer.json'), JSON.stringify(tokenizer));
  writeFileSync(join(dir, 'model.safetensors'), encodeSafetensors(spec.tensorName ?? 'embeddings', vectors, dim, spec.dtype ?? 'F32'));
  return { vocab, vectors };
}

export function encodeSafetensors(name: string, rows: Float32Array[], dim: number, dtype: 'F32' | 'F16'): Buffer {
  const width = dtype === 'F32' ? 4 : 2;
  const data = Buffer.alloc(rows.length * dim * width);
  rows.forEach((row, r) => {
    for (let i = 0; i < dim; i++) {
      const at = (r * dim + i) * width;
      if (dtype === 'F32') data.writeFloatLE(row[i] ?? 0, at);
      else data.writeUInt16LE(toF16(row[i] ?? 0), at);
    }
  });
  return withHeader({ [name]: { dtype, shape: [rows.length, dim], data_offsets: [0, data.length] } }, data);
}

export function withHeader(header: object, data: Buffer): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const len = Buffer.alloc(8);
  len.writeBigUInt64LE(BigInt(json.length));
  return Buffer.concat([len, json, data]);
}

/** Nearest binary16 for values in the normal range (enough for unit-vector components). */
export function toF16(x: number): number {
  if (x === 0) return 0;
  const sign = x < 0 ? 0x8000 : 0;
  const a = Math.abs(x);
  const exp = Math.floor(Math.log2(a));
  const frac = Math.round((a / 2 ** exp - 1) * 1024);
  return sign | ((exp + 15) << 10) | (frac & 0x3ff);
}

function seeded(word: string, dim: number): Float32Array {
  const v = new Float32Array(dim);
  let block = createHash('sha256').update(word).digest();
  for (let i = 0; i < dim; i++) {
    if (i % 16 === 0 && i > 0) block = createHash('sha256').update(block).digest();
    v[i] = (block.readUInt16LE((i % 16) * 2) / 65535) * 2 - 1;
  }
  return v;
}

function unit(v: Float32Array): Float32Array {
  const n = Math.hypot(...v);
  return n === 0 ? v : v.map((x) => x / n);
}
