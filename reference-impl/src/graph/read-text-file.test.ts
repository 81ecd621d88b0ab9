import assert from 'node:assert/strict';
import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { MAX_FILE_BYTES, readTextFileSync, textFileReader } from './read-text-file.js';

test('a reader that keeps one buffer gives each file its own bytes in turn, as readTextFileSync does, and refuses the same files', async () => {
  const big = 'x'.repeat(200_000);
  const t = await makeFixtureTree({ 'a.ts': 'short', 'b.ts': big, 'c.ts': 'after the big one', 'empty.ts': '', 'bin.dat': 'a\u0000b' });
  try {
    await writeFile(path.join(t.root, 'over.txt'), Buffer.alloc(MAX_FILE_BYTES + 1, 97));
    await symlink(path.join(t.root, 'a.ts'), path.join(t.root, 'link.ts'));
    const read = textFileReader();
    for (const name of ['a.ts', 'b.ts', 'c.ts', 'a.ts', 'empty.ts', 'bin.dat', 'over.txt', 'link.ts', 'gone.ts', 'a.ts']) {
      const abs = path.join(t.root, name);
      const got = read(abs);
      const once = readTextFileSync(abs);
      assert.equal(got?.toString('utf8') ?? null, once?.toString('utf8') ?? null, name);
    }
    assert.equal(read(path.join(t.root, 'bin.dat')), null, 'a NUL byte: binary');
    assert.equal(read(path.join(t.root, 'over.txt')), null, 'over the cap');
    assert.equal(read(path.join(t.root, 'link.ts')), null, 'a symbolic link is not followed');
  } finally {
    await t.remove();
  }
});
