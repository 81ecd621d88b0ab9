#!/usr/bin/env node
// `npm run fuzz [-- --runs N] [--seed S]`: the robustness area with a long generated campaign (10,000 inputs
// per scenario by default) against the bundled reference, reports in reports/fuzz/. The seed is printed.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' }, impl: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log('usage: npm run fuzz -- [--runs N] [--seed S] [--impl adapter.json]   (default 10000 runs, a fresh seed)');
  process.exit(0);
}
if (!/^\d+$/.test(values.runs)) {
  console.error(`--runs must be a whole number (got ${values.runs}); try --runs 10000`);
  process.exit(2);
}
const env = { ...process.env, M1ND_FUZZ_RUNS: values.runs, ...(values.seed ? { M1ND_FUZZ_SEED: values.seed } : {}) };
const args = ['harness/cli/bin.mjs', 'run', '--area', 'robustness', '--report-dir', 'reports/fuzz', ...(values.impl ? ['--impl', values.impl] : [])];
const run = spawnSync(process.execPath, args, { stdio: 'inherit', env });
process.exit(run.status ?? 1);
