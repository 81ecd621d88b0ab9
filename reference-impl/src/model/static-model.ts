// A loaded static-embedding model: token vectors looked up, mean-pooled and L2-normalised.
import type { EmbeddingTables } from './embedding-tables.js';
import { splitWords } from './split-words.js';
import { normalizeInPlace } from './vector-math.js';
import type { TextNormalizer, WordTokenizer } from './word-tokenizer.js';

export interface StaticModel {
  /** The model directory it was loaded from. */
  readonly dir: string;
  readonly dim: number;
  /** Token ids the table covers (rows, or the length of a vocabulary mapping). */
  readonly vocabSize: number;
  /** sha256 (hex) of the model.safetensors bytes: the identity embedding caches are keyed by. */
  readonly digest: string;
  readonly tokenizerKind: WordTokenizer['kind'];
  /** Known token ids of `text`, in order (unknown pieces left out). */
  tokenIds(text: string): number[];
  /** Unit-length mean of the token vectors; the zero vector when no token is known. */
  embed(text: string): Float32Array;
}

export interface StaticModelParts {
  dir: string;
  digest: string;
  tokenizer: WordTokenizer;
  normalizer: TextNormalizer;
  tables: EmbeddingTables;
}

export function createStaticModel(parts: StaticModelParts): StaticModel {
  const { tokenizer, normalizer } = parts;
  const { matrix, mapping, weights } = parts.tables;
  const { dim, data } = matrix;
  const tokenIds = (text: string): number[] => {
    const ids: number[] = [];
    for (const word of splitWords(text)) {
      // Split before normalising: camelCase boundaries need the original case.
      for (const piece of splitWords(normalizer.normalize(word))) ids.push(...tokenizer.idsOf(piece));
    }
    return ids;
  };
  return {
    dir: parts.dir,
    dim,
    vocabSize: mapping?.length ?? matrix.rows,
    digest: parts.digest,
    tokenizerKind: tokenizer.kind,
    tokenIds,
    embed(text) {
      const out = new Float32Array(dim);
      const ids = tokenIds(text);
      for (const id of ids) {
        const base = (mapping ? (mapping[id] as number) : id) * dim;
        const w = weights ? (weights[id] as number) : 1;
        for (let i = 0; i < dim; i++) out[i] = (out[i] as number) + w * (data[base + i] as number);
      }
      if (ids.length === 0) return out;
      for (let i = 0; i < dim; i++) out[i] = (out[i] as number) / ids.length;
      return normalizeInPlace(out);
    },
  };
}
