// Loads a model2vec-layout directory: config.json, tokenizer.json and model.safetensors.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode } from '../records/index.js';
import { ModelError } from './model-error.js';
import { MODEL_SEAMS } from './model-seams.js';
import { readEmbeddingTables } from './embedding-tables.js';
import { parseSafetensors } from './safetensors.js';
import { createStaticModel, type StaticModel } from './static-model.js';
import { parseTokenizerJson } from './tokenizer-json.js';

export const MODEL_FILES = { config: 'config.json', tokenizer: 'tokenizer.json', weights: 'model.safetensors' } as const;

export interface LoadModelOptions {
  /** Aborting rejects with the signal's reason between (and during) file reads. */
  signal?: AbortSignal;
  /** Called with `MODEL_SEAMS.load` before the first read, so a test protocol can hold the model read. */
  seam?: (name: string) => Promise<void>;
}

export interface ModelFileBytes {
  config: Buffer;
  tokenizer: Buffer;
  weights: Buffer;
}

export async function loadStaticModel(dir: string, opts: LoadModelOptions = {}): Promise<StaticModel> {
  const bytes = await readModelFiles(dir, opts);
  opts.signal?.throwIfAborted();
  return parseStaticModel(dir, bytes);
}

/** Reads the three files whole; every failure is a ModelError naming the file. */
export async function readModelFiles(dir: string, opts: LoadModelOptions = {}): Promise<ModelFileBytes> {
  const { signal } = opts;
  signal?.throwIfAborted();
  await opts.seam?.(MODEL_SEAMS.load);
  signal?.throwIfAborted();
  try {
    const s = await stat(dir);
    if (!s.isDirectory()) throw new ModelError('model_missing_file', dir, 'is not a directory; point it at a model directory holding config.json, tokenizer.json and model.safetensors');
  } catch (err) {
    if (err instanceof ModelError) throw err;
    throw fileError(dir, err, 'the model directory');
  }
  const read = (name: string): Promise<Buffer> => readOne(join(dir, name), signal);
  const config = await read(MODEL_FILES.config);
  const tokenizer = await read(MODEL_FILES.tokenizer);
  const weights = await read(MODEL_FILES.weights);
  return { config, tokenizer, weights };
}

/** Builds the model from file bytes (pure: no I/O), checking that the three files agree. */
export function parseStaticModel(dir: string, bytes: ModelFileBytes): StaticModel {
  const configPath = join(dir, MODEL_FILES.config);
  const tokenizerPath = join(dir, MODEL_FILES.tokenizer);
  const weightsPath = join(dir, MODEL_FILES.weights);
  parseConfig(bytes.config, configPath);
  const { tokenizer, normalizer } = parseTokenizerJson(bytes.tokenizer.toString('utf8'), tokenizerPath);
  const tables = readEmbeddingTables(parseSafetensors(bytes.weights, weightsPath), weightsPath);
  const covered = tables.mapping?.length ?? tables.matrix.rows;
  if (tokenizer.maxId >= covered) {
    throw new ModelError(
      'model_vocab_mismatch',
      tokenizerPath,
      `assigns token ids up to ${tokenizer.maxId} but ${weightsPath} covers ${covered} tokens; use the tokenizer the model was distilled with`,
    );
  }
  const digest = createHash('sha256').update(bytes.weights).digest('hex');
  return createStaticModel({ dir, digest, tokenizer, normalizer, tables });
}

function parseConfig(bytes: Buffer, file: string): Record<string, unknown> {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new ModelError('model_corrupt', file, `not valid JSON (${(err as Error).message})`, { cause: err });
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new ModelError('model_corrupt', file, 'must hold a JSON object');
  return doc as Record<string, unknown>;
}

async function readOne(file: string, signal: AbortSignal | undefined): Promise<Buffer> {
  try {
    return await readFile(file, signal ? { signal } : {});
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    throw fileError(file, err, 'a model file');
  }
}

function fileError(file: string, err: unknown, what: string): unknown {
  const code = errorCode(err);
  if (code === 'ENOENT') {
    return new ModelError('model_missing_file', file, `${what} is missing; a model2vec directory holds config.json, tokenizer.json and model.safetensors`, { cause: err });
  }
  return new ModelError('model_unreadable', file, `${what} cannot be read (${code ?? (err as Error)?.message}); check its permissions`, { cause: err });
}
