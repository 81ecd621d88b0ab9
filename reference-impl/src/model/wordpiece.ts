// WordPiece: the whole word when known, else greedy longest-match pieces ("##" continues a word).
import { maxValue, type WordTokenizer } from './word-tokenizer.js';

export interface WordPieceSpec {
  vocab: Map<string, number>;
  unkToken: string | null;
  prefix: string;
  maxChars: number;
}

export function createWordPiece(spec: WordPieceSpec): WordTokenizer {
  const { vocab, unkToken, prefix, maxChars } = spec;
  const unkId = unkToken === null ? undefined : vocab.get(unkToken);
  const maxId = maxValue(vocab);
  return {
    kind: 'WordPiece',
    vocabSize: vocab.size,
    maxId,
    idsOf(word) {
      const whole = vocab.get(word);
      if (whole !== undefined) return whole === unkId ? [] : [whole];
      const chars = Array.from(word);
      if (chars.length > maxChars) return [];
      const ids: number[] = [];
      let start = 0;
      while (start < chars.length) {
        let end = chars.length;
        let found: number | undefined;
        while (end > start) {
          const piece = (start > 0 ? prefix : '') + chars.slice(start, end).join('');
          found = vocab.get(piece);
          if (found !== undefined) break;
          end--;
        }
        // As in BERT, a word with an unmatchable piece is one unknown token as a whole.
        if (found === undefined) return [];
        if (found !== unkId) ids.push(found);
        start = end;
      }
      return ids;
    },
  };
}
