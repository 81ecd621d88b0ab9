// The seek index's tokens, numbered as they are met in a node list's texts. A token is cut from its text by the
// tokenizer's rules (tokenize.ts) and looked up by a hash of its lower-case letters, so a token met before is
// found again without spelling it anew: only a new token becomes a string. Tokens are ASCII letters and digits,
// so lower case is one character for one.

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;
const lower = (c: number) => (isUpper(c) ? c + 32 : c);

/** Distinct lower-case tokens and their numbers: a token's number is its place in `tokens`. */
export class TokenTable {
  readonly tokens: string[] = [];
  private hashes = new Int32Array(1024);
  /** Open addressing: a token's number + 1 at its hash's slot or the next free one; 0 is free. */
  private slots = new Int32Array(4096);

  /** The number of a word of lower-case ASCII letters and digits, given a new one when it is new. */
  numberOfWord(word: string): number {
    return this.numberOfRange(word, 0, word.length);
  }

  /** The number of the token `text[start, end)` (letters and digits), in lower case, given a new one when it is new. */
  numberOfRange(text: string, start: number, end: number): number {
    let h = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++) h = Math.imul(h ^ lower(text.charCodeAt(i)), 16777619);
    const mask = this.slots.length - 1;
    let s = h & mask;
    for (let n = this.slots[s]! - 1; n >= 0; n = this.slots[s]! - 1) {
      if (this.hashes[n] === h && sameLower(this.tokens[n]!, text, start, end)) return n;
      s = (s + 1) & mask;
    }
    const n = this.tokens.length;
    this.tokens.push(text.slice(start, end).toLowerCase());
    if (n === this.hashes.length) {
      const hashes = new Int32Array(n * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    this.hashes[n] = h;
    this.slots[s] = n + 1;
    if ((n + 1) * 2 > this.slots.length) this.grow();
    return n;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let n = 0; n < this.tokens.length; n++) {
      let s = this.hashes[n]! & mask;
      while (slots[s] !== 0) s = (s + 1) & mask;
      slots[s] = n + 1;
    }
    this.slots = slots;
  }
}

/** Whether `word` is `text[start, end)` in lower case. */
function sameLower(word: string, text: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== lower(text.charCodeAt(start + k))) return false;
  return true;
}

/**
 * The numbers of one text's tokens, in order and as often as they occur (a caller drops repeats it does not want):
 * the same tokens tokenize gives, read from `from` on. `data[0, length)` holds them until the next read.
 */
export class TokenRun {
  data = new Int32Array(64);
  length = 0;

  read(table: TokenTable, text: string, from: number): void {
    this.length = 0;
    let start = -1;
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (!(isUpper(c) || isLower(c) || isDigit(c))) {
        if (start >= 0) this.push(table.numberOfRange(text, start, i));
        start = -1;
        continue;
      }
      if (start >= 0 && isUpper(c)) {
        const prev = text.charCodeAt(i - 1);
        if (isLower(prev) || isDigit(prev) || (isUpper(prev) && isLower(text.charCodeAt(i + 1)))) {
          this.push(table.numberOfRange(text, start, i));
          start = -1;
        }
      }
      if (start < 0) start = i;
    }
    if (start >= 0) this.push(table.numberOfRange(text, start, text.length));
  }

  private push(n: number): void {
    if (this.length === this.data.length) {
      const data = new Int32Array(this.length * 2);
      data.set(this.data);
      this.data = data;
    }
    this.data[this.length++] = n;
  }
}
