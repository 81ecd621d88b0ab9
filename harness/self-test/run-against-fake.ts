import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { outcomesFromMessages, type ScenarioOutcome } from '../reports/index.js';

const KIT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function fakePath(name: string): string {
  return join(KIT_ROOT, 'harness', 'self-test', 'fakes', `${name}.mjs`);
}

/** Runs the scenarios a tag expression selects with `M1ND_TEST_BINARY` pointing at `binary` (and `extraEnv` set). */
export async function runScenarios(tags: string, binary: string | null, extraEnv: Record<string, string> = {}): Promise<{ exitCode: number; outcomes: ScenarioOutcome[] }> {
  const cucumberBin = join(dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json')), 'bin', 'cucumber.js');
  const out = mkdtempSync(join('/var/tmp', 'm1nd-selftest-'));
  try {
    const messages = join(out, 'messages.ndjson');
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    delete env.M1ND_TEST_BINARY;
    if (binary) env.M1ND_TEST_BINARY = binary;
    Object.assign(env, extraEnv);
    // The self-tests already run two mutants side by side; each runs its few scenarios on one worker.
    env.CUCUMBER_PARALLEL ??= '1';
    const run = await execa(process.execPath, [cucumberBin, '--tags', tags, '--format', `message:${messages}`], { cwd: KIT_ROOT, env, extendEnv: false, reject: false, timeout: 900_000 });
    return { exitCode: run.exitCode ?? 1, outcomes: outcomesFromMessages(readFileSync(messages, 'utf8')) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
