import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brainDirOf, brainIdFor, listBornBrains } from '../brains/index.js';
import { BIRTH_JOURNAL_SCHEMA } from '../records/index.js';
import { readBirthJournal, recoverBirths } from './index.js';
import { appendBirthJournal } from './birth-journal.js';
import { digestTree, listNames, makeBirthFixture, type BirthFixture } from './birth-fixture.test-support.js';

const ids = { pid: process.pid, now: () => 7 };

/** The footprint kill -9 leaves mid-birth: a prepare line and a staging folder with part of a brain. */
function leaveCrashedBirth(fx: BirthFixture, root: string): string {
  const id = brainIdFor(root);
  appendBirthJournal(fx.runtime, { schema: BIRTH_JOURNAL_SCHEMA, kind: 'birth.prepare', at_ms: 1, writer: { pid: 99, ingress: 'human-cli' }, brain_id: id, root });
  const staging = join(fx.runtime, 'brains', `.staging-${id}`);
  mkdirSync(join(staging, 'checkpoint-store', 'checkpoints'), { recursive: true });
  writeFileSync(join(staging, 'graph_snapshot.json'), '{"half":');
  return id;
}

test('with nothing to recover, recovery writes nothing at all', () => {
  const fx = makeBirthFixture('recover-none-');
  try {
    const before = digestTree(fx.runtime);
    assert.deepEqual(recoverBirths(fx.runtime, ids), { removed: [], completed: [], rolledBack: [], skipped: null });
    assert.equal(digestTree(fx.runtime), before);
    assert.deepEqual(listNames(fx.runtime), []);
  } finally {
    fx.remove();
  }
});

test('a crashed birth is removed whole and journaled as rolled back; the root can then be born', async () => {
  const fx = makeBirthFixture('recover-crash-');
  try {
    const root = fx.repo('born');
    const id = leaveCrashedBirth(fx, root);
    const out = recoverBirths(fx.runtime, ids);
    assert.deepEqual(out, { removed: [id], completed: [], rolledBack: [id], skipped: null });
    assert.deepEqual(listNames(join(fx.runtime, 'brains')), []);
    const last = readBirthJournal(fx.runtime).at(-1);
    assert.deepEqual([last?.kind, last?.brain_id, last?.root, last?.recovered, last?.writer.ingress], ['birth.rollback', id, root, true, 'recovery']);
    assert.deepEqual(recoverBirths(fx.runtime, ids).rolledBack, [], 'recovery is idempotent');
    assert.ok((await fx.birth(root)).ok);
  } finally {
    fx.remove();
  }
});

test('the next ceremony recovers a crashed birth of another root before its own', async () => {
  const fx = makeBirthFixture('recover-next-');
  try {
    const crashed = leaveCrashedBirth(fx, fx.repo('crashed'));
    const out = await fx.birth(fx.repo('next'));
    assert.ok(out.ok);
    assert.deepEqual(listNames(join(fx.runtime, 'brains')), [out.receipt.brain_id]);
    const kinds = readBirthJournal(fx.runtime).map((r) => `${r.kind}:${r.brain_id === crashed ? 'crashed' : 'next'}`);
    assert.deepEqual(kinds, ['birth.prepare:crashed', 'birth.rollback:crashed', 'birth.prepare:next', 'birth.commit:next']);
  } finally {
    fx.remove();
  }
});

test('a brain renamed into place before its commit line is completed, not removed', async () => {
  const fx = makeBirthFixture('recover-done-');
  try {
    const root = fx.repo('born');
    const out = await fx.birth(root);
    assert.ok(out.ok);
    // Rebuild the footprint of a crash between the rename and the commit line.
    const journal = join(fx.runtime, 'journal', 'birth.jsonl');
    renameSync(journal, `${journal}.full`);
    appendBirthJournal(fx.runtime, { schema: BIRTH_JOURNAL_SCHEMA, kind: 'birth.prepare', at_ms: 1, writer: { pid: 99, ingress: 'human-cli' }, brain_id: out.receipt.brain_id, root });
    const result = recoverBirths(fx.runtime, ids);
    assert.deepEqual(result.completed, [out.receipt.brain_id]);
    assert.equal(listBornBrains(fx.runtime)[0]?.dir, brainDirOf(fx.runtime, out.receipt.brain_id));
    const last = readBirthJournal(fx.runtime).at(-1);
    assert.deepEqual([last?.kind, last?.node_count, last?.checkpoint, last?.recovered], ['birth.commit', out.receipt.node_count, out.receipt.checkpoint, true]);
  } finally {
    fx.remove();
  }
});

test('while a live ceremony holds the lock, recovery touches nothing', () => {
  const fx = makeBirthFixture('recover-live-');
  try {
    leaveCrashedBirth(fx, fx.repo('born'));
    writeFileSync(join(fx.runtime, 'brains', '.birth.lock'), JSON.stringify({ schema: 'm1nd-birth-lock-v1', pid: process.pid, token: 't', proc_start: null }));
    const before = digestTree(fx.runtime);
    const out = recoverBirths(fx.runtime, ids);
    assert.match(out.skipped ?? '', /is running a birth/);
    assert.equal(digestTree(fx.runtime), before);
  } finally {
    fx.remove();
  }
});

test('a torn journal line is closed and skipped; later records stay readable', () => {
  const fx = makeBirthFixture('recover-torn-');
  try {
    mkdirSync(join(fx.runtime, 'journal'), { mode: 0o700 });
    writeFileSync(join(fx.runtime, 'journal', 'birth.jsonl'), '{"schema":"m1nd-birth-journal-v1","kind":"birth.pre', { mode: 0o600 });
    appendBirthJournal(fx.runtime, { schema: BIRTH_JOURNAL_SCHEMA, kind: 'birth.refusal', at_ms: 2, writer: { pid: 1, ingress: 'human-cli' }, brain_id: null, root: null, code: 'x' });
    assert.deepEqual(readBirthJournal(fx.runtime).map((r) => r.kind), ['birth.refusal']);
  } finally {
    fx.remove();
  }
});
