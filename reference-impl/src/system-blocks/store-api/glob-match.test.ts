import { test } from 'node:test';
import assert from 'node:assert/strict';
import { globMatcher } from './glob-match.js';

test('** spans zero or more whole components, * and ? stay inside one', () => {
  const tools = globMatcher('tools/**');
  assert.ok(tools('tools/report.py'));
  assert.ok(tools('tools/a/b.py'));
  assert.ok(!tools('tools'));
  assert.ok(!tools('scripts/tools/x.py'));
  const rs = globMatcher('src/*.rs');
  assert.ok(rs('src/lib.rs'));
  assert.ok(!rs('src/a/lib.rs'));
  assert.ok(!rs('src/lib.rsx'));
  const mid = globMatcher('src/**/*.ts');
  assert.ok(mid('src/a.ts'));
  assert.ok(mid('src/x/y/a.ts'));
  assert.ok(globMatcher('cmd/ma?n.go')('cmd/main.go'));
  assert.ok(!globMatcher('cmd/ma?n.go')('cmd/maain.go'));
});

test('regular-expression characters in a glob are literal', () => {
  assert.ok(globMatcher('docs/a+b.(md)')('docs/a+b.(md)'));
  assert.ok(!globMatcher('docs/a.md')('docs/aXmd'));
});
