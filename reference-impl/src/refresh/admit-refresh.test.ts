import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { emptyBrain, type BrainState } from '../actor/index.js';
import { admitRefresh, declaredRootKeys } from './admit-refresh.js';
import { makeBase } from './refresh-fixture.test-support.js';

function withTree(fn: (t: { base: string; root: string; state: BrainState }) => void): void {
  const base = realpathSync(makeBase('admit-'));
  const root = join(base, 'repo');
  mkdirSync(join(root, 'sub'), { recursive: true });
  mkdirSync(join(base, 'out'));
  const state: BrainState = { ...emptyBrain(), workspaceRoot: root, roots: [root] };
  try {
    fn({ base, root, state });
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

const codeOf = (a: ReturnType<typeof admitRefresh>): string => (a.admitted ? 'admitted' : a.code);

test('an unknown caller root refuses refresh_caller_root_unknown', () => {
  withTree(({ state }) => {
    assert.equal(codeOf(admitRefresh({ callerRoot: null }, state)), 'refresh_caller_root_unknown');
    assert.equal(codeOf(admitRefresh({ callerRoot: '  ' }, state)), 'refresh_caller_root_unknown');
  });
});

test('the exact declared root is admitted and becomes the target', () => {
  withTree(({ root, state }) => {
    assert.deepEqual(admitRefresh({ callerRoot: root }, state), { admitted: true, target: root, liveRoot: root });
    assert.deepEqual(admitRefresh({ callerRoot: root, path: `${root}/` }, state), { admitted: true, target: root, liveRoot: root });
  });
});

test('a descendant of the root is never admitted: equality, not prefix', () => {
  withTree(({ root, state }) => {
    assert.equal(codeOf(admitRefresh({ callerRoot: join(root, 'sub') }, state)), 'refresh_root_not_exact');
  });
});

test('<root>/../out and a symlink inside the root pointing out canonicalise elsewhere', () => {
  withTree(({ root, base, state }) => {
    assert.equal(codeOf(admitRefresh({ callerRoot: `${root}/../out` }, state)), 'refresh_root_not_exact');
    symlinkSync(join(base, 'out'), join(root, 'escape'));
    assert.equal(codeOf(admitRefresh({ callerRoot: join(root, 'escape') }, state)), 'refresh_root_not_exact');
  });
});

test('an alias through a symlinked parent reaches the same decision as the real path', () => {
  withTree(({ root, base, state }) => {
    symlinkSync(base, join(base, 'alias'));
    const alias = join(base, 'alias', 'repo');
    assert.deepEqual(admitRefresh({ callerRoot: alias }, state), admitRefresh({ callerRoot: root }, state));
    assert.deepEqual(codeOf(admitRefresh({ callerRoot: join(alias, 'sub') }, state)), codeOf(admitRefresh({ callerRoot: join(root, 'sub') }, state)));
  });
});

test('nonexistent and relative caller roots are unresolvable; two equal nonexistent paths never match', () => {
  withTree(({ base }) => {
    const ghost = join(base, 'ghost');
    const ghostState: BrainState = { ...emptyBrain(), workspaceRoot: ghost, roots: [ghost] };
    assert.equal(codeOf(admitRefresh({ callerRoot: ghost }, ghostState)), 'refresh_root_unresolvable');
    assert.equal(declaredRootKeys(ghostState).size, 0);
    assert.equal(codeOf(admitRefresh({ callerRoot: 'repo' }, ghostState)), 'refresh_root_unresolvable');
  });
});

test('a path argument must canonicalise to the caller root itself', () => {
  withTree(({ root, base, state }) => {
    assert.equal(codeOf(admitRefresh({ callerRoot: root, path: join(root, 'sub') }, state)), 'refresh_root_not_exact');
    assert.equal(codeOf(admitRefresh({ callerRoot: root, path: join(base, 'out') }, state)), 'refresh_root_not_exact');
    assert.equal(codeOf(admitRefresh({ callerRoot: root, path: join(root, 'nope') }, state)), 'refresh_root_unresolvable');
    assert.equal(codeOf(admitRefresh({ callerRoot: root, path: '' }, state)), 'refresh_root_unresolvable');
    const refused = admitRefresh({ callerRoot: root, path: join(root, 'sub') }, state);
    assert.equal(refused.admitted ? null : refused.root, root);
  });
});

test('a registered ingest root besides the workspace root is a declared root too', () => {
  withTree(({ root, base, state }) => {
    const other = join(base, 'out');
    const two: BrainState = { ...state, roots: [root, other] };
    assert.deepEqual(admitRefresh({ callerRoot: other }, two), { admitted: true, target: other, liveRoot: other });
  });
});
