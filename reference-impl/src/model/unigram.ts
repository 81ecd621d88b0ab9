// Unigram (SentencePiece): the best-scoring segmentation of "▁word" over the scored pieces (Viterbi).
import type { WordTokenizer } from './word-tokenizer.js';

export interface UnigramSpec {
  pieces: Array<[string, number]>;
  unkId: number | null;
  marker: string;
}

// An unknown character costs far more than any real piece, so known pieces always win.
const UNK_PENALTY = -1e6;

export function createUnigram(spec: UnigramSpec): WordTokenizer {
  const score = new Map<string, { id: number; score: number }>();
  let maxLen = 1;
  spec.pieces.forEach(([piece, s], id) => {
    if (!score.has(piece)) score.set(piece, { id, score: s });
    maxLen = Math.max(maxLen, Array.from(piece).length);
  });
  return {
    kind: 'Unigram',
    vocabSize: spec.pieces.length,
    maxId: spec.pieces.length - 1,
    idsOf(word) {
      const chars = Array.from(spec.marker + word);
      const n = chars.length;
      const best = new Array<number>(n + 1).fill(-Infinity);
      const back = new Array<{ from: number; id: number | null }>(n + 1);
      best[0] = 0;
      for (let end = 1; end <= n; end++) {
        for (let start = Math.max(0, end - maxLen); start < end; start++) {
          const prev = best[start] as number;
          if (prev === -Infinity) continue;
          const hit = score.get(chars.slice(start, end).join(''));
          if (hit && prev + hit.score > (best[end] as number)) {
            best[end] = prev + hit.score;
            back[end] = { from: start, id: hit.id };
          }
        }
        const viaUnk = (best[end - 1] as number) + UNK_PENALTY;
        if (viaUnk > (best[end] as number)) {
          best[end] = viaUnk;
          back[end] = { from: end - 1, id: null };
        }
      }
      const ids: number[] = [];
      for (let at = n; at > 0; ) {
        const step = back[at] as { from: number; id: number | null };
        if (step.id !== null && step.id !== spec.unkId) ids.push(step.id);
        at = step.from;
      }
      return ids.reverse();
    },
  };
}
