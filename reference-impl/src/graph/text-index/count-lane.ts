// The lower-case text of every ASCII file of an index, one after another in file order, each ended by a line
// break: a literal's matching lines in many files are then counted in one pass over one string, instead of one
// scan per file (at 100k files the per-file scans cost more than the search itself).
import type { CompiledQuery, LiteralQuery } from './compile-query.js';

export interface CountLane {
  /** The lower-cased texts joined, each followed by `\n`. */
  readonly text: string;
  /** The files in the lane, ascending. */
  readonly files: Int32Array;
  /** Where each of them starts in `text`; one more entry marks the end. */
  readonly starts: Int32Array;
  /** Per file of the index: 1 when it is in the lane. */
  readonly holds: Uint8Array;
}

/** Collects the bytes of ASCII files as they are read, in ascending file order. */
export class CountLaneBuilder {
  private bytes: Buffer;
  private used = 0;
  private readonly files: number[] = [];
  private readonly starts: number[] = [];

  /** `fileCount` files in all, of about `sizeHint` bytes together (the lane grows past it when needed). */
  constructor(private readonly fileCount: number, sizeHint = 0) {
    this.bytes = Buffer.allocUnsafe(Math.max(sizeHint + fileCount, 1024));
  }

  /** Adds file `i` (above every file added before), whose bytes are all ASCII. */
  add(i: number, ascii: Buffer): void {
    const need = this.used + ascii.length + 1;
    if (need > this.bytes.length) {
      const next = Buffer.allocUnsafe(Math.max(need, this.bytes.length * 2));
      this.bytes.copy(next, 0, 0, this.used);
      this.bytes = next;
    }
    this.files.push(i);
    this.starts.push(this.used);
    ascii.copy(this.bytes, this.used);
    this.used += ascii.length;
    this.bytes[this.used++] = 10;
  }

  /** The lane, and the same texts as written (each file's text is a slice of it, up to its line break). */
  done(): { lane: CountLane; original: string } {
    const bytes = this.bytes;
    const original = bytes.toString('latin1', 0, this.used);
    for (let k = 0; k < this.used; k++) {
      const c = bytes[k]!;
      if (c >= 65 && c <= 90) bytes[k] = c | 32;
    }
    const holds = new Uint8Array(this.fileCount);
    for (const f of this.files) holds[f] = 1;
    const text = bytes.toString('latin1', 0, this.used);
    this.bytes = Buffer.alloc(0);
    return { lane: { text, files: Int32Array.from(this.files), starts: Int32Array.from([...this.starts, this.used]), holds }, original };
  }
}

/**
 * Whether the lane can count `q`: a literal with only ASCII and no line break, whose lower case is then contained
 * in a line's lower case exactly where the per-file rule finds it.
 */
export function countsInLane(q: CompiledQuery): q is LiteralQuery {
  return q.kind === 'literal' && q.scan !== null && !q.lower.includes('\n');
}

/** The lines holding `q` in the lane's files that are `marked` (per file of the index; files not in the lane are ignored). */
export function countMarked(lane: CountLane, q: LiteralQuery, marked: Uint8Array): number {
  const { text, files, starts } = lane;
  const needle = q.lower;
  let count = 0;
  let k = 0;
  let p = text.indexOf(needle);
  while (p !== -1) {
    while (starts[k + 1]! <= p) k++;
    if (marked[files[k]!] !== 1) {
      p = text.indexOf(needle, starts[k + 1]!);
      continue;
    }
    count++;
    const nl = text.indexOf('\n', p + needle.length);
    if (nl === -1) break;
    p = text.indexOf(needle, nl + 1);
  }
  return count;
}
