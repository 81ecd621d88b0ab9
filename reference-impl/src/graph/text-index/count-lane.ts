// The lower-case text of every ASCII file of an index, one after another in file order, each ended by a line
// break: a literal's matching lines in many files are then counted in one pass over a few long strings, instead of
// one scan per file (at 100k files the per-file scans cost more than the search itself). The text is cut into
// segments of at most SEGMENT_CHARS, well below the longest string V8 makes (about 512 MiB), so a lane of any size
// can be built, and a count scans only the stretch from the first file it counts to the last.
import type { CompiledQuery, LiteralQuery } from './compile-query.js';

/** Longest segment: a file (at most MAX_FILE_BYTES, 4 MiB, and its line break) always fits in a fresh one. */
export const SEGMENT_CHARS = 64 << 20;

export interface LaneSegment {
  /** The lower-cased texts joined, each followed by `\n`. */
  readonly text: string;
  /** The files in the segment, ascending. */
  readonly files: Int32Array;
  /** Where each of them starts in `text`; one more entry marks the end. */
  readonly starts: Int32Array;
}

export interface CountLane {
  /** In file order: every file of one segment comes before every file of the next. */
  readonly segments: readonly LaneSegment[];
  /** Per file of the index: 1 when it is in the lane. */
  readonly holds: Uint8Array;
}

/** The lane, and per segment the same texts as written (each file's text is a slice of its segment's). */
export interface BuiltLane {
  lane: CountLane;
  originals: string[];
}

/** Collects the bytes of ASCII files as they are read, in ascending file order. */
export class CountLaneBuilder {
  private bytes = Buffer.alloc(0);
  private used = 0;
  private files: number[] = [];
  private starts: number[] = [];
  private readonly segments: LaneSegment[] = [];
  private readonly originals: string[] = [];
  private readonly holds: Uint8Array;

  /** `fileCount` files in all (numbered from 0). */
  constructor(fileCount: number, private readonly segmentChars = SEGMENT_CHARS) {
    this.holds = new Uint8Array(fileCount);
  }

  /** Adds file `i` (above every file added before), whose bytes are all ASCII. */
  add(i: number, ascii: Buffer): void {
    const need = this.used + ascii.length + 1;
    if (need > this.segmentChars && this.files.length > 0) {
      this.closeSegment();
      return this.add(i, ascii);
    }
    if (need > this.bytes.length) {
      // Doubling, within the segment's bound (one file past it gets a segment of its own).
      const next = Buffer.allocUnsafe(Math.max(need, Math.min(this.segmentChars, Math.max(1 << 20, this.bytes.length * 2))));
      this.bytes.copy(next, 0, 0, this.used);
      this.bytes = next;
    }
    this.holds[i] = 1;
    this.files.push(i);
    this.starts.push(this.used);
    ascii.copy(this.bytes, this.used);
    this.used += ascii.length;
    this.bytes[this.used++] = 10;
  }

  done(): BuiltLane {
    if (this.files.length > 0) this.closeSegment();
    this.bytes = Buffer.alloc(0);
    return { lane: { segments: this.segments, holds: this.holds }, originals: this.originals };
  }

  private closeSegment(): void {
    const bytes = this.bytes;
    this.originals.push(bytes.toString('latin1', 0, this.used));
    for (let k = 0; k < this.used; k++) {
      const c = bytes[k]!;
      if (c >= 65 && c <= 90) bytes[k] = c | 32;
    }
    this.segments.push({ text: bytes.toString('latin1', 0, this.used), files: Int32Array.from(this.files), starts: Int32Array.from([...this.starts, this.used]) });
    this.used = 0;
    this.files = [];
    this.starts = [];
  }
}

/**
 * Whether the lane can count `q`: a literal with only ASCII and neither a line break nor a CR (the compiled
 * literal then has a scanner), whose lower case is contained in a line's lower case exactly where the per-file
 * rule finds it.
 */
export function countsInLane(q: CompiledQuery): q is LiteralQuery {
  return q.kind === 'literal' && q.scan !== null && !q.lower.includes('\n');
}

/**
 * The lines holding `q` in the lane's files that are `marked` (per file of the index; files not in the lane are
 * ignored). Each segment is scanned from its first marked file to the end of its last; one with none is skipped.
 */
export function countMarked(lane: CountLane, q: LiteralQuery, marked: Uint8Array): number {
  const needle = q.lower;
  let count = 0;
  for (const { text, files, starts } of lane.segments) {
    let first = 0;
    while (first < files.length && marked[files[first]!] !== 1) first++;
    if (first === files.length) continue;
    let last = files.length - 1;
    while (marked[files[last]!] !== 1) last--;
    const end = starts[last + 1]!;
    let k = first;
    let p = text.indexOf(needle, starts[first]!);
    while (p !== -1 && p < end) {
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
  }
  return count;
}
