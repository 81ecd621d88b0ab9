// The text a graph ingested, held in memory for search: a file is taken only while its bytes still have the
// ingested digest, so search never serves text the graph did not ingest, and never reads the disk again.
import { isAscii } from 'node:buffer';
import { hash } from 'node:crypto';
import { CountLaneBuilder, type CountLane } from './count-lane.js';
import { addTrigrams, addTrigramsOfBytes, filterBits } from './trigram-filter.js';

/** What the graph recorded of an ingested file (a graph's `files[]` entry). */
export interface IngestedFile {
  root: string;
  path: string;
  sha256: string;
  size: number;
}

/** Reads a file by absolute path; null when it cannot be read. The bytes need stay valid only until the next call. */
export type ReadBytesFn = (abs: string) => Buffer | null;

/** The file holds a code unit above U+007F. */
export const NON_ASCII = 1;
/** The file holds U+0130 or U+212A, the only code units whose lower case is (partly) ASCII. */
export const FOLDS_TO_ASCII = 2;

export interface TextIndex {
  /** Per file, in the order given: the ingested text, or null when the disk no longer holds the ingested bytes (or none was given). */
  readonly texts: readonly (string | null)[];
  readonly flags: Uint8Array;
  /** Each file's trigram filter: its first word in `filterWords` and its size in bits. */
  readonly filterStart: Int32Array;
  readonly filterBits: Int32Array;
  readonly filterWords: Uint32Array;
  /** Files whose bytes on disk no longer match the ingested digest (changed, gone or unreadable). */
  readonly staleSkipped: number;
  /** The ASCII files' text in lower case, for counting a literal's lines in many files at once. */
  readonly lane: CountLane;
}

export interface BuildOptions {
  /** Files read between two turns of the event loop, so a large build never blocks other calls for long. */
  sliceSize?: number;
  /** Longest segment of the count lane (count-lane.ts SEGMENT_CHARS). */
  segmentChars?: number;
}

const FOLDS_TO_ASCII_RE = /[\u0130\u212a]/;

export async function buildTextIndex(files: readonly (IngestedFile | null)[], readBytes: ReadBytesFn, opts: BuildOptions = {}): Promise<TextIndex> {
  const sliceSize = opts.sliceSize ?? 2000;
  const texts: (string | null)[] = new Array(files.length).fill(null);
  const flags = new Uint8Array(files.length);
  const filterStart = new Int32Array(files.length);
  const bitsOf = new Int32Array(files.length);
  let words: Uint32Array = new Uint32Array(1 << 16);
  let used = 0;
  let staleSkipped = 0;
  const lane = new CountLaneBuilder(files.length, opts.segmentChars);
  for (let i = 0; i < files.length; i++) {
    if (i > 0 && i % sliceSize === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const file = files[i];
    if (!file) continue;
    const bytes = ingestedBytes(file, readBytes);
    if (bytes === null) {
      staleSkipped++;
      continue;
    }
    // An ASCII file's text is cut from its lane segment's original text, not copied into a string of its own.
    const ascii = isAscii(bytes);
    let text: string | null = null;
    if (ascii) {
      lane.add(i, bytes);
    } else {
      text = bytes.toString('utf8');
      texts[i] = text;
      flags[i] = NON_ASCII | (FOLDS_TO_ASCII_RE.test(text) ? FOLDS_TO_ASCII : 0);
    }
    const length = text === null ? bytes.length : text.length;
    const bits = filterBits(length);
    const need = bits >>> 5;
    if (used + need > words.length) words = grow(words, used + need);
    filterStart[i] = used;
    bitsOf[i] = bits;
    if (text === null) addTrigramsOfBytes(bytes, words, used, bits);
    else addTrigrams(text, words, used, bits);
    used += need;
  }
  const { lane: counted, originals } = lane.done();
  counted.segments.forEach(({ files: inLane, starts }, s) => {
    const original = originals[s]!;
    for (let k = 0; k < inLane.length; k++) texts[inLane[k]!] = original.slice(starts[k]!, starts[k + 1]! - 1);
  });
  return { texts, flags, filterStart, filterBits: bitsOf, filterWords: words.slice(0, used), staleSkipped, lane: counted };
}

/** The file's bytes when they are the ingested ones; a size differing from the ingested one settles it unread. */
function ingestedBytes(f: IngestedFile, readBytes: ReadBytesFn): Buffer | null {
  const bytes = readBytes(`${f.root}/${f.path}`);
  if (bytes === null || bytes.length !== f.size) return null;
  if (hash('sha256', bytes, 'hex') !== f.sha256) return null;
  return bytes;
}

function grow(words: Uint32Array, atLeast: number): Uint32Array {
  let size = words.length * 2;
  while (size < atLeast) size *= 2;
  const next = new Uint32Array(size);
  next.set(words);
  return next;
}
