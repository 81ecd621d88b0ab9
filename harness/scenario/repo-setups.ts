import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SAMPLE_REPO, buildRepo, templateDirUnder, type RepoSpec } from '../repos/index.js';
import type { Scenario } from './scenario.js';

/**
 * Builds a repository under the scenario's home (a copy of one this process built before from the same spec)
 * and records its bytes for the end-of-scenario check.
 */
export async function addRepo(s: Scenario, name: string, spec: RepoSpec): Promise<string> {
  const fixture = await s.prepareHome();
  const path = await buildRepo(join(fixture.repos, name), spec, { home: fixture.home, templates: templateDirUnder(fixture.base) });
  s.repos.set(name, path);
  await s.guard.record(name, path);
  return path;
}

export const addSampleRepo = (s: Scenario, name: string) => addRepo(s, name, SAMPLE_REPO);

export const addEmptyRepo = (s: Scenario, name: string) => addRepo(s, name, { files: {} });

/** A second repository whose one symbol must never be found through the first one's grant. */
export function addRepoWithSymbol(s: Scenario, name: string, symbol: string): Promise<string> {
  return addRepo(s, name, {
    git: true,
    files: {
      'README.md': `# ${name}\n\nA repository the launcher did not grant.\n`,
      'src/foreign.ts': `export function ${symbol}(): number {\n  return 7;\n}\n`,
    },
  });
}

/** A change the scenario makes on purpose; the source baseline moves with it. */
export async function writeSourceFile(s: Scenario, repo: string, rel: string, content: string, append = false): Promise<void> {
  const path = join(s.repo(repo), rel);
  await mkdir(dirname(path), { recursive: true });
  await (append ? appendFile(path, content) : writeFile(path, content));
  await s.guard.rebaseline(repo);
}
