import { rename } from 'node:fs/promises';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest, httpArea } from '../http/index.js';
import { REFRESH_ARGS } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';
import { callerRootText, WIDE_REPO_QUERIES, wideRepoSpec, type CallerForm } from './refresh-repos.js';
import { takeRefreshBaselines } from './refresh-wire.js';

/** Opens the named MCP session with `words` (a caller-root phrase) of `repo` as its caller root. */
export async function openSessionAt(s: Scenario, name: string, repo: string, form: CallerForm): Promise<void> {
  await httpArea(s).openSession(name, await callerRootText(s, repo, form));
}

/** The server's current directory is `words` (a caller-root phrase) of `repo`. */
export async function setCwdToForm(s: Scenario, repo: string, form: CallerForm): Promise<void> {
  await s.prepareHome();
  s.launch.cwd = await callerRootText(s, repo, form);
}

export async function addWideRepo(s: Scenario, name: string, units: number, symbols: number): Promise<void> {
  await addRepo(s, name, wideRepoSpec(units, symbols));
  refreshArea(s).probeQueries.push(...WIDE_REPO_QUERIES);
}

/** A refresh over a new MCP session only (a success changes the graph, so a second door would see another state). */
export async function askRefreshOverMcp(s: Scenario): Promise<void> {
  await takeRefreshBaselines(s, 'rest');
  refreshArea(s).answers = new Map([['MCP', await callOnNewSession(s, refreshArea(s).callerRoot, 'ingest', { ...REFRESH_ARGS })]]);
}

/** The same refresh over MCP, and over REST with the explicit selector `?brain=<repo>`. */
export async function askRefreshWithBrainSelector(s: Scenario, repo: string): Promise<void> {
  const area = refreshArea(s);
  await takeRefreshBaselines(s, 'rest');
  area.answers = new Map([
    ['MCP', await callOnNewSession(s, area.callerRoot, 'ingest', { ...REFRESH_ARGS })],
    [`REST ?brain=${s.repo(repo)}`, await callRest(s, 'ingest', { ...REFRESH_ARGS }, area.callerRoot, s.repo(repo))],
  ]);
}

/** Moves the declared root aside while the owner serves; the scenario's end (or a step) puts it back. */
export async function moveRootAway(s: Scenario, repo: string): Promise<void> {
  const root = s.repo(repo);
  const aside = `${root}.moved-aside`;
  await rename(root, aside);
  let restored = false;
  const restore = async () => {
    if (restored) return;
    restored = true;
    await rename(aside, root);
  };
  refreshArea(s).restoreRoot = restore;
  s.addPart({ transcript: () => '', close: restore });
}
