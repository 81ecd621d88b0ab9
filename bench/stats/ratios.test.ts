import { test } from 'node:test';
import assert from 'node:assert/strict';
import { median, pairDifferences, pairRatios, ratioSummary, roundRatio, summarize } from './index.js';

test('median takes the middle value, or the mean of the two middle values', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
});

test('per-pair ratios divide each pair, not the medians of each side', () => {
  // Medians 10/5 = 2, but the pairs say 1, 4 and 1: a slow moment hit one pair, not the comparison.
  const a = [5, 20, 10];
  const b = [5, 5, 10];
  assert.deepEqual(pairRatios(a, b), [1, 4, 1]);
  assert.deepEqual(ratioSummary(a, b), { median: 1, min: 1, max: 4, n: 3 });
});

test('a pair missing a side or with a zero denominator gives no ratio', () => {
  assert.deepEqual(pairRatios([1, null, 3, 4], [2, 2, 0, undefined]), [0.5]);
  assert.equal(ratioSummary([null], [1]), null);
  assert.throws(() => pairRatios([1, 2], [1]), /one denominator per numerator \(got 2 and 1\)/);
});

test('summaries skip missing values and differences pair up', () => {
  assert.deepEqual(summarize([2, null, 8, Number.NaN, 4]), { median: 4, min: 2, max: 8, n: 3 });
  assert.equal(summarize([]), null);
  assert.deepEqual(pairDifferences([500, 480, null], [100, 120, 90]), [400, 360]);
});

test('report rounding keeps three significant digits', () => {
  assert.equal(roundRatio(8.2345), 8.23);
  assert.equal(roundRatio(0.012345), 0.0123);
  assert.equal(roundRatio(1234.5), 1230);
});
