import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { decodeSeekIndexCache, encodeSeekIndexCache, flawOf, headerVerdict } from './seek-index-cache.js';
import { buildSeekIndex, SEEK_INDEX_RULES, type SeekIndex } from './seek-index.js';
import { joined, widerGraph, withHeader } from './seek-fixture.test-support.js';

const SNAPSHOT = 'a'.repeat(64);

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
  assert.deepEqual({ rules: SEEK_INDEX_RULES, digest }, { rules: 'seek-index-2026-12-07.1', digest: '2f69e85ffa91d97cbf428ebb38c98fd4e2afc131b0bedb002e788e81407940cd' });
});

test('bytes kept for another snapshot, by other rules or in another format are not read, the first two told as stale from the header alone', () => {
  const bytes = encoded(buildSeekIndex(widerGraph().nodes));
  assert.deepEqual(decodeSeekIndexCache(bytes, 'b'.repeat(64)), { refused: 'built from another snapshot', stale: true });
  assert.deepEqual(headerVerdict(bytes.subarray(0, 400), 'b'.repeat(64)), { refused: 'built from another snapshot', stale: true });
  assert.equal(headerVerdict(bytes.subarray(0, 400), SNAPSHOT), null, 'the header allows it; the whole bytes decide');
  assert.equal('stale' in decodeSeekIndexCache(withHeader(bytes, (h) => (h.rules = 'seek-index-older')), SNAPSHOT), true);
  assert.equal('stale' in decodeSeekIndexCache(bytes.slice(0, bytes.length - 4), SNAPSHOT), false, 'bytes cut short are not stale');
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
    ['a path token past the last token', (i) => (i.groupPath.items[0] = i.tokens.length), /groupPath names an entry/],
    ['a group member past the last node', (i) => (i.groupNodes.items[0] = i.groupOf.length), /groupNodes names an entry/],
    ['an extra token past the last token', (i) => (i.extra.items[0] = i.tokens.length), /^extra names an entry/],
    ['a path posting past the last group', (i) => (i.groupPost.items[0] = i.groupPath.start.length - 1), /groupPost names an entry/],
    ['an extra posting past the last node', (i) => (i.extraPost.items[0] = i.groupOf.length), /extraPost names an entry/],
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
