import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brainIdFor, listBornBrains } from '../brains/index.js';
import { createSeamHook } from '../seams/index.js';
import { readBirthJournal } from './index.js';
import { listNames, makeBirthFixture } from './birth-fixture.test-support.js';

/** Resolves once `path` exists; the seam protocol's `reached` marker is written by the held ceremony. */
async function waitForFile(path: string): Promise<void> {
  while (!existsSync(path)) await new Promise((r) => setImmediate(r));
}

for (const seam of ['birth.scan', 'birth.checkpoint', 'birth.commit']) {
  test(`a second birth while one is held at ${seam} refuses birth_in_flight, then the first completes`, async () => {
    const fx = makeBirthFixture('birth-flight-');
    try {
      const seams = join(fx.base, 'seams');
      mkdirSync(seams);
      writeFileSync(join(seams, `${seam}.hold`), '');
      const first = fx.birth(fx.repo('one'), { seams: createSeamHook(seams, 4242) });
      await waitForFile(join(seams, `${seam}.reached`));
      const second = await fx.birth(fx.repo('two'));
      assert.ok(!second.ok && 'refusal' in second && second.refusal.code === 'birth_in_flight', JSON.stringify(second));
      assert.deepEqual(listBornBrains(fx.runtime), []);
      writeFileSync(join(seams, `${seam}.release`), '');
      const done = await first;
      assert.ok(done.ok);
      assert.deepEqual(listNames(join(fx.runtime, 'brains')), [brainIdFor(fx.repo('one'))]);
      const kinds = readBirthJournal(fx.runtime).map((r) => [r.kind, r.code ?? null]);
      assert.deepEqual(kinds, [['birth.prepare', null], ['birth.refusal', 'birth_in_flight'], ['birth.commit', null]]);
    } finally {
      fx.remove();
    }
  });

  test(`an injected fault at ${seam} removes the staging whole and journals the rollback`, async () => {
    const fx = makeBirthFixture('birth-fault-');
    try {
      const seams = join(fx.base, 'seams');
      mkdirSync(seams);
      writeFileSync(join(seams, `${seam}.fail`), '');
      const out = await fx.birth(fx.repo('one'), { seams: createSeamHook(seams, 1) });
      assert.ok(!out.ok && 'refusal' in out && out.refusal.code === 'injected_fault');
      assert.deepEqual(listNames(fx.runtime), ['journal']);
      assert.deepEqual(readBirthJournal(fx.runtime).map((r) => [r.kind, r.code ?? null]), [['birth.prepare', null], ['birth.rollback', 'injected_fault']]);
      assert.ok((await fx.birth(fx.repo('one'))).ok, 'the lock was released');
    } finally {
      fx.remove();
    }
  });
}

test('cancellation while held at a seam ends the hold, removes the staging and releases the lock', async () => {
  const fx = makeBirthFixture('birth-cancel-');
  try {
    const seams = join(fx.base, 'seams');
    mkdirSync(seams);
    writeFileSync(join(seams, 'birth.commit.hold'), '');
    const hook = createSeamHook(seams, 1);
    let held: Promise<void> = Promise.resolve();
    const cancel = new AbortController();
    const first = fx.birth(fx.repo('one'), { seams: (name) => (held = hook(name)), signal: cancel.signal });
    await waitForFile(join(seams, 'birth.commit.reached'));
    cancel.abort(new Error('received SIGTERM'));
    assert.deepEqual(await first, { ok: false, cancelled: true });
    assert.deepEqual(listNames(fx.runtime), ['journal']);
    assert.deepEqual(readBirthJournal(fx.runtime).map((r) => [r.kind, r.code ?? null]), [['birth.prepare', null], ['birth.rollback', 'cancelled']]);
    // The abandoned hold still watches for its release; end it so nothing outlives the test.
    writeFileSync(join(seams, 'birth.commit.release'), '');
    await held;
  } finally {
    fx.remove();
  }
});

test('a lock left by a dead process is taken over', async () => {
  const fx = makeBirthFixture('birth-stale-');
  try {
    mkdirSync(join(fx.runtime, 'brains'), { mode: 0o700 });
    // pid 2^22+1 lies above Linux's pid_max, so no process can hold it.
    writeFileSync(join(fx.runtime, 'brains', '.birth.lock'), JSON.stringify({ schema: 'm1nd-birth-lock-v1', pid: 4194305, token: 'dead', proc_start: null }));
    assert.ok((await fx.birth(fx.repo('one'))).ok);
    assert.deepEqual(listNames(join(fx.runtime, 'brains')), [brainIdFor(fx.repo('one'))]);
  } finally {
    fx.remove();
  }
});
