import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBenchArgs } from './index.js';

test('defaults: five runs, seed 1, the default trees, quality on', () => {
  assert.deepEqual(parseBenchArgs([]), { options: { runs: 5, seed: 1, large: false, quality: true } });
});

test('flags are read as given', () => {
  assert.deepEqual(parseBenchArgs(['--runs', '2', '--trees', 'one-file, gen-1k', '--large', '--seed', '9', '--out', '/x', '--skip-quality', '--impl', 'a.json']), {
    options: { runs: 2, seed: 9, large: true, quality: false, impl: 'a.json', trees: ['one-file', 'gen-1k'], out: '/x' },
  });
  assert.deepEqual(parseBenchArgs(['--help']), { help: true });
});

test('a bad flag or value is an error naming it', () => {
  assert.match((parseBenchArgs(['--runs', '0']) as { error: string }).error, /--runs must be a whole number from 1 to 50 \(got "0"\)/);
  assert.match((parseBenchArgs(['--runs', '2.5']) as { error: string }).error, /--runs/);
  assert.match((parseBenchArgs(['--fast']) as { error: string }).error, /--fast/);
  assert.match((parseBenchArgs(['some/tree']) as { error: string }).error, /some\/tree/);
  assert.match((parseBenchArgs(['--trees', ',']) as { error: string }).error, /--trees needs at least one tree name/);
});
