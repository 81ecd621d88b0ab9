// The seek index (seek-index.ts) as bytes, so a warm start can read the index a former process built for the same
// snapshot instead of building it again (at 10k small files about a fifth of a warm start).
//
// Layout, little-endian: the 8 bytes `M1NDSEEK`; a uint32 header length H; H bytes of JSON header
// {"format","rules","snapshot_sha256","payload_sha256","tokens","lengths"}; zero bytes up to a multiple of 4; the
// payload: the tokens joined by "\n" as UTF-8, zero bytes up to a multiple of 4, then the index's int32 lists in
// the order listsOf gives (groupOf, then each of PAIRS' offsets and items), each `lengths[k]` long. The payload's
// sha256 is the header's; a decoded index is also checked list by list (every offset list rises from 0 to its items'
// length, every item names a token, node or group that exists), so bytes that pass are an index of some node list of
// the header's size, whatever wrote them.
import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import { SEEK_INDEX_RULES, type Lists, type SeekIndex } from './seek-index.js';

const MAGIC = 'M1NDSEEK';
/** The layout's version: changed with the layout above. */
export const SEEK_INDEX_CACHE_FORMAT = 1;

interface CacheHeader {
  format: number;
  rules: string;
  snapshot_sha256: string;
  payload_sha256: string;
  /** How many tokens the joined text holds, and its UTF-8 length. */
  tokens: { count: number; bytes: number };
  /** Each int32 list's length, in listsOf's order. */
  lengths: number[];
}

/** The index's offset-and-items list pairs, in the order their int32 lists follow `groupOf` in the payload. */
const PAIRS = ['label', 'groupPath', 'groupNodes', 'extra', 'labelPost', 'groupPost', 'extraPost'] as const;
/** `groupOf`, then each pair's offsets and items. */
const LIST_COUNT = 1 + 2 * PAIRS.length;

function listsOf(index: SeekIndex): Int32Array[] {
  return [index.groupOf, ...PAIRS.flatMap((name) => [index[name].start, index[name].items])];
}

const pad4 = (n: number) => (4 - (n % 4)) % 4;
const bytesOf = (a: Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/**
 * The bytes of `index`, built from the nodes of the snapshot whose sha256 is `snapshotSha256`, in pieces to be
 * written one after another (the lists are not copied); null when it cannot be kept (a token holding a line break,
 * which no token of the tokenizer's does, or a big-endian machine).
 */
export function encodeSeekIndexCache(index: SeekIndex, snapshotSha256: string): Buffer[] | null {
  if (endianness() !== 'LE' || index.tokens.some((t) => t.includes('\n'))) return null;
  const text = Buffer.from(index.tokens.join('\n'), 'utf8');
  const lists = listsOf(index);
  const payload = [text, Buffer.alloc(pad4(text.length)), ...lists.map(bytesOf)];
  const hash = createHash('sha256');
  for (const piece of payload) hash.update(piece);
  const header: CacheHeader = {
    format: SEEK_INDEX_CACHE_FORMAT,
    rules: SEEK_INDEX_RULES,
    snapshot_sha256: snapshotSha256,
    payload_sha256: hash.digest('hex'),
    tokens: { count: index.tokens.length, bytes: text.length },
    lengths: lists.map((l) => l.length),
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const lead = Buffer.alloc(MAGIC.length + 4);
  lead.write(MAGIC, 0, 'latin1');
  lead.writeUInt32LE(json.length, MAGIC.length);
  return [lead, json, Buffer.alloc(pad4(lead.length + json.length)), ...payload];
}

/**
 * Why bytes were not taken for an index; never thrown, only told. `stale`: they are a whole index kept for another
 * snapshot, or by other rules or another layout, which is what a file left by an earlier state or build looks like.
 */
export type CacheVerdict = { index: SeekIndex } | { refused: string; stale?: true };

/** The bytes a header check needs at most (the lead and a header of any index). */
export const CACHE_HEADER_MAX_BYTES = 1 << 16;

/**
 * From the first bytes of a kept index (up to CACHE_HEADER_MAX_BYTES), why its header rules it out for the snapshot
 * whose sha256 is `snapshotSha256`; null when it may hold that snapshot's index (decodeSeekIndexCache then decides).
 */
export function headerVerdict(prefix: Uint8Array, snapshotSha256: string): Exclude<CacheVerdict, { index: SeekIndex }> | null {
  const read = readHeader(Buffer.from(prefix.buffer, prefix.byteOffset, prefix.byteLength), snapshotSha256);
  return 'refused' in read ? read : null;
}

type HeaderRead = { header: CacheHeader; headerEnd: number } | { refused: string; stale?: true };

function readHeader(buf: Buffer, snapshotSha256: string): HeaderRead {
  const lead = MAGIC.length + 4;
  if (buf.length < lead || buf.toString('latin1', 0, MAGIC.length) !== MAGIC) return { refused: 'not a seek index file' };
  const headerEnd = lead + buf.readUInt32LE(MAGIC.length);
  if (headerEnd > buf.length) return { refused: 'the header is cut short' };
  const header = parseHeader(buf.toString('utf8', lead, headerEnd));
  if (typeof header === 'string') return { refused: header };
  if (header.format !== SEEK_INDEX_CACHE_FORMAT || header.rules !== SEEK_INDEX_RULES) return { refused: `written by other rules (${header.format}, ${header.rules})`, stale: true };
  if (header.snapshot_sha256 !== snapshotSha256) return { refused: 'built from another snapshot', stale: true };
  return { header, headerEnd };
}

/**
 * The index `bytes` hold for the snapshot whose sha256 is `snapshotSha256`, or why they hold none. `bytes` must
 * start on a multiple of 4 in its buffer (the lists are views of it, not copies).
 */
export function decodeSeekIndexCache(bytes: Uint8Array, snapshotSha256: string): CacheVerdict {
  if (endianness() !== 'LE') return { refused: 'this machine is big-endian' };
  if (bytes.byteOffset % 4 !== 0) return { refused: 'the bytes are not aligned to 4' };
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const read = readHeader(buf, snapshotSha256);
  if ('refused' in read) return read;
  const { header, headerEnd } = read;
  const payloadAt = headerEnd + pad4(headerEnd);
  const textEnd = payloadAt + header.tokens.bytes;
  const listsAt = textEnd + pad4(textEnd);
  const size = listsAt + 4 * header.lengths.reduce((a, b) => a + b, 0);
  if (size !== buf.length) return { refused: `${buf.length} bytes where the header gives ${size}` };
  if (createHash('sha256').update(buf.subarray(payloadAt)).digest('hex') !== header.payload_sha256) return { refused: 'the payload does not match its sha256' };
  const text = buf.toString('utf8', payloadAt, textEnd);
  const tokens = header.tokens.count === 0 ? [] : text.split('\n');
  if (tokens.length !== header.tokens.count || (header.tokens.count === 0 && text.length > 0)) return { refused: 'the token count is not the header\'s' };
  const lists: Int32Array[] = [];
  let at = bytes.byteOffset + listsAt;
  for (const length of header.lengths) {
    lists.push(new Int32Array(bytes.buffer, at, length));
    at += 4 * length;
  }
  const pairs = Object.fromEntries(PAIRS.map((name, k) => [name, { start: lists[1 + 2 * k]!, items: lists[2 + 2 * k]! }])) as Record<(typeof PAIRS)[number], Lists>;
  const index: SeekIndex = { tokens, groupOf: lists[0]!, ...pairs };
  const flaw = flawOf(index);
  return flaw === null ? { index } : { refused: flaw };
}

function parseHeader(text: string): CacheHeader | string {
  let h: unknown;
  try {
    h = JSON.parse(text);
  } catch {
    return 'the header is not JSON';
  }
  const o = h as Partial<CacheHeader> | null;
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  if (typeof o !== 'object' || o === null || typeof o.format !== 'number' || typeof o.rules !== 'string' || typeof o.snapshot_sha256 !== 'string' || typeof o.payload_sha256 !== 'string') return 'the header lacks its fields';
  if (typeof o.tokens !== 'object' || o.tokens === null || !count(o.tokens.count) || !count(o.tokens.bytes)) return 'the header lacks its token counts';
  if (!Array.isArray(o.lengths) || o.lengths.length !== LIST_COUNT || !o.lengths.every(count)) return 'the header lacks its list lengths';
  return o as CacheHeader;
}

/** What makes `index` no index of any node list, or null: the checks that keep every read of it in bounds. */
export function flawOf(index: SeekIndex): string | null {
  const nodes = index.groupOf.length;
  const groups = index.groupPath.start.length - 1;
  const tokens = index.tokens.length;
  const lists: [string, Lists, number, number][] = [
    ['label', index.label, nodes, tokens],
    ['groupPath', index.groupPath, groups, tokens],
    ['groupNodes', index.groupNodes, groups, nodes],
    ['extra', index.extra, nodes, tokens],
    ['labelPost', index.labelPost, tokens, nodes],
    ['groupPost', index.groupPost, tokens, groups],
    ['extraPost', index.extraPost, tokens, nodes],
  ];
  if (groups < 0) return 'groupPath has no offsets';
  if (!below(index.groupOf, groups)) return 'groupOf names a group that does not exist';
  for (const [name, { start, items }, count, bound] of lists) {
    if (start.length !== count + 1) return `${name} has ${start.length} offsets for ${count} lists`;
    if (start[0] !== 0 || start[count] !== items.length) return `${name}'s offsets do not span its items`;
    for (let k = 0; k < count; k++) if (start[k]! > start[k + 1]!) return `${name}'s offsets fall at ${k}`;
    if (!below(items, bound)) return `${name} names an entry that does not exist`;
  }
  return null;
}

function below(values: Int32Array, bound: number): boolean {
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    if (v < 0 || v >= bound) return false;
  }
  return true;
}
