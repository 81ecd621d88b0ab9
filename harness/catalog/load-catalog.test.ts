import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCatalog } from './load-catalog.js';

const clause = (id: string, extra = '') => `
  - id: ${id}
    seed: 000.txt
    section: Slice
    level: MUST
    kind: wire
    summary: something observable${extra}`;

test('parses a valid catalog', () => {
  const c = parseCatalog(`refusal_codes:\n  some_code:\n    named_by: seed\n    seed: 000.txt\n    meaning: why\nclauses:${clause('BOOT-GRANT-1', '\n    refusal_code: some_code')}`, 'c.yaml');
  assert.equal(c.clauses[0]?.id, 'BOOT-GRANT-1');
  assert.deepEqual(c.refusal_codes.some_code, { named_by: 'seed', seed: '000.txt', meaning: 'why' });
});

test('a refusal code says who named it, and a seed-named one which seed', () => {
  const parse = (entry: string) => parseCatalog(`refusal_codes:\n  some_code:${entry}\nclauses:${clause('BOOT-GRANT-1')}`, 'c.yaml');
  assert.equal(parse('\n    named_by: kit\n    meaning: why').refusal_codes.some_code?.named_by, 'kit');
  assert.throws(() => parse(' just a meaning'), /refusal_codes\.some_code: a refusal code reads \{named_by: seed\|upstream\|kit/);
  assert.throws(() => parse('\n    named_by: someone\n    meaning: why'), /refusal_codes\.some_code\.named_by: named_by reads seed, upstream or kit/);
  assert.throws(() => parse('\n    named_by: seed\n    meaning: why'), /refusal_codes\.some_code\.seed: a seed-named code says which seed/);
  assert.throws(() => parse('\n    named_by: kit\n    seed: 000.txt\n    meaning: why'), /refusal_codes\.some_code\.seed: /);
});

test('rejects unknown keys and names the field', () => {
  assert.throws(
    () => parseCatalog(`refusal_codes: {}\nclauses:${clause('BOOT-GRANT-1', '\n    colour: red')}`, 'c.yaml'),
    /c\.yaml: does not match the catalog schema[\s\S]*clauses\.0/,
  );
});

test('rejects duplicate ids', () => {
  assert.throws(
    () => parseCatalog(`refusal_codes: {}\nclauses:${clause('BOOT-GRANT-1')}${clause('BOOT-GRANT-1')}`, 'c.yaml'),
    /BOOT-GRANT-1 appears twice/,
  );
});

test('rejects a refusal code missing from the registry', () => {
  assert.throws(
    () => parseCatalog(`refusal_codes: {}\nclauses:${clause('BOOT-GRANT-1', '\n    refusal_code: nope')}`, 'c.yaml'),
    /refusal code nope, which is not in refusal_codes/,
  );
});

test('rejects malformed YAML with the file name', () => {
  assert.throws(() => parseCatalog('clauses: [', 'bad.yaml'), /bad\.yaml: not valid YAML/);
});
