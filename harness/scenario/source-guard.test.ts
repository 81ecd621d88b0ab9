import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { SourceGuard } from './source-guard.js';

async function withRepo(fn: (repo: string) => Promise<void>): Promise<void> {
  const base = await mkdtemp(join(process.cwd(), '.source-guard-'));
  try {
    const repo = join(base, 'repo');
    await mkdir(join(repo, 'src'), { recursive: true });
    await writeFile(join(repo, 'src', 'a.ts'), 'export const a = 1;\n');
    await fn(repo);
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

test('an untouched repository verifies clean', () => withRepo(async (repo) => {
  const guard = new SourceGuard();
  await guard.record('app', repo);
  assert.deepEqual(await guard.verify(), []);
}));

test('a derived file dropped into a dot-directory is caught', () => withRepo(async (repo) => {
  const guard = new SourceGuard();
  await guard.record('app', repo);
  await mkdir(join(repo, '.m1nd'));
  await writeFile(join(repo, '.m1nd', 'x'), 'derived');
  const [problem] = await guard.verify();
  assert.match(problem ?? '', /repository "app" .* changed[\s\S]*\+ ".m1nd\/x" file/);
}));

test('a mode change is caught', () => withRepo(async (repo) => {
  const guard = new SourceGuard();
  await guard.record('app', repo);
  await chmod(join(repo, 'src', 'a.ts'), 0o600);
  assert.equal((await guard.verify()).length, 1);
}));

test('a deliberate edit followed by rebaseline is accepted', () => withRepo(async (repo) => {
  const guard = new SourceGuard();
  await guard.record('app', repo);
  await writeFile(join(repo, 'src', 'b.ts'), 'export const b = 2;\n');
  await guard.rebaseline('app');
  assert.deepEqual(await guard.verify(), []);
}));
