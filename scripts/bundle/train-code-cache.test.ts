import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Script } from 'node:vm';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { cacheFileOf, wrapBundle } from './run-cached.mjs';
import { trainCodeCache } from './train-code-cache.mjs';

const bundle = fileURLToPath(new URL('../../reference-impl/dist/bundle/', import.meta.url));
const built = existsSync(join(bundle, 'm1nd-mcp.cjs'));

/**
 * A copy of the built bundle inside the bundle's own folder, so the copy resolves web-tree-sitter as the bundle does
 * and the harness, which skips that folder when it judges whether the bundle is current, never sees it.
 */
function copyOfBundle(): string {
  const dir = mkdtempSync(join(bundle, '.train-test-'));
  for (const name of readdirSync(bundle)) if (!name.startsWith('.')) cpSync(join(bundle, name), join(dir, name));
  return dir;
}

/** The cache beside the copy's server bundle, and whether a fresh Node accepts it (this one compiled the bundle). */
function cacheOf(dir: string): { bytes: Buffer; rejected: boolean } {
  const filename = join(dir, 'm1nd-mcp.cjs');
  const probe = `import(${JSON.stringify(pathToFileURL(join(dir, 'run-cached.mjs')).href)}).then((m) => process.exit(m.cacheAccepted('m1nd-mcp') ? 0 : 1))`;
  return { bytes: readFileSync(cacheFileOf(filename, readFileSync(filename))), rejected: spawnSync(process.execPath, ['-e', probe]).status !== 0 };
}

test('a trained cache holds more than the compile-only one, this V8 accepts it, and the training leaves nothing behind', { skip: built ? false : 'the bundle is not built (npm run build)' }, async (t) => {
  const dir = copyOfBundle();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const filename = join(dir, 'm1nd-mcp.cjs');
  const source = readFileSync(filename);
  writeFileSync(cacheFileOf(filename, source), new Script(wrapBundle(source.toString('utf8')), { filename }).createCachedData());
  const before = cacheOf(dir).bytes.length;
  assert.match(await trainCodeCache(dir, 'm1nd-mcp'), /^trained from a cold and a warm run/);
  const after = cacheOf(dir);
  assert.equal(after.rejected, false);
  assert.ok(after.bytes.length > before * 1.5, `${after.bytes.length} bytes against ${before} compiled alone`);
  assert.deepEqual(readdirSync(dir).filter((n) => n.startsWith('.') || n.endsWith('.part')), []);
});

test('a server that cannot run leaves the compile-only cache as it was, and says why', { skip: built ? false : 'the bundle is not built (npm run build)' }, async (t) => {
  const dir = copyOfBundle();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const filename = join(dir, 'm1nd-mcp.cjs');
  const source = readFileSync(filename);
  const compileOnly = new Script(wrapBundle(source.toString('utf8')), { filename }).createCachedData();
  writeFileSync(cacheFileOf(filename, source), compileOnly);
  // The entry fails before the bundle runs: the runs end with status 1 and no answer.
  writeFileSync(join(dir, 'm1nd-mcp.js'), "process.stderr.write('broken entry\\n');\nprocess.exit(1);\n");
  assert.match(await trainCodeCache(dir, 'm1nd-mcp'), /^not trained, the compile-only cache kept: the server ended with status 1 after 0 of 5 answers: broken entry/);
  assert.deepEqual(cacheOf(dir).bytes, compileOnly);
  assert.deepEqual(readdirSync(dir).filter((n) => n.startsWith('.')), []);
});
