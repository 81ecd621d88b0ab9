import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildTextIndex, compileLiteral, compileRegex, countLines, countMarked, CountLaneBuilder, countsInLane, newBudget, type IngestedFile } from './index.js';

const ingested = async (texts: readonly string[], segmentChars?: number) => {
  const entries: IngestedFile[] = texts.map((t, i) => {
    const bytes = Buffer.from(t);
    return { root: '/r', path: `f${i}`, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
  });
  return buildTextIndex(entries, (abs) => Buffer.from(texts[Number(abs.slice(4))]!), segmentChars === undefined ? {} : { segmentChars });
};

test('the lane holds the ASCII files only, in lower case, each ended by a line break', async () => {
  const index = await ingested(['Alpha\r\nBETA', 'été', '', 'x\n']);
  assert.deepEqual([...index.lane.holds], [1, 0, 1, 1]);
  assert.equal(index.lane.segments.length, 1);
  const [segment] = index.lane.segments;
  assert.equal(segment!.text, 'alpha\r\nbeta\n\nx\n\n');
  assert.deepEqual([...segment!.files], [0, 2, 3]);
  assert.deepEqual([...segment!.starts], [0, 12, 13, 16]);
  assert.deepEqual(index.texts, ['Alpha\r\nBETA', 'été', '', 'x\n']);
});

test('segments end before they pass their bound; a file longer than the bound has one of its own', () => {
  const builder = new CountLaneBuilder(4, 8);
  ['abc', 'DEFGHIJKLMN', 'op', 'q'].forEach((t, i) => builder.add(i, Buffer.from(t)));
  const { lane, originals } = builder.done();
  assert.deepEqual(
    lane.segments.map((s) => [s.text, [...s.files], [...s.starts]]),
    [
      ['abc\n', [0], [0, 4]],
      ['defghijklmn\n', [1], [0, 12]],
      ['op\nq\n', [2, 3], [0, 3, 5]],
    ],
  );
  assert.deepEqual(originals, ['abc\n', 'DEFGHIJKLMN\n', 'op\nq\n']);
});

test('an index whose lane has several segments holds every file\'s text as it was read', async () => {
  const texts = ['abc', 'été', 'DEFGHIJKLMN', '', 'op\r\nq', 'x'];
  const index = await ingested(texts, 8);
  assert.ok(index.lane.segments.length > 1);
  assert.deepEqual(index.texts, texts);
});

test('only an ASCII literal without a line break or CR is counted in the lane', () => {
  assert.equal(countsInLane(compileLiteral('Return')), true);
  assert.equal(countsInLane(compileLiteral('été')), false);
  assert.equal(countsInLane(compileLiteral('a\nb')), false);
  assert.equal(countsInLane(compileLiteral('a\r')), false);
  assert.equal(countsInLane(compileRegex('a')), false);
});

test('the lane counts the marked files as their per-file count would, a line with several hits once, in segments of any size', async () => {
  // Short words over few letters, so lines hold a query several times and across case and CRLF.
  const line = fc.array(fc.constantFrom('ab', 'AB', 'aB', 'ba', ' ', 'b', 'a', '\r'), { maxLength: 6 }).map((parts) => parts.join(''));
  const text = fc.array(line, { maxLength: 5 }).chain((lines) => fc.constantFrom('\n', '\r\n').map((nl) => lines.join(nl)));
  const texts = fc.array(fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: text.map((t) => `${t}é`) }), { minLength: 1, maxLength: 6 });
  await fc.assert(
    fc.asyncProperty(texts, fc.constantFrom('a', 'ab', 'AB', 'bab', 'b a', 'aba'), fc.infiniteStream(fc.boolean()), fc.integer({ min: 1, max: 40 }), async (ts, raw, marks, segmentChars) => {
      const index = await ingested(ts);
      const q = compileLiteral(raw);
      assert.ok(countsInLane(q));
      const marked = new Uint8Array(ts.length);
      let expected = 0;
      const choice = marks[Symbol.iterator]();
      ts.forEach((_, i) => {
        if (index.lane.holds[i] !== 1 || !choice.next().value) return;
        marked[i] = 1;
        expected += countLines(index, i, q, newBudget()) as number;
      });
      assert.equal(countMarked(index.lane, q, marked), expected);
      // The same files in small segments count the same.
      const small = new CountLaneBuilder(ts.length, segmentChars);
      ts.forEach((t, i) => {
        if (index.lane.holds[i] === 1) small.add(i, Buffer.from(t));
      });
      assert.equal(countMarked(small.done().lane, q, marked), expected, `segments of ${segmentChars}`);
    }),
    { numRuns: 400 },
  );
});
