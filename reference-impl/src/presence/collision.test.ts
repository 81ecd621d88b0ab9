import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collisionBetween, collisionsForAgent, collisionsIn, workingSetOverlap } from './collision.js';
import { presence } from './test-support.js';

const cases: { name: string; a: Parameters<typeof presence>[1]; b: Parameters<typeof presence>[1]; collide: boolean }[] = [
  { name: 'one worktree, both declaring mutate', a: { worktree: '/wt', intent: 'mutate' }, b: { worktree: '/wt', intent: 'mutate' }, collide: true },
  { name: 'one caller root and no worktree, both mutating', a: { intent: 'mutate' }, b: { observed: 5 }, collide: true },
  { name: 'different worktrees with overlapping working sets', a: { worktree: '/wt1', working_set: ['src'], intent: 'mutate' }, b: { worktree: '/wt2', working_set: ['src/a.ts'], intent: 'mutate' }, collide: true },
  { name: 'different worktrees, disjoint sets: the same brain alone', a: { worktree: '/wt1', working_set: ['src/a.ts'], intent: 'mutate' }, b: { worktree: '/wt2', working_set: ['src/b.ts'], intent: 'mutate' }, collide: false },
  { name: 'one side only reads', a: { worktree: '/wt', intent: 'mutate' }, b: { worktree: '/wt', intent: 'read' }, collide: false },
  { name: 'one side declared read but was seen writing', a: { worktree: '/wt', intent: 'mutate' }, b: { worktree: '/wt', intent: 'read', observed: 7 }, collide: true },
  { name: 'one side declares nothing and never wrote', a: { intent: 'mutate' }, b: {}, collide: false },
  { name: 'different brains', a: { intent: 'mutate' }, b: { brain: '/other', intent: 'mutate' }, collide: false },
  { name: 'a worktree equal to the other side’s caller root', a: { worktree: '/repo', intent: 'mutate' }, b: { intent: 'mutate' }, collide: true },
];

for (const c of cases) {
  test(`collision: ${c.name}`, () => {
    const found = collisionBetween(presence('alpha', c.a), presence('beta', c.b));
    assert.equal(found !== null, c.collide);
    assert.equal(collisionBetween(presence('beta', c.b), presence('alpha', c.a)) !== null, c.collide, 'the predicate is symmetric');
  });
}

test('a presence never collides with itself', () => {
  const p = presence('alpha', { intent: 'mutate' });
  assert.equal(collisionBetween(p, p), null);
});

test('working sets overlap on equal paths and on a folder holding a path, never on a shared prefix of a name', () => {
  assert.deepEqual(workingSetOverlap(['src'], ['src/a.ts']), ['src/a.ts']);
  assert.deepEqual(workingSetOverlap(['src/a.ts'], ['src/a.ts', 'b']), ['src/a.ts']);
  assert.deepEqual(workingSetOverlap(['src/a'], ['src/ab.ts']), []);
  assert.deepEqual(workingSetOverlap([], ['src']), []);
});

test('collisionsIn lists each pair once; collisionsForAgent lands on both sides', () => {
  const roster = [presence('alpha', { intent: 'mutate' }), presence('beta', { intent: 'mutate' }), presence('gamma', { intent: 'read' })];
  const all = collisionsIn(roster);
  assert.equal(all.length, 1);
  assert.deepEqual(all[0]?.reasons, ['same_place']);
  assert.equal(collisionsForAgent(roster, 'alpha', '/repo').length, 1);
  assert.equal(collisionsForAgent(roster, 'beta', '/repo').length, 1);
  assert.equal(collisionsForAgent(roster, 'gamma', '/repo').length, 0);
});
