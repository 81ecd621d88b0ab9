// Loads the static-embedding model with its file reads isolated on a worker (see read-isolated.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_FILES, MODEL_SEAMS, ModelError, parseStaticModel, type StaticModel } from '../model/index.js';
import type { SeamHook } from '../seams/index.js';
import { readFilesIsolated, type IsolatedRead } from './read-isolated.js';

const LAYOUT = 'a model2vec directory holds config.json, tokenizer.json and model.safetensors';

/** Seam `bootstrap.model_load`, the isolated reads, then parsing; every failure is a ModelError naming the file. */
export async function loadModelIsolated(dir: string, opts: { signal: AbortSignal; seams: SeamHook }): Promise<StaticModel> {
  opts.signal.throwIfAborted();
  await opts.seams(MODEL_SEAMS.load);
  const paths = [MODEL_FILES.config, MODEL_FILES.tokenizer, MODEL_FILES.weights].map((name) => join(dir, name));
  const reads = await readFilesIsolated(paths, opts.signal);
  const [config, tokenizer, weights] = reads.map((r) => bytesOf(dir, r));
  opts.signal.throwIfAborted();
  return parseStaticModel(dir, { config: config as Buffer, tokenizer: tokenizer as Buffer, weights: weights as Buffer });
}

function bytesOf(dir: string, read: IsolatedRead): Buffer {
  if ('bytes' in read) return read.bytes;
  if (read.errorCode === 'ENOTDIR') throw new ModelError('model_missing_file', dir, `is not a directory; ${LAYOUT}`);
  if (read.errorCode === 'ENOENT') {
    if (!existsSync(dir)) throw new ModelError('model_missing_file', dir, `the model directory is missing; point M1ND_EMBED_MODEL at ${LAYOUT.replace('a model2vec directory holds', 'a directory holding')}`);
    throw new ModelError('model_missing_file', read.path, `a model file is missing; ${LAYOUT}`);
  }
  throw new ModelError('model_unreadable', read.path, `a model file cannot be read (${read.errorCode ?? read.message}); check its permissions`);
}
