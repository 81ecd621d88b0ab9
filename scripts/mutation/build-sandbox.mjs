#!/usr/bin/env node
// The build of a mutation sandbox (scripts/mutation.mjs): compiles the instrumented reference, then makes each
// built entry point first import child-coverage.mjs. Only sandboxes under .stryker-tmp-<folder>/ are ever changed.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.cwd();
if (!root.split('/').some((part) => part.startsWith('.stryker-tmp'))) {
  console.error(`build-sandbox: ${root} is not a mutation sandbox (.stryker-tmp-<folder>/...); npm run mutation runs it in each sandbox`);
  process.exit(2);
}
const tsc = spawnSync('npx', ['tsc', '-p', 'reference-impl/tsconfig.json'], { cwd: root, stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
const bin = join(root, 'reference-impl', 'dist', 'bin');
const line = `import ${JSON.stringify(pathToFileURL(join(root, 'scripts', 'mutation', 'child-coverage.mjs')).href)};\n`;
for (const name of readdirSync(bin).filter((n) => n.endsWith('.js'))) {
  const file = join(bin, name);
  const text = readFileSync(file, 'utf8');
  if (text.includes(line)) continue;
  // A shebang must stay the first line.
  const at = text.startsWith('#!') ? text.indexOf('\n') + 1 : 0;
  writeFileSync(file, `${text.slice(0, at)}${line}${text.slice(at)}`);
  console.log(`build-sandbox: ${relative(root, file)} reports its coverage`);
}
