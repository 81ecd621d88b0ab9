import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakePath, runScenarios } from './run-against-fake.js';

// Each deliberately broken implementation must make the scenarios of the clause it breaks fail;
// the same scenarios pass against the reference in the main battery run.
const CASES = [
  { fake: 'accepts-group-writable-runtime', tags: '@clause:BOOT-RT-PRIVATE-1 and not @platform:windows' },
  { fake: 'answers-initialize-before-refusing', tags: '@clause:BOOT-RT-MISSING-1' },
  { fake: 'writes-into-source', tags: '@clause:BOOT-FIRSTCALL-1' },
];

for (const { fake, tags } of CASES) {
  test(`the battery catches the ${fake} fake (${tags})`, async () => {
    const { exitCode, outcomes } = await runScenarios(tags, fakePath(fake));
    assert.ok(outcomes.length > 0, `no scenario matched ${tags}`);
    assert.notEqual(exitCode, 0, 'cucumber must exit non-zero against a broken implementation');
    const passed = outcomes.filter((o) => o.status === 'passed').map((o) => o.name);
    assert.deepEqual(passed, [], `these scenarios passed against ${fake}: ${passed.join('; ')}`);
  });
}
