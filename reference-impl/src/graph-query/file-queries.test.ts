import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scanRoot } from '../graph/index.js';
import { makeFixtureTree } from '../graph/test-support.js';
import { missingImports, sliceLines } from './index.js';

test('missing lists imports that name no file and uses that resolve to no single definition, from the ingested material', async () => {
  const tree = await makeFixtureTree({
    'src/a.ts': "import { b } from './b.js';\nimport { z } from 'zod';\nimport { gone } from './gone.js';\nexport const a = b + gone();\n",
    'src/b.ts': "import * as self from './b.js';\nexport const b = 1;\n",
    'src/c.ts': "export { x } from '../lib/x';\n",
    'src/dup1.ts': 'export function twice() {}\n',
    'src/dup2.ts': 'export function twice() {}\n',
    'src/use.ts': "import * as one from './dup1.js';\nexport function caller() { nowhere(); one.twice(); }\n",
    'py/__init__.py': '',
    'py/report.py': 'def render_report(rows):\n    return rows\n',
    'py/run.py': 'from .report import render_report\nfrom .absent import thing\nfrom . import report\n',
    'lib.rs': 'mod here;\nmod nowhere;\n',
    'here.rs': 'pub fn h() {}\n',
  });
  try {
    const g = await scanRoot(tree.root);
    const all = missingImports(g);
    assert.deepEqual(all.missing.map((m) => [m.file_path, m.spec]), [
      ['lib.rs', 'mod nowhere'],
      ['py/run.py', './absent'],
      ['src/a.ts', './gone.js'],
      ['src/c.ts', '../lib/x'],
    ]);
    assert.deepEqual(all.unresolved.map((u) => [u.file_path, u.name, u.reason]), [
      ['src/a.ts', 'gone', 'missing_module'],
      ['src/use.ts', 'nowhere', 'undefined'],
    ]);
    assert.equal(all.external_count, 1);
    const narrowed = missingImports(g, (file, words) => file.includes('gone') || words.some((s) => s.includes('gone')));
    assert.deepEqual(narrowed.missing.map((m) => m.spec), ['./gone.js']);
    assert.equal(narrowed.files_checked, 1);
    await tree.write('src/a.ts', "import { elsewhere } from './elsewhere.js';\n");
    assert.deepEqual(missingImports(g).missing, all.missing, 'the answer is about the ingested graph; no file is read again');
  } finally {
    await tree.remove();
  }
});

test('view slices 1-based inclusive ranges, clips at the end and caps long answers', () => {
  const text = 'one\ntwo\nthree\n';
  assert.deepEqual(sliceLines(text).lines, [{ n: 1, text: 'one' }, { n: 2, text: 'two' }, { n: 3, text: 'three' }]);
  assert.deepEqual(sliceLines(text, 2, 9).lines.map((l) => l.n), [2, 3]);
  const capped = sliceLines(text, 1, undefined, 2);
  assert.deepEqual([capped.end_line, capped.truncated, capped.total_lines], [2, true, 3]);
  assert.throws(() => sliceLines(text, 4), /past the end of the file \(3 lines\)/);
  assert.throws(() => sliceLines(text, 0), /lines count from 1/);
  assert.throws(() => sliceLines(text, 3, 2), /comes before start_line 3/);
  assert.deepEqual(sliceLines('').lines, []);
});

test('missing judges an absolute Python import against the tree: a package from outside is counted, a name several files answer to is listed', async () => {
  const tree = await makeFixtureTree({
    'tools/retry.py': 'def retry():\n    return 1\n',
    'tools/report.py': 'from tools.retry import retry\nfrom tools import retry as again\nfrom os.path import join\nfrom tools.absent import thing\nfrom app.absent import other\n',
    'app/__init__.py': '',
    'util.py': 'def shared():\n    return 3\n',
    'lib/util.py': 'def shared():\n    return 4\n',
    'lib/use.py': 'from util import shared\n',
    'email/welcome.html': '<p>hi</p>\n',
    'mail.py': 'from email.mime.text import MIMEText\n\ndef note():\n    return MIMEText("x")\n',
    'logging/extra.py': 'X = 1\n',
    'log.py': 'from logging import getLogger\n',
    'scripts/tools/b.py': 'B = 2\n',
    'scripts/job.py': 'from tools import retry, b\n',
    'pkg/__init__.py': '',
    'pkg/m.py': 'def f():\n    return 1\n',
    'pkg/m/__init__.py': 'def f():\n    return 2\n',
    'pkg/use.py': 'from pkg.m import f\n',
  });
  try {
    const all = missingImports(await scanRoot(tree.root));
    assert.deepEqual(all.missing.map((m) => [m.file_path, m.spec]), [['lib/use.py', 'util'], ['tools/report.py', 'app/absent']], 'util: lib/util.py and util.py answer; app.absent: app is a package of the tree, absent is not in it');
    assert.deepEqual(all.unresolved.map((u) => [u.file_path, u.name, u.reason]), []);
    assert.equal(all.external_count, 4, 'os.path (once for its statement), email.mime.text (a folder without Python sources is no package), tools.absent and logging.getLogger (a directory without __init__.py does not hide a package from elsewhere)');
  } finally {
    await tree.remove();
  }
});

test('missing: a compiled Python module of the tree (`_x.cpython-311-x86_64-linux-gnu.so`) is found, not listed nor counted as a package from elsewhere; its names are not judged', async () => {
  const ELF = '\u007fELF\u0002\u0001\u0001\u0000';
  const tree = await makeFixtureTree({
    'pkg/__init__.py': 'from ._cext import speed\n',
    'pkg/_cext.cpython-311-x86_64-linux-gnu.so': ELF,
    'pkg/sub/__init__.py': '',
    'pkg/sub/_fast.abi3.so': ELF,
    'pkg/use.py': 'from . import _cext\nfrom .sub._fast import run\nfrom ._gone import x\n_cext.go()\nrun()\n',
    'app.py': 'import pkg._cext\nfrom pkg.sub import _fast\nfrom pkg.sub._fast import run\nfrom pkg._absent import y\npkg._cext.go()\n_fast.run()\n',
  });
  try {
    const all = missingImports(await scanRoot(tree.root));
    assert.deepEqual(all.missing.map((m) => [m.file_path, m.spec]), [['app.py', 'pkg/_absent'], ['pkg/use.py', './_gone']]);
    assert.deepEqual(all.unresolved.map((u) => [u.file_path, u.name, u.reason]), [], 'a use of a compiled module is not judged');
    assert.equal(all.external_count, 0, 'a compiled module of the tree is no package from elsewhere');
  } finally {
    await tree.remove();
  }
});

test('missing: a C++ using-declaration is no import: its name is judged as a use, never counted as a package', async () => {
  const tree = await makeFixtureTree({
    'v.h': 'namespace v8 { class Value {}; }\n',
    'a.cpp': '#include "v.h"\nusing v8::Value;\nusing v8::Gone;\nusing std::string;\nValue* make();\n',
  });
  try {
    const all = missingImports(await scanRoot(tree.root));
    assert.deepEqual(all.missing, []);
    assert.equal(all.external_count, 0);
    assert.deepEqual(all.unresolved.map((u) => `${u.qualifier}.${u.name}:${u.reason}`), ['v8.Gone:undefined'], 'std is no namespace of the tree: not judged');
  } finally {
    await tree.remove();
  }
});

test('missing takes an import a path alias maps into the tree as found, lists one an alias claims but maps to no file, counts others as packages\', and lists a config\'s extends that names no file', async () => {
  const tree = await makeFixtureTree({
    'tsconfig.json': '{ "extends": "./tsconfig.gone.json", "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
    'src/a.ts': "import { b } from '@/b';\nimport { c } from '@/c';\nimport { z } from 'zod';\nexport const a = () => b() + c() + z();\n",
    'src/b.ts': 'export function b() { return 1; }\n',
  });
  try {
    const g = await scanRoot(tree.root);
    const all = missingImports(g);
    assert.deepEqual(all.missing.map((m) => [m.file_path, m.spec]), [['src/a.ts', '@/c'], ['tsconfig.json', './tsconfig.gone.json']]);
    assert.equal(all.external_count, 1, 'zod');
    assert.deepEqual(all.unresolved.map((u) => `${u.name}:${u.reason}`), ['c:missing_module'], 'z comes from outside the tree: not judged');
  } finally {
    await tree.remove();
  }
});

test('missing judges a namespace import against the namespaces of its own language: a tsconfig\'s baseUrl or a go.mod\'s module path spelled alike is no Java package', async () => {
  const tree = await makeFixtureTree({
    'web/tsconfig.json': '{ "compilerOptions": { "baseUrl": "lib" } }',
    'java/Main.java': 'import lib.Util;\nclass Main { Util u; }\n',
  });
  try {
    const all = missingImports(await scanRoot(tree.root));
    assert.deepEqual(all.missing, []);
    assert.equal(all.external_count, 1, 'lib.Util is a package from elsewhere');
  } finally {
    await tree.remove();
  }
});
