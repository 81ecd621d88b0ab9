import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LAUNCH_REFUSAL_CODES, formatRefusal, isLaunchRefusal } from './launch-refusal.js';

test('the refusal line carries the code then the detail', () => {
  assert.equal(
    formatRefusal({ code: 'launcher_workspace_runtime_missing', detail: 'runtime directory /x cannot be found' }),
    'm1nd-mcp: refused: launcher_workspace_runtime_missing: runtime directory /x cannot be found',
  );
});

test('refusals are told apart from results', () => {
  assert.equal(isLaunchRefusal({ code: 'x', detail: 'y' }), true);
  assert.equal(isLaunchRefusal({ runtime: '/x' }), false);
  assert.equal(isLaunchRefusal('reuse'), false);
});

test('the code list holds the documented spellings once each', () => {
  assert.equal(new Set(LAUNCH_REFUSAL_CODES).size, LAUNCH_REFUSAL_CODES.length);
  assert.ok(LAUNCH_REFUSAL_CODES.includes('launcher_workspace_conflicts_with_bound_graph'));
  assert.ok(LAUNCH_REFUSAL_CODES.includes('runtime_already_owned'));
});
