// Generates the default lane's embedding model: tiny, deterministic, in the real model2vec layout.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildConfig, buildWordPieceTokenizer, encodeF32Safetensors } from './model-files.js';
import { buildWordVectors, groupSynonyms } from './seeded-vectors.js';
import { SPECIAL_TOKENS, SUBWORD_PIECES, tinyVocabulary, wordsOf } from './tiny-vocabulary.js';

export const TINY_MODEL_DIM = 32;

/** Pairs that share one direction: a query for either word finds symbols named with the other. */
export const DEFAULT_SYNONYMS: ReadonlyArray<readonly [string, string]> = Object.freeze([
  ['salutation', 'greet'],
  ['tally', 'checksum'],
] as const);

export const MODEL_FILE_NAMES = { config: 'config.json', tokenizer: 'tokenizer.json', weights: 'model.safetensors' } as const;

export interface TinyModelOptions {
  /** Replaces DEFAULT_SYNONYMS; each word must be a single lowercase word. */
  synonyms?: ReadonlyArray<readonly [string, string]>;
  /** Further words for the vocabulary (split like identifiers). */
  words?: readonly string[];
}

export interface TinyModel {
  dir: string;
  /** Every vocabulary entry in id order: special tokens, words, then ## pieces. */
  words: string[];
  dim: number;
  synonyms: Array<[string, string]>;
  files: { config: string; tokenizer: string; weights: string };
}

/** Writes config.json, tokenizer.json and model.safetensors into `dir`; the same options give the same bytes. */
export async function generateTinyModel(dir: string, opts: TinyModelOptions = {}): Promise<TinyModel> {
  const synonyms = (opts.synonyms ?? DEFAULT_SYNONYMS).map(([a, b]) => [checkWord(a), checkWord(b)] as [string, string]);
  const words = tinyVocabulary([...(opts.words ?? []), ...synonyms.flat()]);
  const vocab = [...SPECIAL_TOKENS, ...words, ...SUBWORD_PIECES];
  const vectors = buildWordVectors([...words, ...SUBWORD_PIECES], groupSynonyms(synonyms), TINY_MODEL_DIM);
  // Special tokens embed to nothing: a padding or unknown token must not pull a mean anywhere.
  const rows = vocab.map((token) => vectors.get(token) ?? new Float64Array(TINY_MODEL_DIM));
  const files = {
    config: join(dir, MODEL_FILE_NAMES.config),
    tokenizer: join(dir, MODEL_FILE_NAMES.tokenizer),
    weights: join(dir, MODEL_FILE_NAMES.weights),
  };
  await mkdir(dir, { recursive: true });
  await writeFile(files.config, `${JSON.stringify(buildConfig(TINY_MODEL_DIM), null, 2)}\n`);
  await writeFile(files.tokenizer, `${JSON.stringify(buildWordPieceTokenizer(vocab, SPECIAL_TOKENS, '[UNK]'), null, 2)}\n`);
  await writeFile(files.weights, encodeF32Safetensors('embeddings', rows, TINY_MODEL_DIM));
  return { dir, words: vocab, dim: TINY_MODEL_DIM, synonyms, files };
}

function checkWord(word: string): string {
  const split = wordsOf(word);
  if (split.length !== 1 || split[0] !== word) {
    throw new Error(`synonym ${JSON.stringify(word)} must be one lowercase word of letters and digits (try ${JSON.stringify(split.join(''))})`);
  }
  return word;
}
