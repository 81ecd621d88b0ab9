import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { FileLinksSchema, fileLinksProblem } from './graph-links.js';

const VALID = {
  root: '/r',
  path: 'src/a.ts',
  lang: 'typescript',
  imports: ['./b'],
  mod_decls: ['m', ['n', 'n_unix.rs', '', '::']],
  refs: [{ from: 'file::src/a.ts', name: 'f', qualifier: null, line: 3, kind: 'call', class_body: true }],
  bindings: [{ local: 'f', imported: 'f', from: './b', space: 'path', scope: 'tests' }],
  defs: [{ qualified: 'g', id: 'sym::src/a.ts::g', scope: 'closed', case: 'exact' }],
  namespace: null,
  open_namespaces: ['A.B'],
  unread: ['w'],
  exports: ['g', '_h'],
};

/** A C file's: a struct's name written after `struct`, and the struct itself (RawRef and FileDef `tag`). */
const VALID_TAG = {
  ...VALID,
  lang: 'cpp',
  refs: [{ from: 'file::src/a.c', name: 'stat', qualifier: null, line: 2, kind: 'reference', tag: true }],
  defs: [{ qualified: 'stat', id: 'sym::src/a.c::stat', tag: true }],
};

/** Near-valid records: each field of VALID (and of its nested records) replaced, dropped or joined by a stray key. */
const nearValid = fc.oneof(
  fc.constant(VALID),
  fc.record({ key: fc.constantFrom(...Object.keys(VALID), 'extra'), value: fc.oneof(fc.jsonValue(), fc.constantFrom('', null, [], [''], [1])) }).map(({ key, value }) => ({ ...VALID, [key]: value })),
  fc.constantFrom<unknown[]>([['n']], [['', 'a.rs']], [['n', 1]], [[]], [['n', '']], [''], [7], [['n', 'a.rs', 'b.rs']]).map((mod_decls) => ({ ...VALID, mod_decls })),
  fc.constantFrom(...Object.keys(VALID)).map((key) => Object.fromEntries(Object.entries(VALID).filter(([k]) => k !== key))),
  fc
    .record({
      list: fc.constantFrom('refs', 'bindings', 'defs'),
      key: fc.oneof({ weight: 4, arbitrary: fc.nat(4) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }),
      value: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.double(), fc.integer({ min: -2, max: 2 }), fc.constantFrom('', 'call', 'reference', 'extends', 'field', 'path', 'namespace', null)),
    })
    .map(({ list, key, value }) => {
      const item = (VALID as unknown as Record<string, Record<string, unknown>[]>)[list]![0]!;
      const keys = Object.keys(item);
      return { ...VALID, [list]: [{ ...item, [typeof key === 'number' ? keys[key % keys.length]! : key]: value }] };
    }),
  fc
    .record({
      list: fc.constantFrom('refs', 'defs'),
      key: fc.nat(6),
      value: fc.oneof(fc.constantFrom(true, false, null, 'x', 'call', 'extends', 'field', 'T', 1), fc.jsonValue({ maxDepth: 1 })),
    })
    .map(({ list, key, value }) => {
      const item = (VALID_TAG as unknown as Record<string, Record<string, unknown>[]>)[list]![0]!;
      const keys = [...Object.keys(item), 'class_body', 'instance'];
      return { ...VALID_TAG, [list]: [{ ...item, [keys[key % keys.length]!]: value }] };
    }),
  fc.record({ list: fc.constantFrom('refs', 'bindings', 'defs'), drop: fc.nat(5) }).map(({ list, drop }) => {
    const item = (VALID as unknown as Record<string, Record<string, unknown>[]>)[list]![0]!;
    const key = Object.keys(item)[drop % Object.keys(item).length]!;
    return { ...VALID, [list]: [Object.fromEntries(Object.entries(item).filter(([k]) => k !== key))] };
  }),
);

test('the hand-written links check accepts exactly what FileLinksSchema accepts', () => {
  assert.equal(fileLinksProblem(VALID), null);
  assert.equal(fileLinksProblem(VALID_TAG), null);
  fc.assert(
    fc.property(fc.oneof(nearValid, fc.jsonValue()), (value) => {
      assert.equal(fileLinksProblem(value) === null, FileLinksSchema.safeParse(value).success, JSON.stringify(value));
    }),
    { numRuns: 3000, seed: 7 },
  );
});

test('a refused links record is named by its field', () => {
  assert.equal(fileLinksProblem({ ...VALID, refs: [{ ...VALID.refs[0], line: 0 }] }), 'invalid at refs.0.line: expected a line number');
  assert.equal(fileLinksProblem({ ...VALID, defs: [7] }), 'invalid at defs.0: expected an object');
  assert.equal(fileLinksProblem({ ...VALID, lang: '' }), 'invalid at lang: expected a non-empty string');
  assert.equal(fileLinksProblem({ ...VALID, unread: [] }), 'invalid at unread: expected a non-empty list of words, or absent');
  assert.equal(fileLinksProblem({ ...VALID, unread: ['w', ''] }), 'invalid at unread.1: expected a non-empty string');
  assert.equal(fileLinksProblem({ ...VALID, exports: [] }), null, 'an empty `__all__` lists nothing');
  assert.equal(fileLinksProblem({ ...VALID, exports: ['g', ''] }), 'invalid at exports.1: expected a non-empty string');
  assert.equal(fileLinksProblem({ ...VALID, exports: 'g' }), 'invalid at exports: expected an array');
  assert.equal(fileLinksProblem({ ...VALID, surprise: 1 }), 'invalid at (top level): unknown key "surprise"');
  assert.equal(fileLinksProblem([]), 'invalid at (top level): expected an object');
  assert.equal(fileLinksProblem({ ...VALID, mod_decls: [['n']] }), 'invalid at mod_decls.0: expected a name or [name, ...files]');
  assert.equal(fileLinksProblem({ ...VALID, mod_decls: [['n', 3]] }), 'invalid at mod_decls.0.1: expected a string');
  assert.equal(fileLinksProblem({ ...VALID, refs: [{ ...VALID.refs[0], kind: 'fields' }] }), 'invalid at refs.0.kind: expected call, reference, extends or field');
  for (const bad of [{ kind: 'field', qualifier: 'T' }, { kind: 'call', qualifier: 'T', instance: true }]) {
    const ref = { ...VALID.refs[0], ...bad };
    assert.match(fileLinksProblem({ ...VALID, refs: [ref] }) ?? '', /^invalid at refs\.0\.class_body: expected true, on a call, a reference or a base not through a value/);
    assert.equal(FileLinksSchema.safeParse({ ...VALID, refs: [ref] }).success, false);
  }
  // A name after `struct` is a plain reference to a bare name.
  for (const bad of [{ kind: 'call' }, { qualifier: 'a' }, { class_body: true }, { tag: false }]) {
    const ref = { ...VALID_TAG.refs[0], ...bad };
    assert.match(fileLinksProblem({ ...VALID_TAG, refs: [ref] }) ?? '', /^invalid at refs\.0\.(tag|class_body): expected true/);
    assert.equal(FileLinksSchema.safeParse({ ...VALID_TAG, refs: [ref] }).success, false);
  }
  assert.equal(fileLinksProblem({ ...VALID_TAG, defs: [{ ...VALID_TAG.defs[0], tag: 1 }] }), 'invalid at defs.0.tag: expected true or absent');
  // A base a Ruby class body names (`include M`) is one.
  const included = { ...VALID, refs: [{ ...VALID.refs[0], kind: 'extends' }] };
  assert.equal(fileLinksProblem(included), null);
  assert.equal(FileLinksSchema.safeParse(included).success, true);
});
