import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HarnessEnv } from '../env/index.js';
import { readBundle } from '../replay/index.js';
import { runBattery, type RunResult } from './run-battery.js';

export interface ReproOptions {
  bundle: string;
  log: (line: string) => void;
  cucumberOutput?: 'inherit' | 'log';
}

/**
 * Re-runs the one scenario of a replay bundle against the adapter it failed with, with the lane variables
 * it had. Reports go to `<bundle>/rerun/`.
 */
export async function reproBundle(opts: ReproOptions, env: HarnessEnv): Promise<RunResult> {
  const { dir, bundle } = readBundle(opts.bundle);
  const s = bundle.scenario;
  // The recorded adapter is already resolved (absolute commands); it is handed over as a file, as --impl would.
  const scratch = mkdtempSync(join(dir, '.adapter-'));
  try {
    const adapterPath = join(scratch, 'adapter.json');
    writeFileSync(adapterPath, `${JSON.stringify(bundle.adapter, null, 2)}\n`);
    const replayEnv: HarnessEnv = { ...env, env: { ...dropLaneVars(env.env), ...bundle.env } };
    opts.log(`replaying "${s.name}" (${s.uri}${s.line ? `:${s.line}` : ''}) against ${bundle.adapter.name}`);
    const names = Object.keys(bundle.env);
    if (names.length > 0) opts.log(`with the recorded lane variables: ${names.join(', ')}`);
    return await runBattery({ adapterPath, reportDir: join(dir, 'rerun'), features: [s.line ? `${s.uri}:${s.line}` : s.uri], log: opts.log, ...(opts.cucumberOutput ? { cucumberOutput: opts.cucumberOutput } : {}) }, replayEnv);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The replay uses the recorded lane, not whatever M1ND_* the current shell happens to carry. */
function dropLaneVars(env: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('M1ND_TEST_')));
}
