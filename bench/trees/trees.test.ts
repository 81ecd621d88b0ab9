import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addJoinedFile, applyEdits, chooseEdits, editText, generatedFile, generateTree, listFiles, writeGeneratedTree } from './index.js';

const digest = (files: number, seed: number) => {
  const h = createHash('sha256');
  for (const f of generateTree({ files, seed })) h.update(`${f.path}\0${f.content}\0`);
  return h.digest('hex');
};

test('the same seed gives the same tree, byte for byte; another seed another tree', () => {
  assert.equal(digest(300, 7), digest(300, 7));
  assert.notEqual(digest(300, 7), digest(300, 8));
});

test('a file depends only on (seed, index): a larger tree starts with the smaller one', () => {
  const small = [...generateTree({ files: 120, seed: 3 })];
  const large = [...generateTree({ files: 500, seed: 3 })].slice(0, 120);
  assert.deepEqual(large, small);
  assert.deepEqual(generatedFile({ files: 500, seed: 3 }, 42), small[42]);
});

test('paths are unique, both languages appear, and every import names a file of the tree', () => {
  const files = [...generateTree({ files: 1000, seed: 11 })];
  const paths = new Set(files.map((f) => f.path));
  assert.equal(paths.size, 1000);
  const ts = files.filter((f) => f.path.endsWith('.ts')).length;
  assert.ok(ts > 500 && ts < 900, `about 70% TypeScript, got ${ts} of 1000`);
  let imports = 0;
  for (const f of files) {
    for (const m of f.content.matchAll(/from '([^']+)\.js'/g)) {
      imports++;
      assert.ok(paths.has(`${path.posix.join(path.posix.dirname(f.path), m[1]!)}.ts`), `${f.path} imports ${m[1]}, which the tree lacks`);
    }
    for (const m of f.content.matchAll(/^from (\S+) import/gm)) {
      imports++;
      assert.ok(paths.has(`${m[1]!.replaceAll('.', '/')}.py`), `${f.path} imports ${m[1]}, which the tree lacks`);
    }
  }
  assert.ok(imports > 1000, `files import each other (got ${imports} imports)`);
});

test('bad sizes and seeds are refused with the value at fault', () => {
  assert.throws(() => [...generateTree({ files: 0, seed: 1 })], /whole number of files >= 1 \(got 0\)/);
  assert.throws(() => [...generateTree({ files: 10, seed: -1 })], /seed .* \(got -1\)/);
});

test('a written tree lists back exactly; edits are chosen by seed and put back byte for byte', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-trees-'));
  try {
    const root = path.join(dir, 't');
    const written = writeGeneratedTree(root, { files: 250, seed: 5 });
    const listed = listFiles(root);
    assert.equal(written.files, 250);
    assert.deepEqual(listed, [...generateTree({ files: 250, seed: 5 })].map((f) => f.path).sort());
    const chosen = chooseEdits(listed, 0.01, 9);
    assert.equal(chosen.length, 3);
    assert.deepEqual(chooseEdits([...listed].reverse(), 0.01, 9), chosen);
    assert.notDeepEqual(chooseEdits(listed, 0.01, 10), chosen);
    const before = chosen.map((f) => readFileSync(path.join(root, f)));
    const edits = applyEdits(root, chosen);
    assert.ok(chosen.every((f, i) => readFileSync(path.join(root, f)).length > before[i]!.length));
    edits.restore();
    assert.deepEqual(chosen.map((f) => readFileSync(path.join(root, f))), before);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an edit appends a function written in the file\'s own language: JavaScript without a type annotation', () => {
  assert.equal(editText('a.ts', 4), '\n\nexport function benchEdit4(): number {\n  return 4;\n}\n');
  for (const js of ['a.js', 'b.mjs', 'c.cjs', 'd.jsx']) assert.equal(editText(js, 4), '\n\nexport function benchEdit4() {\n  return 4;\n}\n', js);
  assert.equal(editText('a.py', 4), '\n\ndef bench_edit_4():\n    return 4\n');
});

test('a joined file stands beside the first edit under a new name, in its language, with a function no edit gives', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'm1nd-bench-join-'));
  try {
    mkdirSync(path.join(root, 'cmd'));
    writeFileSync(path.join(root, 'cmd/main.go'), '// tool\npackage tool\n\nfunc main() {}\n');
    writeFileSync(path.join(root, 'a.py'), 'x = 1\n');
    writeFileSync(path.join(root, 'm1nd_bench_joined.py'), 'taken = 1\n');
    const go = addJoinedFile(root, ['cmd/main.go', 'a.py'])!;
    assert.equal(go, path.join(root, 'cmd/m1nd_bench_joined.go'));
    assert.equal(readFileSync(go, 'utf8'), `package tool${editText('cmd/main.go', 2)}`);
    const py = addJoinedFile(root, ['a.py'])!;
    assert.equal(py, path.join(root, 'm1nd_bench_joined2.py'));
    assert.equal(readFileSync(py, 'utf8'), editText('a.py', 1));
    assert.equal(readFileSync(path.join(root, 'm1nd_bench_joined.py'), 'utf8'), 'taken = 1\n');
    assert.equal(addJoinedFile(root, []), null);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
