import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHighWater, parseStat } from './proc-tree.js';

test('a stat line is read after the last parenthesis, whatever the command name holds', () => {
  const fields = ['S', '41', '41', '41', '0', '-1', '4194560', '100', '0', '0', '0', '150', '30', '7', '3', '20', '0', '11'];
  const stat = parseStat(`1234 (node (worker) x) ${fields.join(' ')}`);
  assert.deepEqual(stat, { ppid: 41, ticks: 150 + 30 + 7 + 3 });
});

test('the peak resident set is VmHWM in KiB; a status without it has none', () => {
  assert.equal(parseHighWater('Name:\tnode\nVmPeak:\t  900 kB\nVmHWM:\t   93312 kB\nVmRSS:\t 80000 kB\n'), 93312);
  assert.equal(parseHighWater('Name:\tkthreadd\n'), null);
});
