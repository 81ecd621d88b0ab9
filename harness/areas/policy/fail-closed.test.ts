import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSelectorCases, selectorRefusalProblems } from './fail-closed.js';

test('a fail-closed table reads tool, arguments and the word the refusal names', () => {
  assert.deepEqual(parseSelectorCases([['tool', 'arguments', 'named'], ['xray_apply', '{"mode":"mystery"}', 'mystery']]), [{ tool: 'xray_apply', arguments: '{"mode":"mystery"}', named: 'mystery' }]);
  assert.throws(() => parseSelectorCases([['tool', 'args'], ['a', 'b']]), /header must be \| tool \| arguments \| named \|/);
  assert.throws(() => parseSelectorCases([['tool', 'arguments', 'named']]), /no calls/);
  assert.throws(() => parseSelectorCases([['tool', 'arguments', 'named'], ['a', '', 'c']]), /row 1/);
});

test('a selector refusal is any refusal naming the word; a weaker action run is not one', () => {
  const err = (text: string) => ({ door: 'MCP' as const, kind: 'result' as const, isError: true, text, payload: text });
  assert.deepEqual(selectorRefusalProblems(err("Error: policy_route_refused: tool 'xray_apply' has unsupported selector mode=mystery"), 'mystery'), []);
  assert.deepEqual(selectorRefusalProblems(err('Error: not_implemented: xray_apply dry run'), 'mystery'), ['does not name mystery']);
  assert.deepEqual(selectorRefusalProblems({ door: 'MCP', kind: 'result', isError: false, text: '{"mode":"dry_run"}', payload: {} }, 'mystery'), ['was not refused', 'does not name mystery']);
  assert.deepEqual(selectorRefusalProblems({ door: 'MCP', kind: 'protocol-error', code: -32602, message: 'mode: expected one of dry_run|commit, got mystery' }, 'mystery'), []);
  assert.deepEqual(selectorRefusalProblems({ door: 'REST', kind: 'http-status', status: 400, body: 'mystery' }, 'mystery'), []);
});
