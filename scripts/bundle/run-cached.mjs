// Runs one CommonJS bundle of the reference (beside this file) with the V8 code cache the build made for it, so a
// start deserialises the bundle's compiled top level instead of parsing two megabytes of JavaScript again. The
// cache's file name carries the bundle's SHA-256: a bundle rebuilt without its cache, or a cache from another
// bundle, is never applied; V8 itself rejects a cache from another V8 or other flags, and the bundle then
// compiles as usual.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/** The CommonJS wrapper, on the bundle's first line so its line numbers stay as they are. */
export function wrapBundle(source) {
  return `(function (exports, require, module, __filename, __dirname) {${source.replace(/^#!.*/, '')}\n})`;
}

/** Where the cache of the bundle at `filename`, whose bytes are `bytes`, lives. */
export function cacheFileOf(filename, bytes) {
  return `${filename}.${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.v8cache`;
}

export function runCached(name) {
  const filename = fileURLToPath(new URL(`./${name}.cjs`, import.meta.url));
  // Read as bytes, hashed as bytes, then made text once: reading it as text and hashing that text encodes two
  // megabytes again (about 20 ms of every start).
  const bytes = readFileSync(filename);
  const source = bytes.toString('utf8');
  let cachedData;
  try {
    cachedData = readFileSync(cacheFileOf(filename, bytes));
  } catch {
    cachedData = undefined;
  }
  const script = new Script(wrapBundle(source), { filename, cachedData });
  const module = { exports: {}, filename, id: '.', loaded: false };
  script.runInThisContext()(module.exports, createRequire(filename), module, filename, dirname(filename));
}
