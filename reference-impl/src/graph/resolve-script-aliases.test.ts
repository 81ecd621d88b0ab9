// Known answers for TypeScript's path aliases as the resolver applies them: which config governs a file, which
// pattern wins, what targets are relative to, and how a config's comments and trailing commas are read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FileLinks } from '../records/index.js';
import { plainJson, scriptConfigLinks } from './extract-script-config.js';
import { ScriptAliases } from './resolve-script-aliases.js';

function configs(files: Record<string, string>): FileLinks[] {
  return Object.entries(files).map(([p, text]) => {
    const links = scriptConfigLinks('/r', p, text);
    assert.ok(links, `${p} reads as a config`);
    return links;
  });
}

test('an exact pattern wins over a wildcard one, and of wildcards the longest prefix; targets are tried in order', () => {
  const a = new ScriptAliases(configs({ 'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '*': ['types/*'], '@app/core/*': ['core/*'], '@app/*': ['src/*', 'gen/*'], '@app/x': ['special/x'] } } }) }));
  assert.deepEqual(a.bases('src', '@app/core/log'), ['core/log']);
  assert.deepEqual(a.bases('src', '@app/util'), ['src/util', 'gen/util']);
  assert.deepEqual(a.bases('src', '@app/x'), ['special/x']);
  assert.deepEqual(a.bases('src', 'lodash'), ['types/lodash']);
});

test('targets are relative to baseUrl when one is set, else to the config that wrote the paths; a target leaving the tree is dropped', () => {
  const a = new ScriptAliases(configs({
    'pkg/tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: './src', paths: { '~/*': ['./*'], 'up/*': ['../../*', '../../../*'] } } }),
    'web/tsconfig.json': JSON.stringify({ extends: '../base/tsconfig.json' }),
    'base/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '~/*': ['./lib/*'] } } }),
  }));
  assert.deepEqual(a.bases('pkg/src/deep', '~/a'), ['pkg/src/a', 'pkg/src/~/a'], 'baseUrl also answers the specifier itself');
  assert.deepEqual(a.bases('pkg', 'up/x'), ['x', 'pkg/src/up/x'], 'pkg/src/../../x is the root\'s x; pkg/src/../../../x leaves the tree');
  assert.deepEqual(a.bases('web/src', '~/a'), ['base/lib/a'], 'an extended config\'s paths stay relative to it');
  assert.deepEqual(a.bases('other', '~/a'), [], 'no config governs a file outside every config\'s directory');
});

test('a config\'s own paths replace the ones it extends; a cycle of extends ends', () => {
  const a = new ScriptAliases(configs({
    'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { paths: { '@b/*': ['b/*'] } } }),
    'tsconfig.base.json': JSON.stringify({ extends: './tsconfig.json', compilerOptions: { baseUrl: '.', paths: { '@a/*': ['a/*'] } } }),
  }));
  assert.deepEqual(a.bases('src', '@a/x'), ['@a/x'], 'only baseUrl, inherited, answers @a');
  assert.deepEqual(a.bases('src', '@b/x'), ['b/x', '@b/x']);
});

test('a config is read as TypeScript reads it: comments and trailing commas allowed, a broken one gives no link material', () => {
  assert.deepEqual(JSON.parse(plainJson('{\n  // a "comment"\n  "a": "x//y", /* block, */ "b": [1, 2,],\n  "c": { "d": "\\"/*",  }, // end\n}\n')), { a: 'x//y', b: [1, 2], c: { d: '"/*' } });
  assert.deepEqual(JSON.parse(plainJson('[1, /* gap */ 2, // last\n]')), [1, 2]);
  assert.equal(scriptConfigLinks('/r', 'tsconfig.json', '{ "compilerOptions": '), null);
  assert.equal(scriptConfigLinks('/r', 'tsconfig.json', '[]'), null);
  const links = scriptConfigLinks('/r', 'tsconfig.json', '{ "extends": ["./a.json", "@tsconfig/node20/tsconfig.json"], "compilerOptions": { "paths": { "x": ["y", 3] } } }');
  assert.deepEqual([links?.imports, links?.bindings], [['./a.json'], [{ local: 'x', imported: null, from: 'y', space: 'path' }]], 'a package\'s config is outside the tree');
});
