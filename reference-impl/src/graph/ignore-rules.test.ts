import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isIgnored, parseIgnoreFile } from './ignore-rules.js';

const ignored = (gitignore: string, rel: string, isDir = false, base = '') =>
  isIgnored([parseIgnoreFile(gitignore, base)], rel, isDir);

test('blank lines and comments match nothing; escaped # and ! are patterns', () => {
  assert.equal(ignored('\n\n', 'a'), false);
  assert.equal(ignored('# note', '# note'), false);
  assert.equal(ignored('\\#hash', '#hash'), true);
  assert.equal(ignored('\\!bang', '!bang'), true);
});

test('names compare case-sensitively, as git does on Linux', () => {
  assert.equal(ignored('*.md', 'README.MD'), false);
  assert.equal(ignored('Build/', 'build', true), false);
});

test('an unanchored name matches at any depth, files and directories alike', () => {
  assert.equal(ignored('build', 'build', true), true);
  assert.equal(ignored('build', 'a/b/build', true), true);
  assert.equal(ignored('build', 'a/build.txt'), false);
  assert.equal(ignored('*.log', 'deep/x/err.log'), true);
  assert.equal(ignored('*.log', 'err.log.txt'), false);
});

test('a leading or middle slash anchors the pattern to the .gitignore directory', () => {
  assert.equal(ignored('/out', 'out', true), true);
  assert.equal(ignored('/out', 'src/out', true), false);
  assert.equal(ignored('doc/*.md', 'doc/a.md'), true);
  assert.equal(ignored('doc/*.md', 'x/doc/a.md'), false);
  assert.equal(ignored('doc/*.md', 'doc/sub/a.md'), false, '* never crosses a slash');
});

test('a trailing slash matches directories only', () => {
  assert.equal(ignored('cache/', 'cache', true), true);
  assert.equal(ignored('cache/', 'cache', false), false);
  assert.equal(ignored('cache/', 'x/cache', true), true);
});

test('** spans zero or more directories', () => {
  assert.equal(ignored('**/gen', 'gen', true), true);
  assert.equal(ignored('**/gen', 'a/b/gen', true), true);
  assert.equal(ignored('a/**/z.txt', 'a/z.txt'), true);
  assert.equal(ignored('a/**/z.txt', 'a/b/c/z.txt'), true);
  assert.equal(ignored('logs/**', 'logs/x/y.txt'), true);
  assert.equal(ignored('logs/**', 'logs', true), false, 'trailing /** matches what is inside only');
});

test('? matches one character and [] a class, neither a slash', () => {
  assert.equal(ignored('file?.txt', 'file1.txt'), true);
  assert.equal(ignored('file?.txt', 'file10.txt'), false);
  assert.equal(ignored('v[0-9].js', 'v7.js'), true);
  assert.equal(ignored('v[!0-9].js', 'v7.js'), false);
  assert.equal(ignored('v[!0-9].js', 'vx.js'), true);
});

test('the last matching rule wins, so ! re-includes', () => {
  assert.equal(ignored('*.log\n!keep.log', 'keep.log'), false);
  assert.equal(ignored('*.log\n!keep.log', 'drop.log'), true);
  assert.equal(ignored('!keep.log\n*.log', 'keep.log'), true);
});

test('rules of a nested .gitignore apply below its directory only, after the outer ones', () => {
  const rules = [parseIgnoreFile('*.tmp\n', ''), parseIgnoreFile('!keep.tmp\n/local\n', 'sub')];
  assert.equal(isIgnored(rules, 'sub/keep.tmp', false), false);
  assert.equal(isIgnored(rules, 'keep.tmp', false), true);
  assert.equal(isIgnored(rules, 'sub/local', false), true);
  assert.equal(isIgnored(rules, 'local', false), false);
  assert.equal(isIgnored(rules, 'sub/x/local', false), false);
});

test('regex metacharacters in names are literal; trailing spaces are trimmed unless escaped', () => {
  assert.equal(ignored('a+b(1).txt', 'a+b(1).txt'), true);
  assert.equal(ignored('a.txt   ', 'a.txt'), true);
  assert.equal(ignored('a.txt\\ ', 'a.txt '), true);
  assert.equal(ignored('a.txt', 'aXtxt'), false);
});

test('a directory an outer file excludes and an inner file re-includes is judged inside by each path itself', () => {
  const rules = [parseIgnoreFile('build/\n*.log\n', ''), parseIgnoreFile('!build/\n', 'sub')];
  assert.equal(isIgnored(rules, 'sub/build', true), false);
  assert.equal(isIgnored(rules, 'sub/build/out.js', false), false);
  assert.equal(isIgnored(rules, 'sub/build/deep/out.js', false), false);
  assert.equal(isIgnored(rules, 'sub/build/err.log', false), true, 'the outer file still judges the path itself');
  assert.equal(isIgnored(rules, 'build', true), true);
});
