import { endInput, expectProcessExit, expectReady, STDIO_SERVER, takeWireBaseline, wireChangesSinceBaseline, withRuntimeCopy, type AskTool, type Scenario } from '../../scenario/index.js';

// What any implementation shows of the graph it serves (health's counts and roots, search answers) and of the
// granted trees. A restart is judged by these answers, never by the kit's runtime layout: the graph it serves
// is the one before, or the one a completed start leaves, and nothing in between.

/** Asks whichever stdio server is the scenario's latest when the question is asked. */
function askLatest(s: Scenario): AskTool {
  return (tool, args) => s.positive(tool, args);
}

/** Starts the server with `repo` granted and waits until it serves. */
export async function startServing(s: Scenario, repo: string): Promise<void> {
  await s.start(s.repo(repo));
  await expectReady(s);
}

/** End of input, then exit 0: the clean end a later start recovers from. */
export async function endCleanly(s: Scenario): Promise<void> {
  endInput(s);
  await expectProcessExit(s, STDIO_SERVER, 0);
}

/** Remembers health, the answers to searches for `queries`, and the source trees. */
export async function rememberAnswers(s: Scenario, queries: readonly string[]): Promise<void> {
  await takeWireBaseline(s, askLatest(s), queries);
}

/**
 * The answers a start of `repo` gives when it runs to completion, taken on a copy of the runtime (which the
 * scenario's runtime never sees): what a killed start must leave, or let its successor reach.
 */
export async function rememberCompletedAnswers(s: Scenario, repo: string, queries: readonly string[]): Promise<void> {
  await s.prepareHome();
  await withRuntimeCopy(s, async () => {
    await startServing(s, repo);
    await rememberAnswers(s, queries);
    await endCleanly(s);
  });
}

/** The latest server answers exactly as remembered: same health counts and roots, same search answers, same sources. */
export async function expectAnswersAsRemembered(s: Scenario): Promise<void> {
  const problems = await wireChangesSinceBaseline(s, askLatest(s));
  if (problems.length > 0) {
    throw new Error(`${s.current.label} does not serve the graph remembered earlier:\n  ${problems.join('\n  ')}`);
  }
}
