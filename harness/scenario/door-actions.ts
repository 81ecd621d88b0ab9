import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callOnNewSession, callRest, REFRESH_ARGS } from './door-calls.js';
import { doorArea } from './door-area.js';
import { BRAINS_DIR } from './door-birth.js';
import { takeBaseline } from './door-journal.js';
import { httpArea } from './http-area.js';
import { addRepo } from './setups.js';
import { callerRootText, parseCallerForm, wideRepoSpec } from './door-repos.js';
import type { Scenario } from './scenario.js';

/** Opens the named MCP session with `words` (a caller-root phrase) of `repo` as its caller root. */
export async function openSessionAt(s: Scenario, name: string, repo: string, words: string): Promise<void> {
  await httpArea(s).openSession(name, await callerRootText(s, repo, parseCallerForm(words)));
}

/** The server's current directory is `words` (a caller-root phrase) of `repo`. */
export async function setCwdToForm(s: Scenario, repo: string, words: string): Promise<void> {
  await s.home();
  s.launch.cwd = await callerRootText(s, repo, parseCallerForm(words));
}

export async function addWideRepo(s: Scenario, name: string, units: number, symbols: number): Promise<void> {
  await addRepo(s, name, wideRepoSpec(units, symbols));
}

/** A refresh over a new MCP session only (a success changes the graph, so a second door would see another state). */
export async function askRefreshOverMcp(s: Scenario): Promise<void> {
  await takeBaseline(s);
  doorArea(s).answers = new Map([['MCP', await callOnNewSession(s, doorArea(s).callerRoot, 'ingest', { ...REFRESH_ARGS })]]);
}

/** The same refresh over MCP, and over REST with the explicit selector `?brain=<repo>`. */
export async function askRefreshWithBrainSelector(s: Scenario, repo: string): Promise<void> {
  const area = doorArea(s);
  await takeBaseline(s);
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
  doorArea(s).restoreRoot = restore;
  s.addPart({ transcript: () => '', close: restore });
}

/**
 * Puts an entry where a brain for `repo` would be born (`<runtime>/brains/<first 16 hex of sha256(root)>/`,
 * the documented layout), so the destination is not empty on disk.
 */
export async function occupyBirthDestination(s: Scenario, repo: string): Promise<void> {
  const runtime = s.runtimeReal;
  if (runtime === null) throw new Error('no runtime directory was given in this scenario');
  const id = createHash('sha256').update(s.repo(repo)).digest('hex').slice(0, 16);
  const dir = join(runtime, BRAINS_DIR, id);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, 'left-behind.txt'), 'an entry that makes the destination non-empty\n', { mode: 0o600 });
}
