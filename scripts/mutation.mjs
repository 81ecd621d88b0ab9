#!/usr/bin/env node
// `npm run mutation -- --folder NAME`: mutation testing of one folder of the reference with StrykerJS, the
// battery's scenarios of that folder's feature areas as the tests. Not part of `npm test`: minutes to hours a
// folder. The mutated code runs in server children, which report the coverage they reach to the harness
// (scripts/mutation/, harness/env/mutation-coverage.ts), so each mutant reruns only the
// scenarios that reached it. Incremental: a rerun tests only mutants in code or scenarios that changed since
// the last run.
// Writes reports/mutation/<folder>/ (index.html, mutation.json) and the score table in reports/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;

/** Each folder with the feature areas whose scenarios exercise it. */
const FOLDERS = {
  launcher: ['features/bootstrap'],
  refresh: ['features/refresh'],
  policy: ['features/policy', 'features/birth/wire-birth.feature'],
  http: ['features/http'],
  'agent-cli': ['features/agent-cli'],
  birth: ['features/birth'],
  lifecycle: ['features/lifecycle'],
  bootstrap: ['features/bootstrap', 'features/lifecycle'],
  paths: ['features/refresh', 'features/bootstrap'],
  'system-blocks': ['features/system-blocks'],
  presence: ['features/presence'],
};

const USAGE = `usage: npm run mutation -- --folder NAME [--features PATH,...] [--concurrency N] [--fresh]

  --folder NAME       the folder of reference-impl/src to mutate: ${Object.keys(FOLDERS).join(', ')}
  --features PATHS    feature files or folders to run instead of the folder's own areas (comma-separated)
  --concurrency N     parallel mutant runs (default 1: each run starts servers of its own)
  --fresh             forget the previous run's results and test every mutant again`;

let args;
try {
  args = parseArgs({ options: { folder: { type: 'string' }, features: { type: 'string' }, concurrency: { type: 'string' }, fresh: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const folder = args.folder;
if (!folder || !existsSync(join(root, 'reference-impl', 'src', folder))) {
  console.error(`${folder ? `no folder reference-impl/src/${folder}` : '--folder is required'}\n${USAGE}`);
  process.exit(2);
}
const features = args.features ? args.features.split(',').map((f) => f.trim()).filter(Boolean) : FOLDERS[folder];
if (!features) {
  console.error(`no feature areas are known for ${folder}; pass --features PATH,... (e.g. features/refresh)`);
  process.exit(2);
}
const concurrency = Number.parseInt(args.concurrency ?? '1', 10);
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error(`--concurrency ${args.concurrency} is not a positive whole number`);
  process.exit(2);
}

const out = join('reports', 'mutation', folder);
mkdirSync(join(root, out), { recursive: true });
const config = {
  $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  plugins: ['@stryker-mutator/cucumber-runner'],
  testRunner: 'cucumber',
  cucumber: { features },
  mutate: [`reference-impl/src/${folder}/**/*.ts`, '!**/*.test.ts', '!**/*test-support.ts'],
  // The battery runs the built reference: each sandbox rebuilds it from the instrumented sources, and its
  // entry points report the coverage their children reach.
  buildCommand: 'node scripts/mutation/build-sandbox.mjs',
  // Instrumented sources do not type-check; TypeScript 7 has no compiler API for Stryker's tsconfig rewriting.
  disableTypeChecks: 'reference-impl/src/**/*.ts',
  tsconfigFile: 'no-tsconfig-rewriting.json',
  coverageAnalysis: 'perTest',
  concurrency,
  timeoutFactor: 2,
  timeoutMS: 60_000,
  incremental: true,
  force: args.fresh === true,
  incrementalFile: join(out, 'incremental.json'),
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: join(out, 'index.html') },
  jsonReporter: { fileName: join(out, 'mutation.json') },
  ignorePatterns: ['/reports', '/reference-impl/dist', '/.stryker-tmp*', '/coverage'],
  // One sandbox folder per mutated folder, so runs of two folders can go side by side.
  tempDirName: `.stryker-tmp-${folder}`,
};
const configFile = join(out, 'stryker.config.json');
writeFileSync(join(root, configFile), `${JSON.stringify(config, null, 2)}\n`);
console.log(`mutation testing reference-impl/src/${folder} against ${features.join(', ')} (config ${configFile})`);
// Stryker runs its own workers side by side; each runs its scenarios on one Cucumber worker.
const run = spawnSync('npx', ['stryker', 'run', configFile], { cwd: root, stdio: 'inherit', env: { ...process.env, CUCUMBER_PARALLEL: process.env.CUCUMBER_PARALLEL ?? '1' } });

const result = join(root, out, 'mutation.json');
if (!existsSync(result)) {
  console.error(`no ${join(out, 'mutation.json')}: Stryker ended with status ${run.status} before reporting`);
  process.exit(run.status || 1);
}
const score = scoreOf(JSON.parse(readFileSync(result, 'utf8')));
writeScoreRow(folder, features, score);
console.log(`${folder}: mutation score ${score.percent} (${score.killed} killed, ${score.survived} survived, ${score.noCoverage} without coverage, ${score.timeout} timed out, ${score.errors} errors)`);
process.exit(run.status ?? 1);

/** Killed and timed-out mutants over all valid ones, as Stryker counts a score. */
function scoreOf(report) {
  const counts = { Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 };
  for (const file of Object.values(report.files ?? {})) for (const m of file.mutants ?? []) counts[m.status] = (counts[m.status] ?? 0) + 1;
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  return {
    killed: counts.Killed, timeout: counts.Timeout, survived: counts.Survived, noCoverage: counts.NoCoverage,
    errors: counts.CompileError + counts.RuntimeError,
    percent: valid === 0 ? 'n/a' : `${((detected * 100) / valid).toFixed(1)}%`,
  };
}

/** The folder's row in the score table of reports/README.md (the one committed page of reports/). */
function writeScoreRow(name, areas, s) {
  const readme = join(root, 'reports', 'README.md');
  const text = readFileSync(readme, 'utf8');
  const begin = '<!-- mutation-scores -->';
  const end = '<!-- /mutation-scores -->';
  const header = '| folder | scenarios | score | killed | timed out | survived | errors | measured |\n|---|---|---|---|---|---|---|---|';
  const rows = new Map();
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (start >= 0 && stop > start) {
    for (const line of text.slice(start, stop).split('\n')) {
      const m = /^\| `([^`]+)` \|/.exec(line);
      if (m) rows.set(m[1], line);
    }
  }
  rows.set(name, `| \`${name}\` | ${areas.join(', ')} | ${s.percent} | ${s.killed} | ${s.timeout} | ${s.survived} | ${s.errors} | ${new Date().toISOString().slice(0, 10)} |`);
  const table = `${begin}\n${header}\n${[...rows.keys()].sort().map((k) => rows.get(k)).join('\n')}\n${end}`;
  const next = start >= 0 && stop > start ? `${text.slice(0, start)}${table}${text.slice(stop + end.length)}` : `${text.trimEnd()}\n\n## Mutation scores\n\n${table}\n`;
  writeFileSync(readme, next);
}
