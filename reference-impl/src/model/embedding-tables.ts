// Picks the model2vec tensors out of model.safetensors: the table, and the optional token mapping and weights.
import { corrupt, type SafetensorsFile, type TensorInfo } from './safetensors.js';
import { readFloats, readInts } from './tensor-values.js';

export interface EmbeddingMatrix {
  name: string;
  rows: number;
  dim: number;
  /** Row-major [rows, dim] values. */
  data: Float32Array;
}

export interface EmbeddingTables {
  matrix: EmbeddingMatrix;
  /** Token id -> table row, when the vocabulary was quantised into fewer rows. */
  mapping: Int32Array | null;
  /** Per-token pooling weight, when the model stores one. */
  weights: Float32Array | null;
}

// model2vec names its table `embeddings`; the sentence-transformers layout uses `embedding.weight`.
const TABLE_NAMES = ['embeddings', 'embedding.weight'];

/** The embedding table: a known name, else the single 2-D tensor; widened to F32. */
export function readEmbeddingMatrix(st: SafetensorsFile, file: string): EmbeddingMatrix {
  const named = st.tensors.find((t) => TABLE_NAMES.includes(t.name));
  const twoD = st.tensors.filter((t) => t.shape.length === 2);
  const tensor = named ?? (twoD.length === 1 ? twoD[0] : undefined);
  if (!tensor) {
    const names = st.tensors.map((t) => `${t.name}${JSON.stringify(t.shape)}`).join(', ') || 'none';
    throw corrupt(file, `no tensor named "embeddings" and not exactly one 2-D tensor (found: ${names})`);
  }
  if (tensor.shape.length !== 2) throw corrupt(file, `tensor "${tensor.name}" has shape ${JSON.stringify(tensor.shape)}, expected [vocab, dim]`);
  const [rows, dim] = tensor.shape as [number, number];
  return { name: tensor.name, rows, dim, data: readFloats(st, tensor, file) };
}

export function readEmbeddingTables(st: SafetensorsFile, file: string): EmbeddingTables {
  const matrix = readEmbeddingMatrix(st, file);
  const mappingT = oneD(st, 'mapping', file);
  const weightsT = oneD(st, 'weights', file);
  const mapping = mappingT ? readInts(st, mappingT, file) : null;
  if (mapping) {
    const bad = mapping.findIndex((row) => row < 0 || row >= matrix.rows);
    if (bad >= 0) throw corrupt(file, `"mapping" sends token ${bad} to row ${mapping[bad]}, outside the ${matrix.rows} rows of "${matrix.name}"`);
  }
  const weights = weightsT ? readFloats(st, weightsT, file) : null;
  const tokens = mapping?.length ?? matrix.rows;
  if (weights && weights.length !== tokens) throw corrupt(file, `"weights" has ${weights.length} entries for ${tokens} tokens`);
  return { matrix, mapping, weights };
}

function oneD(st: SafetensorsFile, name: string, file: string): TensorInfo | undefined {
  const t = st.tensors.find((x) => x.name === name);
  if (t && t.shape.length !== 1) throw corrupt(file, `tensor "${name}" has shape ${JSON.stringify(t.shape)}, expected one dimension`);
  return t;
}
