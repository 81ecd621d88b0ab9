import { requireBaseline, takeBaseline, takeWireBaseline, wireChangesSinceBaseline, type AskTool, type Scenario } from '../../scenario/index.js';
import { callRest } from '../http/index.js';
import { payloadOf } from './refresh-answers.js';
import { refreshArea } from './refresh-area.js';

/** Which door the wire baseline asks through: the HTTP owner's REST door, or the latest stdio server. */
export type WireDoor = 'rest' | 'stdio';

/** An observer with no caller root: what any client is shown of the development brain. */
function askerFor(s: Scenario, door: WireDoor): AskTool {
  if (door === 'stdio') return (tool, args) => s.positive(tool, args);
  return async (tool, args) => payloadOf(await callRest(s, tool, args, null), `${tool} ${JSON.stringify(args)} over REST`);
}

/**
 * Before an action: the kit's baseline (runtime listing, journal length, snapshot digest) and the wire
 * baseline any implementation can be judged by (sources, health, the area's searches), asked through `door`.
 */
export async function takeRefreshBaselines(s: Scenario, door: WireDoor): Promise<void> {
  await takeBaseline(s);
  const area = refreshArea(s);
  area.asker = askerFor(s, door);
  await takeWireBaseline(s, area.asker, area.probeQueries);
}

/**
 * Nothing a client can see moved since the baseline: the source trees, health's counts and root set, the
 * search answers, and the persisted snapshot read the way the adapter says. No kit-format file is read.
 */
export async function expectWireUnchanged(s: Scenario): Promise<void> {
  const asker = refreshArea(s).asker;
  if (asker === null) throw new Error('no wire baseline was taken before the action; the When step that asks takes it');
  const problems = await wireChangesSinceBaseline(s, asker);
  const before = requireBaseline(s).snapshotDigest;
  const now = (await s.readSnapshot())?.digest ?? null;
  if (now !== before) problems.push(`the persisted snapshot moved from ${before} to ${now}`);
  if (problems.length > 0) throw new Error(`the refused refresh changed what a client sees:\n  ${problems.join('\n  ')}`);
}
