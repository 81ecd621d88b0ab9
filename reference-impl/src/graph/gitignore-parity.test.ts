// The scan's .gitignore verdicts against git's own, path by path, on a tree that exercises every rule form.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { makeFixtureTree } from './fixture-tree.js';
import { isIgnored, parseIgnoreFile, type IgnoreFile } from './ignore-rules.js';
import { walkTree } from './walk-tree.js';

const GITIGNORES: Record<string, string> = {
  '.gitignore': [
    '# a comment, then a blank line',
    '',
    '*.log',
    '!keep.log',
    'build/',
    '/top-only.txt',
    'docs/**/*.tmp',
    '**/gen',
    'logs/**',
    'vendor/',
    '!vendor/keep.ts',
    'dist',
    'a/*/c.txt',
    '[Tt]emp?.txt',
    '\\#hash.txt',
    '\\!bang.txt',
    'spaced.txt   ',
    'tail\\ ',
    'tmp*/',
    '*.gen.ts',
    '',
  ].join('\n'),
  'sub/.gitignore': '!debug.log\n/local\nsecret/\n!build/\nnested/*.md\n',
  'sub/deep/.gitignore': '*.txt\r\n!important.txt\r\n',
  'pkg/.gitignore': '/out\n!keep.log\n*.log\n!dist\nw*/\n',
  // Re-includes a directory with glob characters, a backslash and a trailing space in its name.
  'pkg/lib/.gitignore': '!w*/\n',
};

const FILES = [
  'a.ts', 'debug.log', 'keep.log', 'app.log.txt', 'build/out.js', 'lib/build', 'top-only.txt',
  'docs/x.tmp', 'docs/a/b/y.tmp', 'docs/a/b/y.txt', 'other/docs/z.tmp', 'gen/g.ts', 'src/gen/h.ts', 'src/generated.ts',
  'logs/today.txt', 'logs/old/y.txt', 'vendor/keep.ts', 'vendor/drop.ts', 'dist/bundle.js', 'lib/dist',
  'a/b/c.txt', 'a/b/x/c.txt', 'Temp1.txt', 'temp2.txt', 'tempXX.txt', 'TEMP3.txt', '#hash.txt', '!bang.txt',
  'spaced.txt', 'tail ', 'tail', 'tmpdir/f.ts', 'tmpfile', 'x.gen.ts', 'with space.ts',
  'sub/debug.log', 'sub/other.log', 'sub/local', 'sub/x/local', 'local', 'sub/top-only.txt', 'sub/secret/k.txt',
  'sub/build/out.js', 'sub/build/app.log', 'sub/build/inner/keep.ts',
  'sub/nested/a.md', 'sub/nested/UPPER.MD', 'sub/nested/deeper/b.md',
  'sub/deep/a.txt', 'sub/deep/important.txt', 'sub/deep/more/b.txt', 'sub/deep/code.ts',
  'pkg/out/o.js', 'pkg/src/out/o.js', 'pkg/keep.log', 'pkg/dist/d.js', 'pkg/README.md',
  'pkg/w1/f.ts', 'pkg/lib/w[1]*?\\ x /f.ts', 'pkg/lib/w[1]*?\\ x /g.log',
];

/** git with no system, global or user configuration and no templates: only the tree's .gitignore files speak. */
function git(root: string, home: string, args: string[], input = ''): string {
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, XDG_CONFIG_HOME: path.join(home, 'xdg'), LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CEILING_DIRECTORIES: path.dirname(root),
  };
  const run = spawnSync('git', ['-C', root, ...args], { env, input, encoding: 'utf8' });
  assert.ok(run.status === 0 || run.status === 1, `git ${args.join(' ')} failed (${run.status}): ${run.stderr}`);
  return run.stdout;
}

/** Every path under root but .git, directories included, '/'-separated. */
function listPaths(root: string, rel = ''): { rel: string; isDir: boolean }[] {
  const out: { rel: string; isDir: boolean }[] = [];
  for (const e of readdirSync(path.join(root, rel), { withFileTypes: true })) {
    if (e.name === '.git') continue;
    const child = rel === '' ? e.name : `${rel}/${e.name}`;
    out.push({ rel: child, isDir: e.isDirectory() });
    if (e.isDirectory()) out.push(...listPaths(root, child));
  }
  return out;
}

/** The module's verdict for every path, reached the way the walk reaches it: nothing inside an ignored directory is asked. */
function judgeTree(root: string, rel = '', inherited: readonly IgnoreFile[] = [], verdicts = new Map<string, boolean>()): Map<string, boolean> {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true }).filter((e) => e.name !== '.git');
  const local = entries.some((e) => e.name === '.gitignore' && e.isFile());
  const rules = local ? [...inherited, parseIgnoreFile(readFileSync(path.join(root, rel, '.gitignore'), 'utf8'), rel)] : inherited;
  for (const e of entries) {
    const child = rel === '' ? e.name : `${rel}/${e.name}`;
    const ignored = isIgnored(rules, child, e.isDirectory());
    verdicts.set(child, ignored);
    if (!e.isDirectory()) continue;
    if (ignored) for (const inner of listPaths(root, child)) verdicts.set(inner.rel, true);
    else judgeTree(root, child, rules, verdicts);
  }
  return verdicts;
}

test('every path of a tree with root and nested .gitignore files is ignored exactly when git says so', async () => {
  const tree = await makeFixtureTree({ ...GITIGNORES, ...Object.fromEntries(FILES.map((f) => [f, ''])) });
  const home = mkdtempSync('/var/tmp/m1nd-graph-home-');
  try {
    git(tree.root, home, ['init', '-q', '--template=']);
    const paths = listPaths(tree.root);
    const out = git(tree.root, home, ['check-ignore', '--no-index', '-v', '-n', '-z', '--stdin'], paths.map((p) => p.rel).join('\0'));
    const fields = out.split('\0');
    const byGit = new Map<string, boolean>();
    for (let i = 0; i + 3 < fields.length; i += 4) {
      const pattern = fields[i + 2] as string;
      byGit.set(fields[i + 3] as string, pattern !== '' && !pattern.startsWith('!'));
    }
    assert.equal(byGit.size, paths.length, 'git answered for every path');
    const ours = judgeTree(tree.root);
    const differ = paths.filter((p) => ours.get(p.rel) !== byGit.get(p.rel)).map((p) => `${p.rel}${p.isDir ? '/' : ''}: git ${byGit.get(p.rel) ? 'ignores' : 'keeps'} it`);
    assert.deepEqual(differ, []);
    assert.ok([...byGit.values()].filter(Boolean).length >= 30, 'the fixture ignores a good share of its paths');

    const walked: string[] = [];
    for await (const e of walkTree(tree.root)) walked.push(e.relPath);
    const listed = git(tree.root, home, ['ls-files', '--others', '--exclude-standard', '-z']).split('\0').filter((p) => p !== '');
    assert.deepEqual(walked.sort(), listed.sort(), 'the walk yields exactly the untracked files git would add');
  } finally {
    await tree.remove();
    rmSync(home, { recursive: true, force: true });
  }
});
