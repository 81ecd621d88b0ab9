import { wideRepo } from '../../repos/index.js';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { startHttpOwner } from './http-area.js';
import { expectCleanStop, expectHttpServing } from './startup-checks.js';

/** A first life over HTTP: the owner of `repo` prepares, serves, and stops cleanly on SIGTERM. */
export async function prepareOverHttpAndStop(s: Scenario, repo: string): Promise<void> {
  const run = await startHttpOwner(s, s.repo(repo), {}, 'HTTP owner (first life)');
  await expectHttpServing(s);
  run.child.signal('SIGTERM');
  await expectCleanStop(s);
}

/** A repository of `count` generated source files (one defines `needle`): its scan leaves time to watch. */
export async function addWideRepo(s: Scenario, name: string, count: number, needle: string): Promise<void> {
  await addRepo(s, name, wideRepo(count, needle));
}
