// Runs one CommonJS bundle of the reference (beside this file) with the V8 code cache the build made for it, so a
// start deserialises the bundle's compiled functions instead of parsing two megabytes of JavaScript again and
// compiling each function as it is first called (the server's cache holds those a short run compiled:
// train-code-cache.mjs). The
// cache's file name carries the bundle's SHA-256: a bundle rebuilt without its cache, or a cache from another
// bundle, is never applied; V8 itself rejects a cache from another V8 or other flags, and the bundle then
// compiles as usual.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
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

/**
 * Set only by the build (train-code-cache.mjs): the file a run writes its code cache to as it exits, holding every
 * function the run compiled, not only the top level.
 */
export const CACHE_OUT_VARIABLE = 'M1ND_BUILD_CODE_CACHE_OUT';

/** The cache a run leaves: every function compiled by then. The build keeps it only once a fresh start accepts it. */
function writeTrainedCache(script, out) {
  const part = `${out}.${process.pid}.part`;
  writeFileSync(part, script.createCachedData());
  renameSync(part, out);
}

/**
 * Whether V8 accepts the cache beside the bundle `name`.cjs in this process. Asked in a process that has not compiled
 * the bundle itself: V8 answers a compile of a source it compiled already from its own memory, whatever the cache.
 */
export function cacheAccepted(name) {
  const filename = fileURLToPath(new URL(`./${name}.cjs`, import.meta.url));
  const bytes = readFileSync(filename);
  const cachedData = readFileSync(cacheFileOf(filename, bytes));
  return new Script(wrapBundle(bytes.toString('utf8')), { filename, cachedData }).cachedDataRejected !== true;
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
  // Only the server is trained; the variable is not handed on to anything the run starts.
  const out = name === 'm1nd-mcp' ? process.env[CACHE_OUT_VARIABLE] : undefined;
  delete process.env[CACHE_OUT_VARIABLE];
  if (out) {
    // A training run changes no V8 flag (the server's tiering and collection flags tune speed only; the bytecode a
    // cache holds is the same): a cache carries a digest of the flags that differ from V8's defaults, and a start,
    // which has changed none yet, refuses a cache made under others.
    v8.setFlagsFromString = () => {};
    process.on('exit', () => writeTrainedCache(script, out));
  }
  script.runInThisContext()(module.exports, createRequire(filename), module, filename, dirname(filename));
}
