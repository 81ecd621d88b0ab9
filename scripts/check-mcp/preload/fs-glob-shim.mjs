// node:fs plus a globSync for Node 20 covering the one shape the conformance CLI uses: `**/<file name>`.
import fs from 'node:fs';
import { basename, join, relative } from 'node:path';

export * from 'node:fs';
export default fs;

export const globSync = fs.globSync ?? function globSync(pattern, options = {}) {
  const m = /^\*\*\/([^*?[\]{}/]+)$/.exec(pattern);
  if (!m) throw new Error(`fs-glob-shim.mjs supports only "**/<file name>" patterns, not "${pattern}"; run on Node 22+ for full globSync`);
  const cwd = options.cwd ?? process.cwd();
  return fs.readdirSync(cwd, { recursive: true })
    .map(String)
    .filter((rel) => basename(rel) === m[1])
    .map((rel) => relative(cwd, join(cwd, rel)));
};
