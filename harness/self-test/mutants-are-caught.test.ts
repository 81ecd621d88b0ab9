import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { controlTags, copyReference, MUTANTS } from './mutants/index.js';
import { runScenarios } from './run-against-fake.js';

// Each mutant breaks one rule of the doors in a copy of the built reference; the scenarios its tags select
// must fail against it. The unmutated copy must pass them all first, so a broken copy cannot pass the test.
const KIT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let scratch = '';

before(async () => {
  scratch = await mkdtemp('/var/tmp/m1nd-mutants-');
});
after(() => rm(scratch, { recursive: true, force: true }));

test('the unmutated copy of the reference passes every mutant scenario (control)', async () => {
  const copy = await copyReference(KIT_ROOT, scratch);
  try {
    const { exitCode, outcomes } = await runScenarios(controlTags(), copy.binary, copy.env);
    const failed = outcomes.filter((o) => o.status !== 'passed').map((o) => `${o.name}: ${o.status}`);
    assert.ok(outcomes.length > 0, `no scenario matched ${controlTags()}`);
    assert.deepEqual(failed, [], 'the unmutated copy must pass; fix the copy or the scenarios first');
    assert.equal(exitCode, 0);
  } finally {
    await copy.dispose();
  }
});

// Two mutants at a time: each runs its scenarios against its own copy in its own fixture homes.
describe('the battery catches every mutant', { concurrency: 2 }, () => {
  for (const mutant of MUTANTS) {
    test(`the battery catches the ${mutant.name} mutant (${mutant.tags})`, async () => {
      const copy = await copyReference(KIT_ROOT, scratch);
      try {
        await copy.apply(mutant);
        const { exitCode, outcomes } = await runScenarios(mutant.tags, copy.binary, copy.env);
        assert.ok(outcomes.length > 0, `no scenario matched ${mutant.tags}`);
        assert.notEqual(exitCode, 0, `cucumber must exit non-zero when ${mutant.breaks}`);
        const passed = outcomes.filter((o) => o.status === 'passed').map((o) => o.name);
        assert.deepEqual(passed, [], `these scenarios passed although ${mutant.breaks}: ${passed.join('; ')}`);
      } finally {
        await copy.dispose();
      }
    });
  }
});
