import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { applyMutant, MUTANTS, controlTags, type Mutant } from './index.js';

const KIT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DIST = join(KIT_ROOT, 'reference-impl', 'dist');
const SCRATCH = await mkdtemp('/var/tmp/m1nd-mutant-unit-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const mutant = (find: string): Mutant => ({ name: 'm', file: 'a.js', find, replace: 'REPLACED', tags: '@x', breaks: 'b' });

test('a mutation replaces its one occurrence literally', async () => {
  await writeFile(join(SCRATCH, 'a.js'), 'keep $& once();\n');
  await applyMutant(SCRATCH, { ...mutant('once()'), replace: '$&twice()' });
  assert.equal(await readFile(join(SCRATCH, 'a.js'), 'utf8'), 'keep $& $&twice();\n');
});

test('a mutation whose text is absent or repeated is refused, naming the file', async () => {
  await writeFile(join(SCRATCH, 'a.js'), 'x(); x();\n');
  await assert.rejects(applyMutant(SCRATCH, mutant('y()')), /occurs 0 times in .*a\.js/);
  await assert.rejects(applyMutant(SCRATCH, mutant('x()')), /occurs 2 times in .*a\.js/);
});

test('every catalogued mutation matches the built reference exactly once', { skip: !existsSync(DIST) && 'reference-impl/dist is not built' }, async () => {
  for (const m of MUTANTS) {
    const text = await readFile(join(DIST, m.file), 'utf8');
    assert.equal(text.split(m.find).length - 1, 1, `${m.name}: ${m.find} in ${m.file}`);
  }
});

test('the control run selects every mutant scenario', () => {
  assert.equal(controlTags([mutant('a'), { ...mutant('b'), tags: '@y or @z' }]), '(@x) or (@y or @z)');
});
