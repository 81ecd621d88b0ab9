import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { isPidAlive, parseProcStat, readProcStat } from './proc-start.js';

test('parses field 22 even when the command name holds spaces and parentheses', () => {
  const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
  fields[0] = 'S';
  const text = `1234 (my (odd) name) ${fields.join(' ')}\n`;
  assert.deepEqual(parseProcStat(text), { state: 'S', startTime: 22 });
});

test('rejects text that is not a stat line', () => {
  assert.equal(parseProcStat('garbage'), null);
  assert.equal(parseProcStat('1 (x) S 1 2'), null);
});

test('reads our own start time, stable across reads', () => {
  const a = readProcStat(process.pid);
  assert.ok(a && a.startTime > 0);
  assert.deepEqual(readProcStat(process.pid), a);
  assert.equal(readProcStat(process.pid, '/nonexistent-proc'), null);
});

test('a live pid is alive; an exited, reaped child and invalid pids are not', () => {
  assert.equal(isPidAlive(process.pid), true);
  const child = spawnSync(process.execPath, ['-e', '']);
  assert.equal(isPidAlive(child.pid), false);
  assert.equal(isPidAlive(0), false);
  assert.equal(isPidAlive(-1), false);
});
