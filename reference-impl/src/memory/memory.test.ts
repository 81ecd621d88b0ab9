import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { appendMemory, BOOT_MEMORY_FILE, BootMemoryStore, MEMORY_JOURNAL_FILE, readMemories } from './index.js';

const withRuntime = (fn: (dir: string) => void) => {
  const dir = mkdtempSync('/var/tmp/m1nd-memory-');
  try {
    fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

test('boot memory sets, gets, lists and deletes, leaving one private file and no temp behind', () => withRuntime((dir) => {
  const store = new BootMemoryStore(dir);
  assert.equal(store.get('a'), null);
  assert.deepEqual(store.list(), []);
  store.set('b', 'two');
  store.set('a', 'one');
  assert.equal(new BootMemoryStore(dir).get('a'), 'one', 'a fresh store reads what was written');
  assert.deepEqual(store.list(), ['a', 'b']);
  assert.equal(store.delete('a'), true);
  assert.equal(store.delete('a'), false);
  assert.equal(store.get('a'), null);
  assert.deepEqual(readdirSync(dir), [BOOT_MEMORY_FILE]);
  assert.equal(statSync(join(dir, BOOT_MEMORY_FILE)).mode & 0o777, 0o600);
  assert.equal(store.get('constructor'), null, 'a prototype name is no key');
}));

test('a boot memory file of another shape is an error naming it, never silently emptied', () => withRuntime((dir) => {
  writeFileSync(join(dir, BOOT_MEMORY_FILE), '{"entries":{}}');
  assert.throws(() => new BootMemoryStore(dir).list(), /is not a m1nd-ref-boot-memory-v1 record/);
}));

test('memorize appends whole lines and counts them; a torn last line is not a memory', () => withRuntime((dir) => {
  assert.equal(appendMemory(dir, { agent_id: 'a', text: 'one', at: '2024-01-01T00:00:00Z' }), 1);
  assert.equal(appendMemory(dir, { agent_id: null, text: 'two', at: '2024-01-01T00:00:01Z' }), 2);
  appendFileSync(join(dir, MEMORY_JOURNAL_FILE), '{"agent_id":"a","te');
  assert.deepEqual(readMemories(dir).map((m) => m.text), ['one', 'two']);
  assert.equal(appendMemory(dir, { agent_id: 'a', text: 'three', at: '2024-01-01T00:00:02Z' }), 3, 'the torn line does not swallow the next memory');
  assert.equal(readFileSync(join(dir, MEMORY_JOURNAL_FILE), 'utf8').split('\n').length, 5);
}));
