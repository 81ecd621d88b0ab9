import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCtagsTotals, parseGnuTime } from './index.js';

test('GNU time figures: user + system CPU in ms and the peak RSS in KiB', () => {
  assert.deepEqual(parseGnuTime('0.17 0.06 8456\n'), { cpuMs: 230, peakRssKiB: 8456 });
  assert.deepEqual(parseGnuTime('Command exited with non-zero status 1\n0.01 0.00 3000\n'), { cpuMs: 10, peakRssKiB: 3000 });
  assert.equal(parseGnuTime('garbage'), null);
});

test('ctags --totals says how many files it scanned, warnings around it', () => {
  const stderr = 'ctags: Warning: ignoring null tag in a.js(line: 2)\n1273 files, 61688 lines (2742 kB) scanned in 0.2 seconds (12093 kB/s)\n9438 tags added to tag file\n';
  assert.equal(parseCtagsTotals(stderr), 1273);
  assert.equal(parseCtagsTotals('1 file, 3 lines (0 kB) scanned in 0.0 seconds (0 kB/s)'), 1);
  assert.equal(parseCtagsTotals(''), null);
});
