import { rename, rm, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readRootSet } from '../../clients/index.js';
import { diffTreeListings, digestTree, listTree } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { callRest, httpArea, startHttpOwner } from '../http/index.js';
import { channelCarries, repoTarget, spellPath, type PathChannel, type PathForm } from '../refresh/index.js';
import { bootstrapArea, type AttackStart } from './bootstrap-area.js';

/** What a spelled path configures at startup: the launcher grant, or the runtime directory. */
export type AttackedSetting = 'grant' | 'runtime';
type Transport = 'stdio' | 'serve';

/** The channels each setting is read from (seed 000): the grant from the environment or the JSON configuration, the runtime from those or `--runtime-dir`. */
const CHANNELS: Readonly<Record<AttackedSetting, readonly PathChannel[]>> = { grant: ['env', 'config'], runtime: ['env', 'config', 'argv'] };
const TRANSPORTS: readonly Transport[] = ['stdio', 'serve'];


/**
 * Starts the stdio server and the HTTP owner in turn with `setting` spelled as `form` of `repo` (the grant) or
 * of the runtime directory, once through every channel that can carry the text; each start is observed to
 * its end (served then stopped, or refused) before the next, and remembered for the Then steps.
 */
export async function startThroughEveryChannel(s: Scenario, setting: AttackedSetting, form: PathForm, repo: string): Promise<void> {
  const fixture = await s.prepareHome();
  const runtime = fixture.runtime;
  const grant = s.repo(repo);
  const target = setting === 'grant'
    ? repoTarget(s, repo)
    : { dir: runtime, aliasBase: fixture.root, home: fixture.home, changedInside: async () => undefined };
  const text = await spellPath(target, form);
  const channels = CHANNELS[setting].filter((c) => channelCarries(c, text));
  if (channels.length === 0) throw new Error(`no startup channel can carry ${JSON.stringify(text)} (${form}); the ${setting} table needs another form`);
  const saved = { runtimeArg: s.launch.runtimeArg, extraArgs: [...s.launch.extraArgs], configValues: s.configValues };
  const starts: AttackStart[] = [];
  for (const channel of channels) {
    for (const transport of TRANSPORTS) {
      s.launch.runtimeArg = saved.runtimeArg;
      s.launch.extraArgs = [...saved.extraArgs];
      s.launch.configFile = null;
      s.configValues = saved.configValues;
      let granted: string | null = grant;
      if (setting === 'grant' && channel === 'env') granted = text;
      if (setting === 'grant' && channel === 'config') [granted, s.configValues] = [null, { ...(saved.configValues ?? {}), launcher_workspace_root: text }];
      if (setting === 'runtime' && channel === 'env') s.launch.runtimeArg = text;
      if (setting === 'runtime' && channel === 'config') [s.launch.runtimeArg, s.configValues] = [null, { ...(saved.configValues ?? {}), runtime_dir: text }];
      if (setting === 'runtime' && channel === 'argv') [s.launch.runtimeArg, s.launch.extraArgs] = [null, [...saved.extraArgs, '--runtime-dir', text]];
      const before = { grant: await digestTree(grant), runtime: await digestTree(runtime) };
      const start = await observeStart(s, transport, granted, `${transport === 'stdio' ? 'stdio server' : 'HTTP owner'} with the ${setting} ${JSON.stringify(text).slice(0, 120)} through ${channel}`);
      start.digests = { grant: [before.grant, await digestTree(grant)], runtime: [before.runtime, await digestTree(runtime)] };
      starts.push(start);
    }
  }
  s.launch.runtimeArg = saved.runtimeArg;
  s.launch.extraArgs = saved.extraArgs;
  s.configValues = saved.configValues;
  bootstrapArea(s).attackStarts = starts;
}

async function observeStart(s: Scenario, transport: Transport, grant: string | null, label: string): Promise<AttackStart> {
  const start: AttackStart = { label, served: false, status: null, stderr: [], roots: null, paths: [], changes: [], digests: { grant: ['', ''], runtime: ['', ''] } };
  let child;
  let health: () => Promise<Record<string, unknown>>;
  let stop: () => void;
  let serving: Promise<unknown>;
  if (transport === 'stdio') {
    const run = await s.start(grant, label);
    child = run.child;
    serving = run.ready();
    health = () => s.positive('health', {}, run);
    stop = () => run.child.closeStdin();
  } else {
    const owner = await startHttpOwner(s, grant, {}, label);
    child = owner.child;
    serving = owner.served(s.boundMs);
    health = async () => {
      const result = await callRest(s, 'health', {}, null);
      return result.payload as Record<string, unknown>;
    };
    stop = () => owner.child.signal('SIGTERM');
  }
  const before = s.listingBeforeStart ?? [];
  const exited = child.waitExit(s.boundMs);
  const first = await Promise.race([serving.then(() => 'served' as const, () => 'refused' as const), exited.then(() => 'refused' as const, () => 'refused' as const)]);
  if (first === 'served') {
    start.served = true;
    const payload = await health();
    start.roots = readRootSet(payload, `health of the ${label}`);
    start.paths = ['graph_path', 'plasticity_path'].map((k) => String(payload[k]));
    stop();
  }
  const status = await exited;
  start.status = { code: status.code, signal: status.signal };
  start.stderr = [...child.stderrLines];
  if (!start.served) start.changes = diffTreeListings(before, await listTree(s.fixtureHome.root));
  if (transport === 'serve' && !start.served) {
    const records = await httpArea(s).current.instances();
    if (records.length > 0) start.changes.push(`the registry holds ${JSON.stringify(records)}`);
  }
  return start;
}

function requireStarts(s: Scenario): AttackStart[] {
  const starts = bootstrapArea(s).attackStarts;
  if (starts.length === 0) throw new Error('no attack start was made yet; the When step starts the servers');
  return starts;
}

/** Every start refused with `code` (non-zero exit, the code on stderr, never serving), the granted tree and runtime digests unchanged, nothing created. */
export function expectEveryStartRefused(s: Scenario, code: string): void {
  const problems: string[] = [];
  for (const st of requireStarts(s)) {
    const why: string[] = [];
    if (st.served) why.push(`it served, with the root set ${JSON.stringify(st.roots)}`);
    if (st.status?.code === 0) why.push('it exited with status 0');
    if (st.status?.code === null) why.push(`it ended by signal ${st.status.signal}`);
    if (!st.stderr.some((l) => l.includes(code))) why.push(`stderr does not name ${code} (stderr: ${st.stderr.slice(-3).join(' | ') || 'none'})`);
    if (st.digests.grant[0] !== st.digests.grant[1]) why.push(`the granted tree's digest moved from ${st.digests.grant[0]} to ${st.digests.grant[1]}`);
    if (st.digests.runtime[0] !== st.digests.runtime[1]) why.push(`the runtime's digest moved from ${st.digests.runtime[0]} to ${st.digests.runtime[1]}`);
    if (st.changes.length > 0) why.push(`it created or changed:\n      ${st.changes.slice(0, 10).join('\n      ')}`);
    if (why.length > 0) problems.push(`${st.label}: ${why.join('; ')}`);
  }
  if (problems.length > 0) throw new Error(`every start had to be refused with ${code} and change nothing:\n  ${problems.join('\n  ')}`);
}

/** Where an accepted grant lands on the disk, as the grant table says it. */
export const GRANTED_PLACES = ['the root', 'its sibling "out"', 'the folder of the repositories'] as const;
export type GrantedPlace = (typeof GRANTED_PLACES)[number];

export function parseGrantedPlace(words: string): GrantedPlace {
  const place = GRANTED_PLACES.find((p) => p === words);
  if (!place) throw new Error(`unknown granted place "${words}"; use one of: ${GRANTED_PLACES.join(' | ')}`);
  return place;
}

/** Every start served, health naming exactly `place` of `repo` as the root set and keeping its state in the runtime directory. */
export function expectEveryStartServed(s: Scenario, place: GrantedPlace, repo: string): void {
  const root = s.repo(repo);
  const want = place === 'the root' ? root : place === 'its sibling "out"' ? join(dirname(root), 'out') : dirname(root);
  const runtime = s.runtimeReal ?? s.fixtureHome.runtime;
  const problems: string[] = [];
  for (const st of requireStarts(s)) {
    if (!st.served) {
      problems.push(`${st.label} did not serve (exit ${st.status?.code}, stderr: ${st.stderr.slice(-3).join(' | ') || 'none'})`);
      continue;
    }
    if (st.roots?.length !== 1 || st.roots[0] !== want) problems.push(`${st.label} reports the root set ${JSON.stringify(st.roots)}; the spelling names ${want} on the disk`);
    const outside = st.paths.filter((p) => !p.startsWith(`${runtime}/`));
    if (outside.length > 0) problems.push(`${st.label} keeps ${outside.join(', ')} outside the runtime ${runtime}`);
  }
  if (problems.length > 0) throw new Error(`every start had to serve exactly ${want}:\n  ${problems.join('\n  ')}`);
}

/** Between boots: the runtime directory is moved aside and a symbolic link to it takes its place (put back at the end). */
export async function replaceRuntimeBySymlink(s: Scenario): Promise<void> {
  const runtime = s.fixtureHome.runtime;
  const aside = `${runtime}.moved-aside`;
  await rename(runtime, aside);
  await symlink(aside, runtime);
  let restored = false;
  s.addPart({
    transcript: () => '',
    close: async () => {
      if (restored) return;
      restored = true;
      await rm(runtime, { force: true });
      await rename(aside, runtime);
    },
  });
}
