import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AgentError } from './agent-error.js';
import { judgeStaleness } from './am-i-stale.js';
import { AGENT_CLI_SCHEMA, failEnvelope, newEnvelope, summariseCall } from './envelope.js';

test('a new envelope carries every field of m1nd-agent-cli-v0', () => {
  const env = newEnvelope('first-minute', '/r');
  assert.equal(env.schema, AGENT_CLI_SCHEMA);
  assert.equal(AGENT_CLI_SCHEMA, 'm1nd-agent-cli-v0');
  for (const key of ['ok', 'command', 'repo', 'runtime', 'graph_state', 'trust', 'calls', 'results', 'next_actions', 'non_claims']) assert.ok(key in env, key);
  for (const key of ['binary', 'version', 'runtime_root']) assert.ok(key in env.runtime, key);
  assert.equal(env.trust.verdict, 'not_evaluated');
  assert.ok(env.non_claims.length > 0);
});

test('a call summary is {tool, isError, ok, action, refused}; a payload\'s own ok wins', () => {
  assert.deepEqual(summariseCall('ingest', { isError: false, text: null, payload: { ok: false, action: 'a', refused: 'r' } }), { tool: 'ingest', isError: false, ok: false, action: 'a', refused: 'r' });
  assert.deepEqual(summariseCall('health', { isError: false, text: null, payload: { status: 'ok' } }), { tool: 'health', isError: false, ok: true, action: null, refused: null });
  assert.deepEqual(summariseCall('x', { isError: true, text: 'Error', payload: null }), { tool: 'x', isError: true, ok: false, action: null, refused: null });
});

test('a failure keeps the primary cause primary and carries the teardown failure beside it', () => {
  const env = failEnvelope(newEnvelope('first-minute', null), new AgentError('M1ND_AGENT_SERVER_STARTUP_FAILED', 'boom', { server_stderr: 'x' }), new AgentError('M1ND_AGENT_SHUTDOWN_FAILED', 'stuck'), 'server said x');
  assert.equal(env.ok, false);
  assert.deepEqual(env.error, { code: 'M1ND_AGENT_SERVER_STARTUP_FAILED', message: 'boom', details: {}, teardown: { code: 'M1ND_AGENT_SHUTDOWN_FAILED', message: 'stuck', details: {} } });
  assert.equal(env.server_stderr, 'server said x');
});

test('an unknown-only staleness answer is never fresh', () => {
  assert.equal(judgeStaleness({ fresh: 0, stale: 0, unknown: 2 }), 'unknown_only');
  assert.equal(judgeStaleness({ fresh: 1, stale: 0, unknown: 1 }), 'partially_unknown');
  assert.equal(judgeStaleness({ fresh: 1, stale: 1, unknown: 1 }), 'stale');
  assert.equal(judgeStaleness({ fresh: 2, stale: 0, unknown: 0 }), 'all_fresh');
  assert.equal(judgeStaleness({ fresh: 0, stale: 0, unknown: 0 }), 'nothing_checked');
});
