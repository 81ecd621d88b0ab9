import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { decodeSeekIndexCache, encodeSeekIndexCache, flawOf } from './seek-index-cache.js';
import { buildSeekIndex, SEEK_INDEX_RULES, type SeekIndex } from './seek-index.js';
import { widerGraph } from './seek-fixture.test-support.js';

const SNAPSHOT = 'a'.repeat(64);

/** The pieces as one aligned buffer, as a read of the file gives them (an ArrayBuffer of its own, offset 0). */
function joined(pieces: Buffer[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function encoded(index: SeekIndex, sha = SNAPSHOT): Uint8Array {
  const pieces = encodeSeekIndexCache(index, sha);
  assert.ok(pieces, 'the index can be kept');
  return joined(pieces);
}

function decoded(bytes: Uint8Array, sha = SNAPSHOT): SeekIndex {
  const verdict = decodeSeekIndexCache(bytes, sha);
  assert.ok('index' in verdict, `refused: ${'refused' in verdict ? verdict.refused : ''}`);
  return verdict.index;
}

function refusal(bytes: Uint8Array, sha = SNAPSHOT): string {
  const verdict = decodeSeekIndexCache(bytes, sha);
  assert.ok('refused' in verdict, 'the bytes were taken for an index');
  return verdict.refused;
}

/** A copy of the bytes with the header's JSON replaced (the payload and its digest kept). */
function withHeader(bytes: Uint8Array, edit: (h: Record<string, unknown>) => void): Uint8Array {
  const buf = Buffer.from(bytes);
  const end = 12 + buf.readUInt32LE(8);
  const header = JSON.parse(buf.toString('utf8', 12, end)) as Record<string, unknown>;
  edit(header);
  const json = Buffer.from(JSON.stringify(header));
  const lead = Buffer.alloc(12);
  lead.write('M1NDSEEK', 0, 'latin1');
  lead.writeUInt32LE(json.length, 8);
  const payloadAt = end + ((4 - (end % 4)) % 4);
  return joined([lead, json, Buffer.alloc((4 - ((12 + json.length) % 4)) % 4), buf.subarray(payloadAt)]);
}

test('an index read back from its bytes is the index built from the nodes, list for list', () => {
  const index = buildSeekIndex(widerGraph().nodes);
  assert.deepEqual(decoded(encoded(index)), index);
  const empty = buildSeekIndex([]);
  assert.deepEqual(decoded(encoded(empty)), empty);
});

test('the index of a fixed node list is pinned to the rules name, so a change of what buildSeekIndex builds renames them', () => {
  const pieces = encodeSeekIndexCache(buildSeekIndex(widerGraph().nodes), SNAPSHOT)!;
  const bytes = Buffer.from(joined(pieces));
  const headerEnd = 12 + bytes.readUInt32LE(8);
  const payload = bytes.subarray(headerEnd + ((4 - (headerEnd % 4)) % 4));
  const digest = createHash('sha256').update(payload).digest('hex');
  // Both change together: when this digest moves, give SEEK_INDEX_RULES a new name and pin the new digest here.
  assert.deepEqual({ rules: SEEK_INDEX_RULES, digest }, { rules: 'seek-index-2026-12-07.1', digest: '9620f423a354339418017de6327d1d175c95bde92870b0ccc9d00a22544f1b55' });
});

test('bytes kept for another snapshot, by other rules or in another format are not read', () => {
  const bytes = encoded(buildSeekIndex(widerGraph().nodes));
  assert.match(refusal(bytes, 'b'.repeat(64)), /another snapshot/);
  assert.match(refusal(withHeader(bytes, (h) => (h.rules = 'seek-index-older'))), /other rules/);
  assert.match(refusal(withHeader(bytes, (h) => (h.format = 0))), /other rules/);
  assert.match(refusal(withHeader(bytes, (h) => delete h.lengths)), /list lengths/);
  assert.match(refusal(withHeader(bytes, (h) => (h.tokens = { count: -1, bytes: 0 }))), /token counts/);
});

test('bytes cut short, grown, flipped or not of this layout are not read', () => {
  const bytes = encoded(buildSeekIndex(widerGraph().nodes));
  assert.match(refusal(bytes.slice(0, bytes.length - 4)), /bytes where the header gives/);
  assert.match(refusal(joined([Buffer.from(bytes), Buffer.alloc(4)])), /bytes where the header gives/);
  assert.match(refusal(bytes.slice(0, 20)), /header is cut short/);
  assert.match(refusal(new Uint8Array(4)), /not a seek index file/);
  const flipped = bytes.slice();
  flipped[flipped.length - 5]! ^= 1;
  assert.match(refusal(flipped), /does not match its sha256/);
  const shifted = new Uint8Array(bytes.length + 1);
  shifted.set(bytes, 1);
  assert.match(refusal(shifted.subarray(1)), /not aligned/);
  assert.match(refusal(withHeader(bytes, (h) => ((h.tokens as { count: number }).count += 1))), /token count/);
});

test('an index whose lists would read out of bounds is refused even when its digest holds', () => {
  const base = () => buildSeekIndex(widerGraph().nodes);
  const broken: [string, (i: SeekIndex) => void, RegExp][] = [
    ['a label token past the last token', (i) => (i.label.items[0] = i.tokens.length), /label names an entry/],
    ['a negative posting', (i) => (i.labelPost.items[0] = -1), /labelPost names an entry/],
    ['a group past the last group', (i) => (i.groupOf[0] = i.groupPath.start.length - 1), /groupOf names a group/],
    ['offsets that fall', (i) => ((i.extra.start as Int32Array)[1] = i.extra.items.length + 1), /extra's offsets fall|extra's offsets do not span/],
    ['offsets not ending at the items', (i) => (i.groupNodes.start[i.groupNodes.start.length - 1] = 0), /groupNodes's offsets do not span/],
  ];
  for (const [what, edit, why] of broken) {
    const index = base();
    edit(index);
    assert.match(refusal(encoded(index)), why, what);
  }
  const short = base();
  assert.match(flawOf({ ...short, extra: { start: short.extra.start.subarray(1), items: short.extra.items } }) ?? '', /offsets for/);
  assert.equal(flawOf(base()), null);
});

test('a token holding a line break cannot be kept', () => {
  const index = buildSeekIndex(widerGraph().nodes);
  assert.equal(encodeSeekIndexCache({ ...index, tokens: [...index.tokens.slice(1), 'two\nlines'] }, SNAPSHOT), null);
});
