// Known answers for which files a refresh resolves again when files join or leave the tree (affected-files.ts), and
// refreshes that take that way giving what a full scan gives.
import assert from 'node:assert/strict';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import type { FileLinks } from '../records/index.js';
import { affectedFiles } from './affected-files.js';
import { makeFixtureTree } from './fixture-tree.js';
import { scanRoot } from './index.js';
import { rescanLikeFull } from './rescan.test-support.js';

const links = (p: string, lang: string, extra: Partial<FileLinks> = {}): FileLinks => ({ root: '/r', path: p, lang, imports: [], mod_decls: [], refs: [], ...extra });

test('a file that joins or leaves: itself, the files whose imports, mod declarations or bindings write a part of its path, and those that write a name it defines', () => {
  const tree = [
    links('src/app.ts', 'typescript', { imports: ['./util/Strings.js'] }),
    links('src/dir.ts', 'typescript', { imports: ['../src/util'] }),
    links('src/other.ts', 'typescript', { imports: ['./numbers.js'] }),
    links('src/user.ts', 'typescript', { refs: [{ from: 'file::src/user.ts', name: 'pad', qualifier: null, line: 1, kind: 'call' }] }),
    links('lib/mod.rs', 'rust', { mod_decls: [['strings', 'util/strings.rs']] }),
    links('py/use.py', 'python', { bindings: [{ local: 'strings', imported: 'strings', from: '.', space: 'path' }] }),
  ];
  const joined = links('src/util/strings.ts', 'typescript', { defs: [{ qualified: 'pad', id: 'sym::src/util/strings.ts::pad' }] });
  assert.deepEqual([...affectedFiles([], [...tree, joined], [{ path: joined.path, links: joined }])!].sort(), [
    'lib/mod.rs', 'py/use.py', 'src/app.ts', 'src/dir.ts', 'src/user.ts', 'src/util/strings.ts',
  ]);
  // A plain file (no link material) that leaves reaches the files naming it just the same (dir.ts writes `src`).
  assert.deepEqual([...affectedFiles([], tree, [{ path: 'src/numbers.json', links: null }])!].sort(), ['src/dir.ts', 'src/numbers.json', 'src/other.ts']);
});

test('a file whose presence changes how paths resolve, or a manifest or config, that joins or leaves: every file is resolved again', () => {
  const tree = [links('a.py', 'python'), links('b.ts', 'typescript')];
  for (const p of ['pkg/__init__.py', 'crate/src/lib.rs', 'bin/src/main.rs']) {
    assert.equal(affectedFiles([], tree, [{ path: p, links: null }]), null, p);
  }
  assert.equal(affectedFiles([], tree, [{ path: 'tsconfig.json', links: links('tsconfig.json', 'tsconfig') }]), null);
  assert.equal(affectedFiles([], tree, [{ path: 'package.json', links: links('package.json', 'npm-package') }]), null);
  assert.equal(affectedFiles([], tree, [{ path: 'go.mod', links: links('go.mod', 'gomod') }]), null);
});

test('with a config that maps script specifiers in the tree, a script that joins reaches every script importing by a non-relative specifier', () => {
  const tree = [
    links('tsconfig.json', 'tsconfig'),
    links('src/a.ts', 'typescript', { imports: ['#db'] }),
    links('src/b.ts', 'typescript', { imports: ['./c.js'] }),
    links('src/c.py', 'python', { imports: ['requests'] }),
  ];
  assert.deepEqual([...affectedFiles([], tree, [{ path: 'src/lib/database.ts', links: links('src/lib/database.ts', 'typescript') }])!].sort(), ['src/a.ts', 'src/lib/database.ts']);
  assert.deepEqual([...affectedFiles([], tree.slice(1), [{ path: 'src/lib/database.ts', links: links('src/lib/database.ts', 'typescript') }])!].sort(), ['src/lib/database.ts'], 'no config: only what names it');
});

test('refreshes in which files join and leave give what a full scan gives: an import that comes to resolve, one that no longer does, a Python package that gains its __init__.py, a path alias to a new file, a Java class another of its package names', async () => {
  const t = await makeFixtureTree({
    'src/app.ts': 'import { pad } from "./util/strings";\nimport { db } from "#db";\nexport function run(): string { return pad("x") + db(); }\n',
    'src/side.ts': 'import "./util/strings";\nexport const ready = true;\n',
    'src/side-db.ts': 'import "#db";\nexport const ready = true;\n',
    'java/com/acme/Main.java': 'package com.acme;\npublic class Main {\n  public static int run() { return Helper.make(); }\n}\n',
    'src/left.ts': 'export function gone(): number { return 1; }\n',
    'src/uses-left.ts': 'import { gone } from "./left";\nexport const n = gone();\n',
    'tsconfig.json': '{ "compilerOptions": { "paths": { "#db": ["./src/lib/database.ts"] } } }\n',
    'pkg/sub/mod.py': 'from helpers import assist\n\ndef work():\n    return assist()\n',
    'pkg/sub/helpers.py': 'def assist():\n    return 1\n',
    'pkg/__init__.py': '',
  });
  try {
    let previous = await scanRoot(t.root);
    const step = async (change: () => Promise<void>) => {
      await change();
      previous = await rescanLikeFull(t.root, previous);
    };
    await step(async () => {
      await mkdir(path.join(t.root, 'src/util'), { recursive: true });
      await writeFile(path.join(t.root, 'src/util/strings.ts'), 'export function pad(s: string): string { return s; }\n');
    });
    await step(() => rm(path.join(t.root, 'src/left.ts')));
    await step(async () => {
      await mkdir(path.join(t.root, 'src/lib'), { recursive: true });
      await writeFile(path.join(t.root, 'src/lib/database.ts'), 'export function db(): string { return ""; }\n');
    });
    await step(() => writeFile(path.join(t.root, 'pkg/sub/__init__.py'), ''));
    await step(() => writeFile(path.join(t.root, 'java/com/acme/Helper.java'), 'package com.acme;\npublic class Helper {\n  public static int make() { return 1; }\n}\n'));
    await step(() => rm(path.join(t.root, 'src/util/strings.ts')));
  } finally {
    await t.remove();
  }
});
