import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Adapter } from '../../adapter/index.js';
import { BEARER_TOKEN_VARIABLE, newBearerToken, redact, toHttpPlan } from './launch.js';
import { SERVING_LINE, baseUrlOf, isLoopbackAddress } from './owner-run.js';

const adapter: Adapter = {
  name: 'fake', version: '0', server: { command: ['node', 'server.js'] }, cli: { command: ['node', 'cli.js'] },
  capabilities: ['http'], snapshot: { kind: 'reference' },
};
const stdio = { argv: ['node', 'server.js', '--stdio', '--config', '/c.json'], cwd: '/repo', env: { HOME: '/h', [BEARER_TOKEN_VARIABLE]: 'inherited' }, readOnlyBinds: [] };

test('the HTTP plan swaps --stdio for the serve flags and keeps the rest', () => {
  const token = newBearerToken();
  const plan = toHttpPlan(adapter, stdio, { bind: '127.0.0.1', bearer: 'fixture', port: 0 }, token);
  assert.deepEqual(plan.argv, ['node', 'server.js', '--serve', '--port', '0', '--bind', '127.0.0.1', '--config', '/c.json']);
  assert.equal(plan.env[BEARER_TOKEN_VARIABLE], token);
  assert.equal(plan.env.HOME, '/h');
  assert.equal(stdio.env[BEARER_TOKEN_VARIABLE], 'inherited', 'the stdio plan is not modified');
});

test('a generated bearer gives the owner no token variable at all', () => {
  const plan = toHttpPlan(adapter, stdio, { bind: '::1', bearer: 'generated', port: 0 }, null);
  assert.equal(BEARER_TOKEN_VARIABLE in plan.env, false);
  assert.ok(plan.argv.includes('::1'));
});

test('a plan without --stdio after the command is a harness bug, named', () => {
  assert.throws(() => toHttpPlan(adapter, { ...stdio, argv: ['node', 'server.js'] }, { bind: '127.0.0.1', bearer: 'generated', port: 0 }, null), /--stdio/);
  assert.throws(() => toHttpPlan(adapter, stdio, { bind: '127.0.0.1', bearer: 'fixture', port: 0 }, null), /newBearerToken/);
  assert.throws(() => toHttpPlan(adapter, stdio, { bind: '127.0.0.1', bearer: 'generated', port: 70000 }, null), /not a TCP port/);
});

test('a chosen port is passed as --port', () => {
  const plan = toHttpPlan(adapter, stdio, { bind: '127.0.0.1', bearer: 'generated', port: 40123 }, null);
  assert.deepEqual(plan.argv.slice(2, 7), ['--serve', '--port', '40123', '--bind', '127.0.0.1']);
});

test('tokens are 64 hex characters and redacted everywhere in a transcript', () => {
  const token = newBearerToken();
  assert.match(token, /^[0-9a-f]{64}$/);
  assert.notEqual(token, newBearerToken());
  assert.equal(redact(`a ${token} b ${token}`, [token, null]), 'a <bearer token> b <bearer token>');
});

test('loopback addresses and base URLs', () => {
  for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) assert.equal(isLoopbackAddress(a), true, a);
  for (const a of ['0.0.0.0', '::', '192.0.2.1', '128.0.0.1', '::2']) assert.equal(isLoopbackAddress(a), false, a);
  assert.equal(baseUrlOf('127.0.0.1', 4000), 'http://127.0.0.1:4000');
  assert.equal(baseUrlOf('::1', 4000), 'http://[::1]:4000');
});

test('the serving line yields the base URL', () => {
  const m = SERVING_LINE.exec('m1nd-mcp: serving http://127.0.0.1:41234/mcp');
  assert.equal(m?.[1], 'http://127.0.0.1:41234');
  assert.equal(SERVING_LINE.test('m1nd-mcp: serving stdio'), false);
});
