import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestClock } from './test-clock.js';

test('without a seams directory the clock is the fallback itself', () => {
  const fallback = (): number => 7;
  assert.equal(createTestClock(null, fallback), fallback);
});

test('the clock file is now, read at every call; without it the fallback answers', () => {
  const dir = mkdtempSync(join('/var/tmp', 'm1nd-clock-'));
  try {
    const now = createTestClock(dir, () => 5);
    assert.equal(now(), 5);
    writeFileSync(join(dir, 'clock'), '1893456000000\n');
    assert.equal(now(), 1893456000000);
    writeFileSync(join(dir, 'clock'), '1893542400000');
    assert.equal(now(), 1893542400000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a clock file that is not epoch milliseconds throws, naming the file and the fix', () => {
  const dir = mkdtempSync(join('/var/tmp', 'm1nd-clock-'));
  try {
    writeFileSync(join(dir, 'clock'), 'tomorrow');
    assert.throws(() => createTestClock(dir, () => 5)(), /clock holds "tomorrow"; write epoch milliseconds/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
