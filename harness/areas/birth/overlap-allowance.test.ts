import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isBirthRefusal } from './overlap-allowance.js';

test('a birth refusal is the generic gate refusal or the door refusing a human gesture, nothing else', () => {
  const gate = 'Error: generic_action_authority_required: semantic action \'brain.bootstrap.birth\' requires authority floor PositiveSovereign';
  assert.equal(isBirthRefusal({ isError: true, payload: gate, text: gate }), true);
  assert.equal(isBirthRefusal({ isError: false, payload: { ok: false, refused: 'human_gesture_required' }, text: null }), true);
  assert.equal(isBirthRefusal({ isError: true, payload: 'Error: disk full', text: 'Error: disk full' }), false);
  assert.equal(isBirthRefusal({ isError: false, payload: { ok: true, brain_id: 'abc' }, text: null }), false);
  assert.equal(isBirthRefusal({ isError: false, payload: { ok: false, refused: 'birth_root_overlaps_bound_root' }, text: null }), false);
});
