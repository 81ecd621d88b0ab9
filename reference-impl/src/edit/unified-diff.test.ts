import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unifiedDiff } from './index.js';

const labels = { oldLabel: 'a/src/c.ts', newLabel: 'b/src/c.ts' };

test('one changed line gives one hunk with three lines of context, as diff -u prints it', () => {
  const before = 'l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\n';
  const after = 'l1\nl2\nl3\nl4\nL5\nl6\nl7\nl8\n';
  assert.equal(unifiedDiff(before, after, labels), '--- a/src/c.ts\n+++ b/src/c.ts\n@@ -2,7 +2,7 @@\n l2\n l3\n l4\n-l5\n+L5\n l6\n l7\n l8\n');
});

test('equal texts give no diff; a new file is all additions from line 0', () => {
  assert.equal(unifiedDiff('x\n', 'x\n', labels), '');
  assert.equal(unifiedDiff('', 'a\nb\n', { oldLabel: '/dev/null', newLabel: 'b/n.ts' }), '--- /dev/null\n+++ b/n.ts\n@@ -0,0 +1,2 @@\n+a\n+b\n');
});

test('changes far apart give separate hunks', () => {
  const before = Array.from({ length: 20 }, (_, i) => `l${i + 1}`).join('\n') + '\n';
  const after = before.replace('l2\n', 'two\n').replace('l19\n', 'nineteen\n');
  const hunks = unifiedDiff(before, after, labels).split('\n').filter((l) => l.startsWith('@@'));
  assert.deepEqual(hunks, ['@@ -1,5 +1,5 @@', '@@ -16,5 +16,5 @@']);
});
