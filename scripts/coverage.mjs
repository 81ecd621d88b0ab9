#!/usr/bin/env node
// `npm run coverage`: c8 coverage of reference-impl from the battery alone (no unit tests). The battery's
// children inherit NODE_V8_COVERAGE and exit cleanly on SIGTERM, so every server process writes its coverage.
// Writes HTML to reports/coverage/ and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'reports', 'coverage');
const temp = join(root, 'reports', '.coverage-tmp');
const c8 = join(dirname(createRequire(import.meta.url).resolve('c8/package.json')), 'bin', 'c8.js');
rmSync(out, { recursive: true, force: true });

const args = [
  c8,
  '--temp-directory', temp,
  '--report-dir', out,
  '--reporter', 'html', '--reporter', 'json-summary',
  '--include', 'reference-impl/src/**', '--include', 'reference-impl/dist/**',
  '--exclude', '**/*.test.*', '--exclude', '**/*.test-support.*', '--exclude', '**/test-support.*',
  '--exclude-after-remap',
  process.execPath, 'harness/cli/bin.mjs', 'run', '--report-dir', 'reports/coverage-battery', ...process.argv.slice(2),
];
// The module entries, not the bundle: their source maps lead back to reference-impl/src.
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, M1ND_REFERENCE_BUNDLE: '0' } });
rmSync(temp, { recursive: true, force: true });

const summaryFile = join(out, 'coverage-summary.json');
if (!existsSync(summaryFile)) {
  console.log(`coverage: c8 wrote no summary (${relative(root, summaryFile)}); battery exit status ${run.status}`);
  process.exit(run.status || 1);
}
const total = JSON.parse(readFileSync(summaryFile, 'utf8')).total;
const pct = (k) => `${k} ${total[k].pct}% (${total[k].covered}/${total[k].total})`;
const files = Object.keys(JSON.parse(readFileSync(summaryFile, 'utf8'))).length - 1;
console.log(`coverage of reference-impl from the battery: ${['lines', 'branches', 'functions'].map(pct).join(', ')} over ${files} files — ${relative(root, join(out, 'index.html'))}`);
process.exit(run.status ?? 1);
