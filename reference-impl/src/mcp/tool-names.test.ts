import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bareToolCall, bareToolName } from './tool-names.js';

test('m1nd. and m1nd_ prefixes name the bare tool', () => {
  for (const name of ['north', 'm1nd.north', 'm1nd_north']) assert.equal(bareToolName(name), 'north');
  assert.equal(bareToolName('m1ndnorth'), 'm1ndnorth');
});

test('only tools/call names are rewritten', () => {
  const call = { jsonrpc: '2.0' as const, id: 1, method: 'tools/call', params: { name: 'm1nd_search', arguments: { query: 'x' } } };
  assert.deepEqual(bareToolCall(call), { ...call, params: { name: 'search', arguments: { query: 'x' } } });
  const other = { jsonrpc: '2.0' as const, id: 2, method: 'tools/list', params: { name: 'm1nd_search' } };
  assert.equal(bareToolCall(other), other);
});
