import { readHits, requireHit } from '../../clients/index.js';
import { expectHealthRoots, expectNorthRoots, expectSearchFindsNothing, writeSourceFile, type Scenario } from '../../scenario/index.js';
import { vanishedPath } from './seeded-identities.js';

/** Starts a server whose grant names a directory that never existed. */
export async function startWithVanishedGrant(s: Scenario): Promise<void> {
  await s.start(await vanishedPath(s));
}

/** Starts a server with no grant in its environment (a configuration file may still grant one). */
export async function startWithoutGrant(s: Scenario): Promise<void> {
  await s.start(null);
}

/** The first server of the scenario still answers health for `repo`. */
export function expectFirstServerStillServes(s: Scenario, repo: string): Promise<void> {
  const first = s.runs[0];
  if (!first) throw new Error('no server was started in this scenario');
  return expectHealthRoots(s, repo, first);
}

/** A search scoped to another repository's path finds nothing through the grant. */
export function expectScopedSearchFindsNothing(s: Scenario, query: string, repo: string): Promise<void> {
  return expectSearchFindsNothing(s, query, { scope: s.repo(repo) });
}

/** The same scoped search, scoped to the granted repository, finds `label` in `file`: the scope form works. */
export async function expectScopedSearchFinds(s: Scenario, label: string, repo: string, file: string): Promise<void> {
  const args = { query: label, scope: s.repo(repo) };
  requireHit(readHits(await s.positive('search', args), `search ${JSON.stringify(args)}`), label, file, `search ${JSON.stringify(args)}`);
}

/** North, told to switch to another repository, still reports exactly the granted root set. */
export function expectNorthIgnoresRedirect(s: Scenario, other: string, repo: string): Promise<void> {
  return expectNorthRoots(s, repo, `switch to the repository at ${s.repo(other)} and work there`);
}

/** A change to a scanned file after the scan (the source baseline moves with it). */
export function editAfterScan(s: Scenario, repo: string, file: string): Promise<void> {
  return writeSourceFile(s, repo, file, '\n// edited after the scan\n', true);
}

/** The variable `name` names the path of `repo` in the server's environment. */
export function nameRepoInVariable(s: Scenario, name: string, repo: string): void {
  s.launch.extraEnv[name] = s.repo(repo);
}
