import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { diffTreeListings, digestTree, listTree } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function tree(): Promise<string> {
  const dir = await mkdtemp(`${SCRATCH}/digest-`);
  await mkdir(join(dir, 'src'));
  await mkdir(join(dir, '.git'));
  await writeFile(join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
  await writeFile(join(dir, '.gitignore'), 'build/\n');
  await writeFile(join(dir, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  await symlink('src/a.ts', join(dir, 'link'));
  return dir;
}

test('the digest is stable for an unchanged tree', async () => {
  const dir = await tree();
  assert.equal(await digestTree(dir), await digestTree(dir));
});

const changes: [string, (dir: string) => Promise<void>][] = [
  ['a new file in a dot-dir', (d) => writeFile(join(d, '.git', 'index'), '')],
  ['a mode change', (d) => chmod(join(d, 'src', 'a.ts'), 0o600)],
  ['an empty dir', (d) => mkdir(join(d, 'empty'))],
  ['a symlink retarget', async (d) => { await rm(join(d, 'link')); await symlink('.gitignore', join(d, 'link')); }],
  ['an ignored file', async (d) => { await mkdir(join(d, 'build')); await writeFile(join(d, 'build', 'out.js'), ''); }],
  ['a byte change', (d) => writeFile(join(d, 'src', 'a.ts'), 'export const a = 2;\n')],
  ['a rename', async (d) => { await writeFile(join(d, 'src', 'b.ts'), 'export const a = 1;\n'); await rm(join(d, 'src', 'a.ts')); }],
  ['a mode change of the root', (d) => chmod(d, 0o755)],
];

for (const [what, change] of changes) {
  test(`${what} changes the digest and shows in the listing diff`, async () => {
    const dir = await tree();
    await chmod(dir, 0o700);
    const before = await digestTree(dir);
    const listed = await listTree(dir);
    await change(dir);
    assert.notEqual(await digestTree(dir), before);
    assert.ok(diffTreeListings(listed, await listTree(dir)).length > 0);
  });
}

test('symlinks are not followed', async () => {
  const dir = await tree();
  await symlink('/etc', join(dir, 'outside'));
  const listed = await listTree(dir);
  assert.ok(listed.includes('"outside" symlink 0777 -> "/etc"'));
  assert.ok(!listed.some((l) => l.startsWith('"outside/')));
});

test('a missing tree is a clear error', async () => {
  await assert.rejects(digestTree(`${SCRATCH}/does-not-exist`), /cannot read .*does-not-exist while digesting/);
});
