import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { diffTreeListings, listTree } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { readFakeEvents } from './stand-ins.js';

/** The runtime lies directly in `<home>/<rel>`, a directory of this user that group and other cannot write. */
export function expectRuntimeDirectlyIn(s: Scenario, rel: string): void {
  const runtime = agentArea(s).run().runtimeRoot();
  const base = join(s.fixtureHome.home, rel);
  if (dirname(runtime) !== base) throw new Error(`the runtime ${runtime} does not lie directly in ${base}`);
  const st = statSync(base);
  if (st.uid !== s.harnessEnv.uid || (st.mode & 0o022) !== 0) {
    throw new Error(`the cache base ${base} has owner ${st.uid} and mode 0${(st.mode & 0o777).toString(8)}; it must be the user's own and not group/other-writable`);
  }
}

/** Every command of the scenario that printed an envelope named the same runtime. */
export function expectOneRuntimeForAll(s: Scenario): void {
  const roots = [...agentArea(s).runs.values()].map((r) => `${r.label}: ${r.runtimeRoot()}`);
  const distinct = new Set(roots.map((r) => r.slice(r.indexOf(': ') + 2)));
  if (distinct.size !== 1) throw new Error(`the commands used ${distinct.size} runtimes; expected one:\n  ${roots.join('\n  ')}`);
}

export async function expectHomeUnchanged(s: Scenario): Promise<void> {
  const before = agentArea(s).remembered.get('home-listing');
  if (before === undefined) throw new Error('the home was not remembered before the command; a Given step remembers it');
  const diff = diffTreeListings(JSON.parse(before) as string[], await listTree(s.fixtureHome.home));
  if (diff.length > 0) throw new Error(`the home changed though the command was refused:\n  ${diff.slice(0, 20).join('\n  ')}`);
}

/** The stand-in got exactly `<home>/<name>` as its runtime (resolved from its own cwd), and the envelope names it. */
export async function expectRuntimeUsed(s: Scenario, name: string): Promise<void> {
  const expected = realpathSync(join(s.fixtureHome.home, name));
  const fake = [...agentArea(s).fakeLogs.keys()].at(-1) ?? '';
  const starts = (await readFakeEvents(s, fake)).filter((e) => e.event === 'start');
  const seen = starts.map((e) => (e.runtime ? resolve(e.cwd ?? '/', e.runtime) : null));
  if (seen.length !== 1 || seen[0] !== expected) throw new Error(`the stand-in server was started with the runtimes ${JSON.stringify(seen)}; expected once with ${expected}`);
  const enveloped = agentArea(s).run().runtimeRoot();
  if (enveloped !== expected) throw new Error(`the envelope names the runtime ${enveloped}; expected ${expected}`);
}

export function expectNoCacheBase(s: Scenario): void {
  for (const dir of [join(s.fixtureHome.xdgCache, 'm1nd'), join(s.fixtureHome.home, '.cache', 'm1nd')]) {
    if (existsSync(dir)) throw new Error(`${dir} was created though an explicit runtime was named; the unused automatic cache must not be created`);
  }
}
