// BPE: the whole word (with its word-start marker) when known, else merges applied by rank.
import { maxValue, type WordTokenizer } from './word-tokenizer.js';

export interface BpeSpec {
  vocab: Map<string, number>;
  merges: Array<[string, string]>;
  unkToken: string | null;
  /** 'Ġ' for byte-level tokenizers, '▁' for metaspace ones, '' when words carry no marker. */
  marker: string;
  byteLevel: boolean;
  continuingPrefix: string;
  endOfWordSuffix: string;
}

export function createBpe(spec: BpeSpec): WordTokenizer {
  const { vocab, marker, continuingPrefix, endOfWordSuffix } = spec;
  const rank = new Map<string, number>();
  spec.merges.forEach(([a, b], i) => {
    const key = `${a} ${b}`;
    if (!rank.has(key)) rank.set(key, i);
  });
  const unkId = spec.unkToken === null ? undefined : vocab.get(spec.unkToken);
  return {
    kind: 'BPE',
    vocabSize: vocab.size,
    maxId: maxValue(vocab),
    idsOf(word) {
      const text = spec.byteLevel ? toByteLevel(word) : word;
      for (const candidate of [marker + text + endOfWordSuffix, text + endOfWordSuffix]) {
        const id = vocab.get(candidate);
        if (id !== undefined) return id === unkId ? [] : [id];
      }
      const symbols = initialSymbols(marker + text);
      mergeByRank(symbols, rank, continuingPrefix);
      const ids: number[] = [];
      for (const s of symbols) {
        const id = vocab.get(s);
        if (id !== undefined && id !== unkId) ids.push(id);
      }
      return ids;
    },
  };

  function initialSymbols(text: string): string[] {
    const chars = Array.from(text);
    // A leading marker is a character of its own in byte-level BPE; metaspace vocabularies fuse it with the first letter.
    return chars.map((c, i) => {
      let s = i > 0 && continuingPrefix ? continuingPrefix + c : c;
      if (i === chars.length - 1) s += endOfWordSuffix;
      return s;
    });
  }
}

function mergeByRank(symbols: string[], rank: Map<string, number>, prefix: string): void {
  const bare = (s: string): string => (prefix && s.startsWith(prefix) ? s.slice(prefix.length) : s);
  for (;;) {
    let bestAt = -1;
    let bestRank = Infinity;
    for (let i = 0; i + 1 < symbols.length; i++) {
      const r = rank.get(`${symbols[i]} ${symbols[i + 1]}`);
      if (r !== undefined && r < bestRank) {
        bestRank = r;
        bestAt = i;
      }
    }
    if (bestAt < 0) return;
    const left = symbols[bestAt] as string;
    const right = symbols[bestAt + 1] as string;
    symbols.splice(bestAt, 2, left + bare(right));
  }
}

let byteMap: string[] | undefined;

/** GPT-2's reversible byte-to-printable-character table, applied to the word's UTF-8 bytes. */
export function toByteLevel(word: string): string {
  byteMap ??= buildByteMap();
  const map = byteMap;
  return Array.from(Buffer.from(word, 'utf8'), (b) => map[b] as string).join('');
}

function buildByteMap(): string[] {
  const printable: number[] = [];
  for (let b = 33; b <= 126; b++) printable.push(b);
  for (let b = 161; b <= 172; b++) printable.push(b);
  for (let b = 174; b <= 255; b++) printable.push(b);
  const map = new Array<string>(256);
  let extra = 0;
  for (let b = 0; b < 256; b++) {
    map[b] = String.fromCodePoint(printable.includes(b) ? b : 256 + extra++);
  }
  return map;
}
