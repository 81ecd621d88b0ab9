#!/usr/bin/env node
// `npm run flake -- [--runs N] [--parallel K] [-- run options…]`: runs the battery N times (alternating serial
// and CUCUMBER_PARALLEL=K runs when --parallel is given) and lists every scenario whose outcome varied. Writes
// reports/flake.json; exits 1 when any scenario varied. Options after `--` go to every `run` (e.g. --area).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run flake -- [--runs N] [--parallel K] [-- <run options, e.g. --area presence>]';
const split = process.argv.indexOf('--', 2);
const own = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const passThrough = split < 0 ? [] : process.argv.slice(split + 1);
let values;
try {
  ({ values } = parseArgs({ args: own, options: { runs: { type: 'string', default: '5' }, parallel: { type: 'string' }, help: { type: 'boolean' } } }));
} catch (error) {
  console.error(`${error.message}; ${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(values.runs);
const parallel = values.parallel === undefined ? 0 : Number(values.parallel);
if (!Number.isInteger(runs) || runs < 2 || runs > 100) {
  console.error(`--runs must be a whole number from 2 to 100 (got ${values.runs}); ${USAGE}`);
  process.exit(2);
}
if (!Number.isInteger(parallel) || parallel < 0 || parallel > 16) {
  console.error(`--parallel must be a whole number from 1 to 16 (got ${values.parallel}); ${USAGE}`);
  process.exit(2);
}

const root = new URL('..', import.meta.url).pathname;
const base = join(root, 'reports', 'flake');
mkdirSync(base, { recursive: true });
/** outcome per scenario id, per run */
const seen = new Map();
const modes = [];
const started = Date.now();
for (let i = 1; i <= runs; i++) {
  const workers = parallel > 0 && i % 2 === 0 ? parallel : 0;
  modes.push(workers === 0 ? 'serial' : `parallel ${workers}`);
  const dir = join(base, `run-${i}`);
  console.error(`flake: run ${i}/${runs} (${modes.at(-1)}) → ${dir}`);
  const env = { ...process.env, CUCUMBER_PARALLEL: String(workers) };
  spawnSync(process.execPath, ['harness/cli/bin.mjs', 'run', '--report-dir', dir, ...passThrough], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  const report = join(dir, 'conformance.json');
  if (!existsSync(report)) {
    console.error(`flake: run ${i} wrote no ${report}; see its output above`);
    process.exit(1);
  }
  for (const s of JSON.parse(readFileSync(report, 'utf8')).scenarios) {
    const id = s.id ?? `${s.uri}:${s.line} ${s.name}`;
    if (!seen.has(id)) seen.set(id, new Array(runs).fill('absent'));
    seen.get(id)[i - 1] = s.status;
  }
}
const varied = [...seen.entries()].filter(([, outcomes]) => new Set(outcomes).size > 1).map(([id, outcomes]) => ({ id, outcomes }));
const summary = { runs, modes, scenarios: seen.size, varied: varied.length, minutes: Math.round((Date.now() - started) / 600) / 100, at: new Date().toISOString(), scenarios_varied: varied };
writeFileSync(join(root, 'reports', 'flake.json'), `${JSON.stringify(summary, null, 2)}\n`);
for (const v of varied) console.log(`varied: ${v.id} — ${v.outcomes.join(', ')}`);
console.log(`${seen.size} scenarios over ${runs} runs (${modes.join(', ')}): ${varied.length} varied; reports/flake.json`);
process.exit(varied.length === 0 ? 0 : 1);
