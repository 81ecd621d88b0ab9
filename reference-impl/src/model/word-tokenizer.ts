// The contract every tokenizer model offers the embedder: a word in, known vocabulary ids out.

export interface WordTokenizer {
  /** The tokenizer model type as named in tokenizer.json. */
  readonly kind: 'WordPiece' | 'Unigram' | 'BPE';
  /** Number of ids the vocabulary assigns (the embedding table must have at least this many rows). */
  readonly vocabSize: number;
  /** The highest id the vocabulary assigns. */
  readonly maxId: number;
  /** Ids of the known tokens of one already-normalised word; unknown pieces are left out. */
  idsOf(word: string): number[];
}

export interface TextNormalizer {
  readonly lowercase: boolean;
  normalize(text: string): string;
}

/** Largest id of a vocabulary map (a loop: spreading 250k ids into Math.max overflows the stack). */
export function maxValue(vocab: ReadonlyMap<string, number>): number {
  let max = -1;
  for (const id of vocab.values()) if (id > max) max = id;
  return max;
}
