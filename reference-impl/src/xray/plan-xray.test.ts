import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeSampleGraph, readSampleFile } from '../graph/test-support.js';
import { ensureHeaderTag, planApply, planRetag } from './index.js';

const g = makeSampleGraph();

test('the header tag goes first, or after a leading comment, and is a no-op when already near the top', () => {
  assert.equal(ensureHeaderTag('a\nb\n', '// t'), '// t\na\nb\n');
  assert.equal(ensureHeaderTag('// lic\na\n', '// t'), '// lic\n// t\na\n');
  assert.equal(ensureHeaderTag('x\n// t\ny\n', '// t'), null);
  assert.equal(ensureHeaderTag('', '// t'), '// t\n');
});

test('an apply dry run plans over the graph files the selector matches and applies nothing', () => {
  const plan = planApply(g, { selector: { extensions: ['ts'] }, transform: { kind: 'ensure_header_tag', tag: 'export function greet' } }, (root, rel) => readSampleFile(`${root}/${rel}`));
  assert.deepEqual(plan.counts, { selected: 2, planned: 1, skipped_noop: 1, conflicts: 0, applied: 0 }, 'greet.ts already opens with the tag');
  assert.deepEqual(plan.planned_sample, [{ id: 'src/parse-config.ts' }]);
  assert.equal(plan.status, 'dry_run');
  const docs = planApply(g, { selector: { path_prefix: 'docs/' }, transform: { kind: 'ensure_header_tag', tag: 'x' } }, (root, rel) => readSampleFile(`${root}/${rel}`));
  assert.deepEqual([docs.counts.selected, docs.counts.planned, docs.planned_sample], [1, 1, [{ id: 'docs/notes.md' }]]);
});

test('a retag dry run selects by type and prefix; with no tags kept, remove changes nothing', () => {
  const add = planRetag(g, { selector: { node_type: 'method' }, op: 'add', tags: ['hot'] });
  assert.deepEqual(add.counts, { selected: 1, planned: 1, skipped_noop: 0, conflicts: 0, applied: 0 });
  assert.deepEqual(add.planned_sample, [{ id: 'sym::src/parse-config.ts::ConfigParser.parseConfig', before: [], after: ['hot'] }]);
  const remove = planRetag(g, { selector: { path_prefix: 'src/' }, op: 'remove', tags: ['hot'] });
  assert.deepEqual([remove.counts.selected, remove.counts.planned], [5, 0]);
  assert.equal(planRetag(g, { selector: { filter_tags: ['hot'] }, op: 'set', tags: [] }).counts.selected, 0);
});
