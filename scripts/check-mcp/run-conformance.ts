import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { CONFORMANCE_BIN, PRELOAD } from './paths.js';
import { readConformanceResults, readScenarioNames, type ScenarioResult } from './read-conformance-results.js';

export interface ConformanceRun {
  results: ScenarioResult[];
  exitCode: number | undefined;
  /** the CLI's stdout+stderr, kept in a file beside the results */
  logPath: string;
}

export interface RunConformanceOptions {
  /** `http://127.0.0.1:<port>/mcp` */
  url: string;
  bearer: string;
  /** results and the log go here (a fixture-owned dir) */
  outDir: string;
  /** the CLI's environment before the bearer variables (it never needs the caller's) */
  env: Record<string, string>;
  boundMs: number;
  /** a single scenario instead of the active suite */
  scenario?: string;
}

/**
 * Runs the official `conformance server --url` suite with the bearer added by the preload (the CLI has
 * no auth option) and reads every scenario's checks.
 */
export async function runConformance(opts: RunConformanceOptions): Promise<ConformanceRun> {
  await mkdir(opts.outDir, { recursive: true });
  const args = ['--import', PRELOAD, CONFORMANCE_BIN, 'server', '--url', opts.url, '-o', opts.outDir];
  if (opts.scenario) args.push('--scenario', opts.scenario);
  const run = await execa(process.execPath, args, {
    cwd: opts.outDir,
    env: { ...opts.env, M1ND_CHECK_MCP_BEARER: opts.bearer, M1ND_CHECK_MCP_ORIGIN: new URL(opts.url).origin, NO_COLOR: '1' },
    extendEnv: false,
    reject: false,
    all: true,
    timeout: opts.boundMs,
  });
  const logPath = join(opts.outDir, 'conformance.log');
  await writeFile(logPath, run.all ?? '');
  if (run.timedOut) throw new Error(`the conformance suite against ${opts.url} did not finish within ${opts.boundMs} ms; log: ${logPath}`);
  const announced = readScenarioNames(run.stdout ?? '');
  if (announced.length === 0) {
    throw new Error(`the conformance CLI ran no scenario (exit ${run.exitCode}); log: ${logPath}; last output: ${(run.all ?? '').split('\n').slice(-5).join(' | ')}`);
  }
  return { results: await readConformanceResults(opts.outDir, announced), exitCode: run.exitCode, logPath };
}
