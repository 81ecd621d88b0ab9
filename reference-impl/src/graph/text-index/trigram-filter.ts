// A small Bloom filter of each file's case-folded trigrams: a query skips every file that cannot hold its text.

/** Bits per file: the next power of two at or above its length, so about one byte of filter per eight of text. */
const MIN_BITS = 64;
const MAX_BITS = 1 << 17;

export function filterBits(length: number): number {
  let bits = MIN_BITS;
  while (bits < length && bits < MAX_BITS) bits *= 2;
  return bits;
}

/** ASCII letters folded to lower case; every other code unit is kept (a non-ASCII query skips the filter). */
export function foldUnit(c: number): number {
  return c >= 65 && c <= 90 ? c | 32 : c;
}

export function trigramHash(a: number, b: number, c: number): number {
  let h = (Math.imul(a, 0x10001) ^ (b << 8) ^ Math.imul(c, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Sets the bits of every folded trigram of `text` in `words[start .. start + bits/32)`. */
export function addTrigrams(text: string, words: Uint32Array, start: number, bits: number): void {
  const mask = bits - 1;
  if (text.length < 3) return;
  let a = foldUnit(text.charCodeAt(0));
  let b = foldUnit(text.charCodeAt(1));
  for (let i = 2; i < text.length; i++) {
    const c = foldUnit(text.charCodeAt(i));
    const h = trigramHash(a, b, c) & mask;
    words[start + (h >>> 5)]! |= 1 << (h & 31);
    a = b;
    b = c;
  }
}

/** What `addTrigrams` sets for the text of `ascii`, bytes all below 0x80 (each byte is then one code unit). */
export function addTrigramsOfBytes(ascii: Uint8Array, words: Uint32Array, start: number, bits: number): void {
  const mask = bits - 1;
  if (ascii.length < 3) return;
  let a = foldUnit(ascii[0]!);
  let b = foldUnit(ascii[1]!);
  for (let i = 2; i < ascii.length; i++) {
    const c = foldUnit(ascii[i]!);
    const h = trigramHash(a, b, c) & mask;
    words[start + (h >>> 5)]! |= 1 << (h & 31);
    a = b;
    b = c;
  }
}

/** The distinct trigram hashes of each text (folded); texts shorter than three units add none. */
export function trigramsOf(texts: readonly string[]): number[] {
  const out = new Set<number>();
  for (const t of texts) {
    for (let i = 2; i < t.length; i++) out.add(trigramHash(foldUnit(t.charCodeAt(i - 2)), foldUnit(t.charCodeAt(i - 1)), foldUnit(t.charCodeAt(i))));
  }
  return [...out];
}

/** False only when the filter proves that some trigram is absent. */
export function mayHoldAll(words: Uint32Array, start: number, bits: number, hashes: readonly number[]): boolean {
  const mask = bits - 1;
  for (const hash of hashes) {
    const h = hash & mask;
    if ((words[start + (h >>> 5)]! & (1 << (h & 31))) === 0) return false;
  }
  return true;
}
