import assert from 'node:assert/strict';
import { test } from 'node:test';
import { answerBytes, fixedRefusalProblems, gatePassProblems, gateRefusalProblems, isUnknownToolAnswer, type WireAnswer } from './wire-answer.js';

const result = (text: string, isError = true, payload: unknown = text): WireAnswer => ({ door: 'MCP', kind: 'result', isError, text, payload });
const GATE = "Error: generic_action_authority_required: semantic action 'source.edit.commit' requires authority floor ScopedGrantA2";

test('the gate refusal names its code, the floor and the action', () => {
  assert.deepEqual(gateRefusalProblems(result(GATE), 'ScopedGrantA2', ['source.edit.commit']), []);
  assert.deepEqual(gateRefusalProblems(result(GATE, false), 'ScopedGrantA2', ['source.edit.commit']), ['is not isError: true']);
  assert.deepEqual(gateRefusalProblems(result(GATE), 'PositiveSovereign', ['xray.apply.commit']), ['does not name PositiveSovereign', 'does not name xray.apply.commit']);
  assert.deepEqual(gateRefusalProblems(result(GATE), 'ScopedGrantA2', [], ['edit_commit', 'source.edit.commit']), []);
  assert.deepEqual(gateRefusalProblems(result(GATE), 'ScopedGrantA2', [], ['ingest']), ['names none of ingest']);
  assert.deepEqual(gateRefusalProblems({ door: 'REST', kind: 'http-status', status: 404, body: '' }, 'Ordinary', []), ['is not a tool result']);
});

test('a fixed refusal carries its own code, in either shape, and never the gate code', () => {
  assert.deepEqual(fixedRefusalProblems(result('{}', false, { ok: false, refused: 'human_gesture_required' }), 'human_gesture_required'), []);
  assert.deepEqual(fixedRefusalProblems(result('Error: human_gesture_required: no'), 'human_gesture_required'), []);
  assert.deepEqual(fixedRefusalProblems(result(GATE), 'human_gesture_required'), ['does not carry the refusal human_gesture_required', 'answers the gate\'s generic_action_authority_required instead of its own refusal']);
  assert.deepEqual(fixedRefusalProblems(result('{}', false, { ok: true, refused: 'human_gesture_required' }), 'human_gesture_required'), ['does not carry the refusal human_gesture_required']);
});

test('unknown tools are told from refused arguments on both doors', () => {
  assert.ok(isUnknownToolAnswer({ door: 'MCP', kind: 'protocol-error', code: -32602, message: 'Unknown tool: mystery' }));
  assert.ok(isUnknownToolAnswer({ door: 'REST', kind: 'http-status', status: 404, body: '{"code":"tool_not_found"}' }));
  assert.ok(isUnknownToolAnswer(result("Error: unknown or unrouted MCP tool 'mystery'")));
  assert.ok(isUnknownToolAnswer(result('Tool mystery not found')));
  assert.ok(!isUnknownToolAnswer({ door: 'MCP', kind: 'protocol-error', code: -32602, message: 'Input validation error: Invalid arguments for tool search' }));
  assert.ok(!isUnknownToolAnswer(result("Error: policy_route_refused: tool 'ingest' has unsupported selector mode=mystery")));
});

test('passing the gate: anything but the gate refusal, the router refusal or an unknown tool', () => {
  assert.deepEqual(gatePassProblems(result('Error: invalid_input: pass key as a string')), []);
  assert.deepEqual(gatePassProblems(result("Error: policy_route_refused: tool 'persist' routes to semantic action ''")), ['was refused by the router (policy_route_refused)']);
  assert.deepEqual(gatePassProblems(result(GATE)), ['was refused by the gate (generic_action_authority_required)']);
  assert.deepEqual(gatePassProblems({ door: 'REST', kind: 'http-status', status: 404, body: '' }), ['was refused as an unknown tool']);
});

test('the bytes two doors share are canonical', () => {
  assert.equal(answerBytes(result('x', false, { b: 1, a: 2 })), answerBytes({ door: 'REST', kind: 'result', isError: false, text: 'y', payload: { a: 2, b: 1 } }));
});
