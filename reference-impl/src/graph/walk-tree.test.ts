import assert from 'node:assert/strict';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { walkTree, walkTreeBatches } from './walk-tree.js';

async function listWalk(root: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of walkTree(root)) out.push(e.relPath);
  return out;
}

test('honours root and nested .gitignore files, negation included', async () => {
  const t = await makeFixtureTree({
    '.gitignore': '*.log\n!important.log\nbuild/\n/top-only.txt\n',
    'a.ts': '',
    'debug.log': '',
    'important.log': '',
    'build/out.js': '',
    'top-only.txt': '',
    'sub/top-only.txt': '',
    'sub/.gitignore': '!debug.log\nsecret/\n*.gen.ts\n',
    'sub/debug.log': '',
    'sub/secret/k.txt': '',
    'sub/x.gen.ts': '',
    'sub/keep.ts': '',
    'other/x.gen.ts': '',
  });
  try {
    assert.deepEqual(await listWalk(t.root), [
      '.gitignore',
      'a.ts',
      'important.log',
      'other/x.gen.ts',
      'sub/.gitignore',
      'sub/debug.log',
      'sub/keep.ts',
      'sub/top-only.txt',
    ]);
  } finally {
    await t.remove();
  }
});

test('skips .git and node_modules at any depth', async () => {
  const t = await makeFixtureTree({
    '.git/config': '',
    'node_modules/p/index.js': '',
    'pkg/node_modules/q/index.js': '',
    'pkg/a.js': '',
  });
  try {
    assert.deepEqual(await listWalk(t.root), ['pkg/a.js']);
  } finally {
    await t.remove();
  }
});

test('never follows symbolic links to files or directories', async () => {
  const outside = await makeFixtureTree({ 'outside.ts': 'export const leak = 1;\n' });
  const t = await makeFixtureTree({ 'real/a.ts': '' });
  try {
    await symlink(path.join(outside.root, 'outside.ts'), path.join(t.root, 'file-link.ts'));
    await symlink(outside.root, path.join(t.root, 'dir-link'));
    await symlink(path.join(t.root, 'real'), path.join(t.root, 'loop'));
    await mkdir(path.join(t.root, 'empty'));
    assert.deepEqual(await listWalk(t.root), ['real/a.ts']);
  } finally {
    await t.remove();
    await outside.remove();
  }
});

test('a directory excluded by a pattern is not entered, so a negation below cannot revive it', async () => {
  const t = await makeFixtureTree({
    '.gitignore': 'vendor/\n!vendor/keep.ts\n',
    'vendor/keep.ts': '',
    'logs/.gitignore': '*\n!.gitignore\n',
    'logs/a.txt': '',
  });
  try {
    assert.deepEqual(await listWalk(t.root), ['.gitignore', 'logs/.gitignore']);
  } finally {
    await t.remove();
  }
});

test('an aborted signal stops the walk', async () => {
  const t = await makeFixtureTree({ 'a.ts': '' });
  try {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(listWalkWith(t.root, controller.signal), { name: 'AbortError' });
  } finally {
    await t.remove();
  }
});

async function listWalkWith(root: string, signal: AbortSignal): Promise<string[]> {
  const out: string[] = [];
  for await (const e of walkTree(root, signal)) out.push(e.relPath);
  return out;
}

test('a tree of more files than a batch is walked in the same depth-first order, and an abort between batches stops it', async () => {
  const files: Record<string, string> = {};
  // Files beside and after subdirectories, so the order interleaves levels: a/0..., a/b/..., a/c, z/...
  for (let i = 0; i < 1500; i++) files[`a/${String(i).padStart(4, '0')}.ts`] = '';
  for (let i = 0; i < 700; i++) files[`a/b/${i}.py`] = '';
  files['a/c.ts'] = '';
  files['z/last.ts'] = '';
  const t = await makeFixtureTree(files);
  try {
    const expected = Object.keys(files).sort((x, y) => {
      // Depth-first with each directory's entries in code-unit order.
      const xs = x.split('/');
      const ys = y.split('/');
      for (let i = 0; ; i++) {
        if (xs[i] !== ys[i]) return (xs[i] as string) < (ys[i] as string) ? -1 : 1;
      }
    });
    assert.deepEqual(await listWalk(t.root), expected);
    const sizes: number[] = [];
    for await (const batch of walkTreeBatches(t.root)) sizes.push(batch.length);
    assert.ok(sizes.length > 1 && sizes.every((n) => n > 0 && n <= 1024), `batches of ${sizes.join(', ')}`);
    assert.equal(sizes.reduce((a, b) => a + b, 0), expected.length);
    const controller = new AbortController();
    let seen = 0;
    await assert.rejects(
      (async () => {
        for await (const batch of walkTreeBatches(t.root, controller.signal)) {
          seen += batch.length;
          controller.abort();
        }
      })(),
      { name: 'AbortError' },
    );
    assert.ok(seen > 0 && seen < expected.length, `stopped after ${seen} files`);
  } finally {
    await t.remove();
  }
});

test('a walk over many entries that yield no file (ignored files, empty folders) still turns the event loop, so an abort stops it', async () => {
  const files: Record<string, string> = { '.gitignore': '*.log\n', 'z.ts': '' };
  for (let i = 0; i < 1100; i++) files[`logs/${i}.log`] = '';
  const t = await makeFixtureTree(files);
  try {
    const controller = new AbortController();
    // Runs at the walk's first turn of the event loop, before it reaches z.ts.
    setImmediate(() => controller.abort());
    await assert.rejects(listWalkWith(t.root, controller.signal), { name: 'AbortError' });
  } finally {
    await t.remove();
  }
});

test('a scan root that cannot be listed is an error naming it', async () => {
  await assert.rejects(listWalk('/nonexistent-m1nd-root'), /cannot list the scan root \/nonexistent-m1nd-root: .*ENOENT.*pass an existing, readable directory/);
});
