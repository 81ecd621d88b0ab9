import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_BUDGETS, readBudgets, readOwnerWaitMs } from './budgets.js';
import { HELP } from './help-text.js';

test('the default budgets are the seed\'s: 120 s initialize, 30 s per call, 5 s after EOF, 120 s after SIGTERM', () => {
  assert.deepEqual(readBudgets({}), { value: { initializeMs: 120_000, callMs: 30_000, afterEofMs: 5_000, afterSigtermMs: 120_000, gitMs: 5_000 } });
  assert.equal(DEFAULT_BUDGETS.initializeMs, 120_000);
});

test('--help states the default budgets', () => {
  assert.match(HELP['first-minute'], /initialize 120 s; each call 30 s;\nshutdown 5 s after closing stdin, then SIGTERM and up to 120 s/);
});

test('the test-only scale shortens every budget and rejects anything outside (0, 1]', () => {
  const scaled = readBudgets({ M1ND_AGENT_TEST_BUDGET_SCALE: '0.01' });
  assert.deepEqual(scaled, { value: { initializeMs: 1200, callMs: 300, afterEofMs: 50, afterSigtermMs: 1200, gitMs: 50 } });
  for (const bad of ['0', '-1', '2', 'abc', 'NaN', 'Infinity']) {
    const r = readBudgets({ M1ND_AGENT_TEST_BUDGET_SCALE: bad });
    assert.ok('error' in r, bad);
    assert.match(r.error, /M1ND_AGENT_TEST_BUDGET_SCALE/);
  }
});

test('the owner wait defaults to 60000 and accepts integers from 1000 to 300000 only', () => {
  assert.deepEqual(readOwnerWaitMs({}), { value: 60_000 });
  assert.deepEqual(readOwnerWaitMs({ M1ND_AGENT_CACHE_OWNER_WAIT_MS: '' }), { value: 60_000 });
  assert.deepEqual(readOwnerWaitMs({ M1ND_AGENT_CACHE_OWNER_WAIT_MS: '1000' }), { value: 1000 });
  assert.deepEqual(readOwnerWaitMs({ M1ND_AGENT_CACHE_OWNER_WAIT_MS: '300000' }), { value: 300_000 });
  for (const bad of ['999', '300001', '1500.5', '1e4', ' 2000', '-1000', 'soon', '0x3e8']) {
    const r = readOwnerWaitMs({ M1ND_AGENT_CACHE_OWNER_WAIT_MS: bad });
    assert.ok('error' in r, bad);
    assert.match(r.error, /M1ND_AGENT_CACHE_OWNER_WAIT_MS must be an integer number of milliseconds from 1000 to 300000/);
  }
});
