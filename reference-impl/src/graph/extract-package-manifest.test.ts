// Known answers for what a package manifest keeps as link material: its name, workspace globs and entry points.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packageManifestLinks, pnpmPackages } from './extract-package-manifest.js';

const entries = (json: unknown) => packageManifestLinks('/r', 'p/package.json', JSON.stringify(json))?.bindings?.map((b) => `${b.local}=${b.from}`);

test('entry points: exports first (a string, conditions in the order written, or subpaths), then types, typings, module and main for the package itself', () => {
  assert.deepEqual(entries({ exports: './a.js', main: 'm.js' }), ['.=./a.js', '.=m.js']);
  assert.deepEqual(entries({ exports: { import: { types: './a.d.ts', default: './a.mjs' }, require: './a.cjs' } }), ['.=./a.d.ts', '.=./a.mjs', '.=./a.cjs']);
  assert.deepEqual(entries({ exports: { '.': './i.js', './x/*': { node: './x/*.js' }, './no': null } }), ['.=./i.js', './x/*=./x/*.js']);
  assert.deepEqual(entries({ main: 'm.js', typings: 't.d.ts', module: 'e.mjs', types: 'u.d.ts' }), ['.=u.d.ts', '.=t.d.ts', '.=e.mjs', '.=m.js']);
  assert.deepEqual(entries({}), []);
});

test('name and workspaces: the name is the namespace, the globs (an array, or workspaces.packages) the open namespaces; no JSON object is no manifest', () => {
  const a = packageManifestLinks('/r', 'package.json', JSON.stringify({ name: '@o/a', workspaces: ['x/*', 3] }));
  assert.deepEqual([a?.namespace, a?.open_namespaces], ['@o/a', ['x/*']]);
  const b = packageManifestLinks('/r', 'package.json', JSON.stringify({ workspaces: { packages: ['y/*'], nohoist: ['z'] } }));
  assert.deepEqual([b?.namespace, b?.open_namespaces], [null, ['y/*']]);
  assert.equal(packageManifestLinks('/r', 'package.json', '{ "name": '), null);
  assert.equal(packageManifestLinks('/r', 'package.json', '"text"'), null);
});

test('a pnpm-workspace.yaml\'s packages: its list items, quoted or not, comments aside, until the next key', () => {
  assert.deepEqual(pnpmPackages('packages:\n  - apps/*\n  - "libs/**"   # deep\n\n  - \'!libs/old\'\ncatalog:\n  - not-a-package\n'), ['apps/*', 'libs/**', '!libs/old']);
  assert.deepEqual(pnpmPackages('catalog:\n  react: 18\n'), []);
});
