import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJournalLines } from '../../probes/index.js';
import { cochangeRepoSpec } from './cochange.js';
import { CRASH_PATH_PATTERN, parseCrashPath } from './crash.js';
import { LEGACY_SPELLINGS, parseLegacySpelling, spellRoot } from './legacy.js';
import { parseModelChoice, parseModelDamage } from './model.js';
import { parseEnding } from './ownership.js';

test('parseJournalLines keeps whole objects and skips a torn last line', () => {
  const text = '{"kind":"lifecycle.startup_quarantined","phase":"bootstrap.model_load"}\n\n[1]\n{"kind":"lifecycle.identity_res';
  assert.deepEqual(parseJournalLines(text), [{ kind: 'lifecycle.startup_quarantined', phase: 'bootstrap.model_load' }]);
  assert.deepEqual(parseJournalLines(''), []);
});

test('spellRoot: legacy spellings canonicalise to the same root', () => {
  assert.equal(spellRoot('/f/repos/app', 'trailing-slash'), '/f/repos/app/');
  assert.equal(spellRoot('/f/repos/app', 'dot-component'), '/f/repos/./app');
  assert.deepEqual(Object.values(LEGACY_SPELLINGS).sort(), ['dot-component', 'symlinked-alias', 'trailing-slash']);
  assert.equal(parseLegacySpelling('with a "/./" component'), 'dot-component');
  assert.throws(() => parseLegacySpelling('in upper case'), /unknown legacy spelling "in upper case"; use one of with a trailing slash/);
});

test('crash paths: the step pattern prefers the longest phrase and every phrase parses', () => {
  const re = new RegExp(`^(${CRASH_PATH_PATTERN}) of the repository "app"$`);
  assert.equal(re.exec('a cold start of a new runtime with the embedding model of the repository "app"')?.[1], 'a cold start of a new runtime with the embedding model');
  assert.equal(parseCrashPath(re.exec('a cold start of a new runtime of the repository "app"')?.[1] ?? ''), 'new');
  assert.equal(parseCrashPath('a recovery that re-stamps a legacy spelling'), 'restamp');
  assert.equal(parseCrashPath('a persist checkpoint call'), 'persist');
  assert.throws(() => parseCrashPath('a warm start'), /unknown crash path "a warm start"/);
});

test('model damages and endings parse to their names, and unknown words name the choices', () => {
  assert.equal(parseModelDamage('truncated weights'), 'truncate');
  assert.equal(parseModelDamage('a garbled weights header'), 'bad-header');
  assert.equal(parseModelDamage('no tokenizer'), 'missing-tokenizer');
  assert.throws(() => parseModelDamage('a wet model'), /use one of truncated weights, a garbled weights header, no tokenizer/);
  assert.equal(parseEnding('SIGTERM'), 'SIGTERM');
  assert.throws(() => parseEnding('SIGKILL'), /unknown ending "SIGKILL"/);
});

test('cochangeRepoSpec: the pair changes together twice, the lone file alone, after a README-only first commit', () => {
  const spec = cochangeRepoSpec(['src/a.ts', 'src/b.ts'], 'src/c.ts');
  assert.equal(spec.git, true);
  assert.deepEqual(Object.keys(spec.files), ['README.md']);
  const touched = (spec.commits ?? []).map((c) => Object.keys(c.files).sort());
  assert.deepEqual(touched, [['src/a.ts', 'src/b.ts'], ['src/a.ts', 'src/b.ts'], ['src/c.ts']]);
});

test('model choices are a closed list', () => {
  assert.equal(parseModelChoice('no embedding model'), 'no embedding model');
  assert.equal(parseModelChoice("the lane's embedding model"), "the lane's embedding model");
  assert.throws(() => parseModelChoice('a model'), /unknown model choice "a model"/);
});
