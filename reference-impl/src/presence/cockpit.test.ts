import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetParts, buildCockpit, COCKPIT_TOKEN_BUDGET, PRESENCE_DRILL_CAP, tokensOf } from './cockpit.js';
import { presence } from './test-support.js';

const long = (c: string, n: number): string => c.repeat(n);

test('the cockpit root and the presences drill each stay within the budget in the worst case', () => {
  const brain = `/${long('b', 4000)}`;
  const roster = Array.from({ length: 200 }, (_, i) =>
    presence(`${long('agent', 60)}-${i}`, { brain, worktree: `/${long('w', 3000)}`, theme: long('t', 500), intent: 'mutate', working_set: ['src'] }),
  );
  const cockpit = buildCockpit({ brain, nodeCount: Number.MAX_SAFE_INTEGER, edgeCount: Number.MAX_SAFE_INTEGER, rootCount: 999_999, roster: { presences: roster }, now: Number.MAX_SAFE_INTEGER });
  const { root, drill } = budgetParts(cockpit);
  assert.ok(tokensOf(root) <= COCKPIT_TOKEN_BUDGET, `root is ${tokensOf(root)} tokens`);
  assert.ok(tokensOf(drill) <= COCKPIT_TOKEN_BUDGET, `drill is ${tokensOf(drill)} tokens`);
});

test('the drill is capped at six rows and counts the rest; a collision rides the label', () => {
  const roster = Array.from({ length: 8 }, (_, i) => presence(`agent-${i}`, { intent: i < 2 ? 'mutate' : 'read' }));
  const slot = (buildCockpit({ brain: '/repo', nodeCount: 1, edgeCount: 0, rootCount: 1, roster: { presences: roster }, now: 61_000 }).slots as Record<string, unknown>[])[2] as Record<string, unknown>;
  assert.equal((slot.drill as unknown[]).length, PRESENCE_DRILL_CAP);
  assert.equal(slot.drill_more, 2);
  assert.equal(slot.scope, 'this brain');
  assert.match(String(slot.label), /COLLISION/);
  assert.match(String(slot.line), /8 active on this brain · 2 mutating · 1 collision/);
});

test('without a collision the label is plain; an unreadable roster is dropped whole', () => {
  const quiet = (buildCockpit({ brain: '/repo', nodeCount: 1, edgeCount: 0, rootCount: 1, roster: { presences: [presence('a', { intent: 'mutate' })] }, now: 2000 }).slots as Record<string, unknown>[])[2];
  assert.equal(quiet?.label, 'presences');
  const dropped = (buildCockpit({ brain: '/repo', nodeCount: 1, edgeCount: 0, rootCount: 1, roster: { unavailable: 'ENOTDIR' }, now: 2000 }).slots as Record<string, unknown>[])[2];
  assert.deepEqual(dropped?.drill, []);
  assert.match(String(dropped?.line), /roster unavailable/);
});
