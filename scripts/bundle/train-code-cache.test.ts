import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { Script } from 'node:vm';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { cacheFileOf, wrapBundle } from './run-cached.mjs';
import { trainCodeCache } from './train-code-cache.mjs';

const bundle = fileURLToPath(new URL('../../reference-impl/dist/bundle/', import.meta.url));
const built = existsSync(join(bundle, 'm1nd-mcp.cjs'));

/** The training's runtime lies under the bundle: the server refuses one with an ancestor others can write. */
function publicAncestor(dir: string): string | null {
  for (let d = dir; ; d = dirname(d)) {
    if ((statSync(d).mode & 0o022) !== 0) return d;
    if (d === dirname(d)) return null;
  }
}
const cannotTrain = !built ? 'the bundle is not built (npm run build)' : publicAncestor(bundle) ? `${publicAncestor(bundle)} is writable by group or others, so no runtime below it is private` : false;

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
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return { bytes: readFileSync(cacheFileOf(filename, readFileSync(filename))), rejected: spawnSync(process.execPath, ['-e', probe], { env }).status !== 0 };
}

/** A copy whose compile-only cache is in place, and a way to replace its server's entry. */
function copyWithCompileOnlyCache(t: { after(fn: () => void): void }): { dir: string; compileOnly: Buffer; entry(text: string): void } {
  const dir = copyOfBundle();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const filename = join(dir, 'm1nd-mcp.cjs');
  const source = readFileSync(filename);
  const compileOnly = new Script(wrapBundle(source.toString('utf8')), { filename }).createCachedData();
  writeFileSync(cacheFileOf(filename, source), compileOnly);
  return { dir, compileOnly, entry: (text) => writeFileSync(join(dir, 'm1nd-mcp.js'), text) };
}

const leftovers = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.') || n.endsWith('.part'));

test('a trained cache holds more than the compile-only one, a fresh Node accepts it, and the training leaves nothing behind', { skip: cannotTrain }, async (t) => {
  const { dir, compileOnly } = copyWithCompileOnlyCache(t);
  assert.match(await trainCodeCache(dir, 'm1nd-mcp'), /^trained from a cold and a warm run/);
  const after = cacheOf(dir);
  assert.equal(after.rejected, false);
  assert.ok(after.bytes.length > compileOnly.length * 1.5, `${after.bytes.length} bytes against ${compileOnly.length} compiled alone`);
  assert.deepEqual(leftovers(dir), []);
});

test('a server that ends without answering leaves the compile-only cache as it was, whatever it wrote, and says why', { skip: built ? false : 'the bundle is not built (npm run build)' }, async (t) => {
  const { dir, compileOnly, entry } = copyWithCompileOnlyCache(t);
  // The entry spoils the cache it was told to write, and a part of one, then fails before any answer.
  entry("import { writeFileSync } from 'node:fs';\nconst out = process.env.M1ND_BUILD_CODE_CACHE_OUT;\nwriteFileSync(out, 'junk');\nwriteFileSync(`${out}.1.part`, 'junk');\nprocess.stderr.write('broken entry\\n');\nprocess.exit(1);\n");
  assert.match(await trainCodeCache(dir, 'm1nd-mcp'), /^not trained, the compile-only cache kept: the server ended with status 1 after 0 of 5 answers: broken entry/);
  assert.deepEqual(cacheOf(dir).bytes, compileOnly);
  assert.deepEqual(leftovers(dir), []);
});

test('a server that answers with errors, or writes what is not JSON-RPC, trains nothing', { skip: built ? false : 'the bundle is not built (npm run build)' }, async (t) => {
  const { dir, compileOnly, entry } = copyWithCompileOnlyCache(t);
  const answering = (answer: string) => `process.stdin.setEncoding('utf8');\nlet b = '';\nprocess.stdin.on('data', (d) => {\n  b += d;\n  for (let nl = b.indexOf('\\n'); nl >= 0; nl = b.indexOf('\\n')) {\n    const m = JSON.parse(b.slice(0, nl));\n    b = b.slice(nl + 1);\n    if (m.id !== undefined) process.stdout.write(${answer} + '\\n');\n  }\n});\n`;
  entry(answering("JSON.stringify({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'no such method' } })"));
  assert.match(await trainCodeCache(dir, 'm1nd-mcp'), /^not trained, the compile-only cache kept: initialize was answered with an error: .*no such method/);
  entry(answering("'m1nd says hello'"));
  assert.match(await trainCodeCache(dir, 'm1nd-mcp'), /^not trained, the compile-only cache kept: a line on stdout that is not JSON-RPC: m1nd says hello/);
  assert.deepEqual(cacheOf(dir).bytes, compileOnly);
  assert.deepEqual(leftovers(dir), []);
});

test('a trained cache a start would refuse is not kept', { skip: cannotTrain }, async (t) => {
  const { dir, compileOnly, entry } = copyWithCompileOnlyCache(t);
  // The real server runs and answers; after it has written its cache, the bytes are spoilt.
  entry("import { writeFileSync } from 'node:fs';\nimport { runCached } from './run-cached.mjs';\nconst out = process.env.M1ND_BUILD_CODE_CACHE_OUT;\nrunCached('m1nd-mcp');\nprocess.on('exit', () => writeFileSync(out, 'not a cache'));\n");
  assert.match(await trainCodeCache(dir, 'm1nd-mcp'), /^not trained, the compile-only cache kept: a start refuses the trained cache$/);
  assert.deepEqual(cacheOf(dir).bytes, compileOnly);
});

test('only the server writes a cache when told to; the agent CLI does not', { skip: built ? false : 'the bundle is not built (npm run build)' }, (t) => {
  const dir = copyOfBundle();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'cli-cache.bin');
  const ran = spawnSync(process.execPath, [join(dir, 'm1nd.js'), '--help'], { env: { PATH: process.env.PATH, M1ND_BUILD_CODE_CACHE_OUT: out } });
  assert.equal(ran.status, 0, String(ran.stderr));
  assert.equal(existsSync(out), false);
});
