import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LINKED_IMPORTS, LINKED_REPO, wideFile, wideRepo } from './index.js';

test('every import LINKED_REPO declares is written in the importer and names an existing file', () => {
  for (const [importer, imported] of LINKED_IMPORTS) {
    const text = LINKED_REPO.files[importer];
    assert.ok(text !== undefined && LINKED_REPO.files[imported] !== undefined, `${importer} -> ${imported}`);
    const module = imported.split('/').at(-1)?.replace(/\.(ts|py)$/, '') ?? '';
    // `from './x'` (or Python's `from .x`), or a bare side-effect `import './x'`.
    assert.match(text, new RegExp(`(?:from|import) '?\\.{1,2}/?${module}`), `${importer} imports ${module}`);
    assert.ok(!(LINKED_REPO.files[imported] ?? '').includes(importer.split('/').at(-1)?.replace(/\.(ts|py)$/, '') ?? '?'), `${imported} does not import back`);
  }
});

test('wideRepo writes count numbered files and the needle in the last one only', () => {
  const spec = wideRepo(3, 'needleSymbol');
  assert.deepEqual(Object.keys(spec.files).sort(), ['README.md', wideFile(1), wideFile(2), wideFile(3)].sort());
  assert.equal(wideFile(3), 'src/wide/part0003.ts');
  assert.match(spec.files[wideFile(3)] ?? '', /function needleSymbol\(/);
  assert.equal(Object.values(spec.files).filter((t) => t.includes('needleSymbol')).length, 1);
  assert.throws(() => wideRepo(0, 'x'), /at least one file/);
});
