import assert from 'node:assert/strict';
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { walkTree } from './walk-tree.js';

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
