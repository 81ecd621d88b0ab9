import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildTextIndex, compileLiteral, compileRegex, countLines, countMarked, countsInLane, newBudget, type IngestedFile } from './index.js';

const ingested = async (texts: readonly string[]) => {
  const entries: IngestedFile[] = texts.map((t, i) => {
    const bytes = Buffer.from(t);
    return { root: '/r', path: `f${i}`, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
  });
  return buildTextIndex(entries, (abs) => Buffer.from(texts[Number(abs.slice(4))]!));
};

test('the lane holds the ASCII files only, in lower case, each ended by a line break', async () => {
  const index = await ingested(['Alpha\r\nBETA', 'été', '', 'x\n']);
  assert.deepEqual([...index.lane.holds], [1, 0, 1, 1]);
  assert.equal(index.lane.text, 'alpha\r\nbeta\n\nx\n\n');
  assert.deepEqual([...index.lane.files], [0, 2, 3]);
  assert.deepEqual([...index.lane.starts], [0, 12, 13, 16]);
});

test('only an ASCII literal without a line break or CR is counted in the lane', () => {
  assert.equal(countsInLane(compileLiteral('Return')), true);
  assert.equal(countsInLane(compileLiteral('été')), false);
  assert.equal(countsInLane(compileLiteral('a\nb')), false);
  assert.equal(countsInLane(compileLiteral('a\r')), false);
  assert.equal(countsInLane(compileRegex('a')), false);
});

test('the lane counts the marked files as their per-file count would, a line with several hits once', async () => {
  // Short words over few letters, so lines hold a query several times and across case and CRLF.
  const line = fc.array(fc.constantFrom('ab', 'AB', 'aB', 'ba', ' ', 'b', 'a', '\r'), { maxLength: 6 }).map((parts) => parts.join(''));
  const text = fc.array(line, { maxLength: 5 }).chain((lines) => fc.constantFrom('\n', '\r\n').map((nl) => lines.join(nl)));
  const texts = fc.array(fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: text.map((t) => `${t}é`) }), { minLength: 1, maxLength: 6 });
  await fc.assert(
    fc.asyncProperty(texts, fc.constantFrom('a', 'ab', 'AB', 'bab', 'b a', 'aba'), fc.infiniteStream(fc.boolean()), async (ts, raw, marks) => {
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
    }),
    { numRuns: 400 },
  );
});
