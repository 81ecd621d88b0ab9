import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Scenario } from '../scenario/index.js';
import type { SettleSource } from './index.js';

// Checked by the type-checker: the facade the World holds is handed to settleScenario as it is.
type Fits = Scenario extends SettleSource ? true : never;
const fits: Fits = true;

test('the scenario facade fits settleScenario and leaveReplayBundle', () => {
  assert.equal(fits, true);
});
