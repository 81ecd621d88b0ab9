import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One scenario of the official suite as it ended. */
export interface ScenarioResult {
  scenario: string;
  /** the CLI's own rule: no FAILURE and no WARNING check */
  passed: boolean;
  /** `<check id>: <message>` for every FAILURE or WARNING; a reason when the scenario wrote no results */
  problems: string[];
}

interface Check {
  id?: string;
  status?: string;
  errorMessage?: string;
  description?: string;
}

const RESULT_DIR = /^server-(.+)-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
const RUNNING = /^=== Running scenario: (\S+) ===$/;

/** Scenario names in the order the CLI announced them on stdout. */
export function readScenarioNames(stdout: string): string[] {
  return stdout.split(/\r?\n/).map((l) => RUNNING.exec(l.trim())?.[1]).filter((n): n is string => n !== undefined);
}

/**
 * Reads `<outDir>/server-<scenario>-<timestamp>/checks.json` for every announced scenario; one that wrote
 * no checks (it crashed before the end) counts as failed.
 */
export async function readConformanceResults(outDir: string, announced: readonly string[]): Promise<ScenarioResult[]> {
  const dirs = new Map<string, string>();
  for (const name of await readdir(outDir).catch(() => [] as string[])) {
    const scenario = RESULT_DIR.exec(name)?.[1];
    if (scenario !== undefined) dirs.set(scenario, name);
  }
  const names = [...new Set([...announced, ...dirs.keys()])];
  const out: ScenarioResult[] = [];
  for (const scenario of names) {
    const dir = dirs.get(scenario);
    if (dir === undefined) {
      out.push({ scenario, passed: false, problems: ['the scenario wrote no checks.json (it failed to run; see the CLI log)'] });
      continue;
    }
    const path = join(outDir, dir, 'checks.json');
    let checks: Check[];
    try {
      checks = JSON.parse(await readFile(path, 'utf8')) as Check[];
      if (!Array.isArray(checks)) throw new Error('not a JSON array');
    } catch (cause) {
      out.push({ scenario, passed: false, problems: [`unreadable ${path}: ${(cause as Error).message}`] });
      continue;
    }
    const bad = checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');
    out.push({
      scenario,
      passed: bad.length === 0,
      problems: bad.map((c) => `${c.status} ${c.id ?? '?'}: ${c.errorMessage ?? c.description ?? ''}`.trim()),
    });
  }
  return out;
}
