// `npm run bench`: the implementation's server against `ctags -R` on trees of several sizes, in interleaved
// pairs, observed from outside only. Figures go to reports/bench.json, reports/bench.svg and the README.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createHome, KIT_ROOT, loadAdapter, processHarnessEnv, removeHome, type FixtureHome } from '../harness/index.js';
import { parseBenchArgs, USAGE } from './cli/index.js';
import { findCtags, FIRST_QUESTION, GNU_TIME, procAvailable } from './measure/index.js';
import { runQuality, type QualityFigures } from './quality/index.js';
import { assembleReport, kitCommit, loadAverage, machineFacts, METHOD, summarizeTree, writeReports, type TreeFigures } from './report/index.js';
import { CHANGED_SHARE, prepareTree, REFRESH_ARGS, runTree, selectTrees, type TreeSamples } from './scenarios/index.js';

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function fail(message: string, code: number): never {
  process.stderr.write(`bench: ${message}\n`);
  process.exit(code);
}

const parsed = parseBenchArgs(process.argv.slice(2));
if ('help' in parsed) {
  console.log(USAGE);
  process.exit(0);
}
if ('error' in parsed) fail(`${parsed.error}\n${USAGE.split('\n')[0]} (npm run bench -- --help for more)`, 2);
const opts = parsed.options;

const ctags = findCtags();
if ('missing' in ctags) fail(ctags.missing, 3);

const env = processHarnessEnv();
let adapter;
try {
  adapter = loadAdapter(env, opts.impl);
} catch (error) {
  fail((error as Error).message, 2);
}
const serverScript = adapter.server.command.find((a) => a.endsWith('reference-impl/dist/bin/m1nd-mcp.js'));
if (serverScript && !existsSync(serverScript)) fail(`the reference is not built (${serverScript} is missing): run npm run build, then the bench again`, 2);
let trees;
try {
  trees = selectTrees(opts.trees, opts.large);
} catch (error) {
  fail((error as Error).message, 2);
}
const proc = procAvailable();
if (!proc) log('no readable /proc: the server\'s CPU time and peak RSS are not measured (wall times still are)');

const outDir = opts.out ? path.resolve(opts.out) : path.join(KIT_ROOT, 'reports');
const readme = opts.out ? undefined : path.join(KIT_ROOT, 'README.md');
const started = new Date();
const machine = machineFacts(ctags.version, proc, GNU_TIME);
const base = {
  date: started.toISOString(),
  implementation: { name: adapter.name, version: adapter.version, command: adapter.server.command },
  kit_commit: kitCommit(KIT_ROOT),
  machine,
  settings: { runs: opts.runs, seed: opts.seed, large: opts.large, trees: trees.map((t) => t.name), first_question: FIRST_QUESTION, refresh_args: REFRESH_ARGS, changed_share: CHANGED_SHARE },
  method: METHOD,
  quality: null as QualityFigures | null,
};

let work: FixtureHome | undefined;
const cleanUp = () => {
  if (work) rmSync(work.root, { recursive: true, force: true });
};
process.once('SIGINT', () => {
  log('interrupted: removing the bench trees');
  cleanUp();
  process.exit(130);
});

const results: { figures: TreeFigures; samples: TreeSamples }[] = [];
// After each tree the figures so far are written (a long run stopped midway keeps them); the README only at the end.
const write = (final: boolean) => writeReports(assembleReport({ ...base, machine: { ...machine, load_average_end: loadAverage() } }, results), outDir, final ? readme : undefined);
try {
  work = await createHome(env, { name: 'bench-trees' });
  log(`${adapter.name} ${adapter.version} against ${ctags.version}; ${opts.runs} runs per tree; trees under ${work.repos}`);
  for (const choice of trees) {
    log(`${choice.name}: writing (${choice.describe})`);
    const tree = prepareTree(choice, work.repos, KIT_ROOT, opts.seed, log);
    log(`${choice.name}: ${tree.files.toLocaleString('en')} files, ${(tree.bytes / 2 ** 20).toFixed(1)} MiB; measuring`);
    const samples = await runTree({ env, command: adapter.server.command, scratch: work.tmp, seed: opts.seed, log }, tree, opts.runs);
    rmSync(tree.root, { recursive: true, force: true });
    results.push({ figures: summarizeTree(samples), samples });
    write(false);
  }
  if (opts.quality) {
    log('retrieval quality: seek MRR@10 and impact recall on the evaluation fixture');
    try {
      base.quality = await runQuality(env, adapter.server.command, work.repos);
    } catch (error) {
      log(`retrieval quality could not be measured: ${(error as Error).message}`);
    }
  }
  const written = write(true);
  console.log(written.section);
  log(`wrote ${written.json} and ${written.svg}${readme ? ` and the bench section of ${readme}` : ''}`);
} finally {
  if (work) await removeHome(work);
}
const empty = results.filter((r) => r.figures.runs === 0).map((r) => r.figures.name);
if (empty.length > 0) fail(`no run completed for ${empty.join(', ')}: see the failures in ${path.join(outDir, 'bench.json')}`, 1);
