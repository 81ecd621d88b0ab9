import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lintClaims, neededCapabilities } from './lint-claims.js';

const features = [
  { path: 'a.feature', text: '@needs:http\nFeature: a\n  @needs:seams @clause:X-1\n  Scenario: s\n' },
  { path: 'b.feature', text: 'Feature: b\n  @needs:system-blocks\n  Scenario: t\n' },
];

test('the needs of every feature file are read at feature and scenario level', () => {
  assert.deepEqual([...neededCapabilities(features)].sort(), ['http', 'seams', 'system-blocks']);
});

test('a claim no scenario needs is a problem; run-level claims are exempt', () => {
  assert.deepEqual(lintClaims('ref', ['http', 'seams', 'container'], features), []);
  const problems = lintClaims('ref', ['http', 'presence'], features);
  assert.equal(problems.length, 1);
  assert.match(problems[0]?.message ?? '', /claims presence, which no scenario needs/);
});
