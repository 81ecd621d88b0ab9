import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ACTION_CATALOG, readOnlyRefusal, writeEffects, type ActionEntry } from './index.js';

function action(name: string): ActionEntry {
  const entry = ACTION_CATALOG.find((e) => e.action === name);
  assert.ok(entry, `the catalog knows ${name}`);
  return entry;
}

test('reads pass a read-only attach', () => {
  for (const name of ['query.system_blocks_snapshot', 'query.receipt_recompute', 'query.health', 'query.search', 'store.persist.status']) {
    assert.equal(readOnlyRefusal(action(name)), null, name);
  }
});

test('every catalogued action with an effect beyond read is refused read_only, naming the action and the fix', () => {
  for (const entry of ACTION_CATALOG) {
    const refusal = readOnlyRefusal(entry);
    if (entry.effects.every((e) => e === 'read')) {
      assert.equal(refusal, null, entry.action);
      continue;
    }
    assert.ok(refusal, entry.action);
    assert.equal(refusal.isError, true);
    const text = refusal.content[0]!.text;
    assert.ok(text.startsWith('Error: read_only: '), text);
    assert.ok(text.includes(`'${entry.action}'`), text);
    assert.ok(text.includes('without --read-only'), text);
  }
});

test('a write with a read effect too is still a write, and only its write effects are named', () => {
  const entry = action('system_blocks.reconcile');
  assert.deepEqual(writeEffects(entry), ['runtime_state_write']);
  assert.match(readOnlyRefusal(entry)!.content[0]!.text, /\(runtime_state_write\)/);
});

test('the same action gives the same bytes every time', () => {
  const entry = action('system_blocks.archive');
  assert.deepEqual(readOnlyRefusal(entry), readOnlyRefusal(entry));
});
