import { STDIO_SERVER, expectProcessExit, expectReady, takeWireBaseline, wireChangesSinceBaseline, type AskTool, type Scenario } from '../../scenario/index.js';

/**
 * Serves the development brain of `repo` over stdio for the length of `use`, then ends its input and expects
 * exit 0. A birth runs between two such lives, so the brain is judged by what its server answers, never by
 * the files it keeps.
 */
async function withDevelopmentServer<T>(s: Scenario, repo: string, label: string, use: (ask: AskTool) => Promise<T>): Promise<T> {
  const run = await s.start(s.repo(repo), label);
  await expectReady(s, run);
  const out = await use((tool, args) => s.positive(tool, args, run));
  run.child.closeStdin();
  await expectProcessExit(s, STDIO_SERVER, 0);
  return out;
}

/** A first life of the development brain that prepares `repo` and ends cleanly. */
export async function prepareDevelopmentBrain(s: Scenario, repo: string): Promise<void> {
  await withDevelopmentServer(s, repo, 'development brain', async () => undefined);
}

/** As `prepareDevelopmentBrain`, remembering health, the sources and the answers to searches for `queries`. */
export async function prepareDevelopmentBrainRemembering(s: Scenario, repo: string, queries: readonly string[]): Promise<void> {
  await withDevelopmentServer(s, repo, 'development brain', (ask) => takeWireBaseline(s, ask, queries));
}

/**
 * A new life of the development brain of `repo` answers health and the remembered searches as before, and no
 * repository changed: whatever a birth wrote, the bound brain is not among it.
 */
export async function expectDevelopmentAnswersAsBefore(s: Scenario, repo: string): Promise<void> {
  const problems = await withDevelopmentServer(s, repo, 'development brain, again', (ask) => wireChangesSinceBaseline(s, ask));
  if (problems.length > 0) throw new Error(`the development brain of "${repo}" no longer answers as before:\n  ${problems.join('\n  ')}`);
}
