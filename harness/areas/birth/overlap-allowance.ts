import { canonicalJson, requirePositive, type ToolResult } from '../../clients/index.js';
import { takeWireBaseline, wireChangesSinceBaseline, type AskTool, type Scenario } from '../../scenario/index.js';
import { callOnNewSession, callRest } from '../http/index.js';
import { birthArea } from './birth-area.js';
import { overlappingRoot, type OverlapClass } from './birth-checks.js';

/**
 * What a wire client can send to `brain_birth`: nothing extra, the seed's `allow_overlap`, and that allowance
 * beside a claimed human origin (the strongest claim a client can make; it is still below sovereign).
 */
const ASKS: readonly Record<string, unknown>[] = [{}, { allow_overlap: true }, { allow_overlap: true, origin: 'human-cli' }];

/** A birth refusal in either shape the catalog accepts: the generic gate's, or the door's own. */
export function isBirthRefusal(result: Pick<ToolResult, 'isError' | 'payload' | 'text'>): boolean {
  const payload = (result.payload ?? {}) as Record<string, unknown>;
  if (result.isError) return /generic_action_authority_required|human_gesture_required/.test(result.text ?? '');
  return payload.ok === false && payload.refused === 'human_gesture_required';
}

function requireCallerRoot(s: Scenario): string {
  const root = birthArea(s).callerRoot;
  if (root === null) throw new Error('no caller root was named in this scenario; a Given step names the root the caller works in');
  return root;
}

/** Health and searches as a caller at `root` sees them, over REST. */
function askAsCaller(s: Scenario, root: string): AskTool {
  return async (tool, args) => requirePositive(await callRest(s, tool, args, root), `${tool} over REST with caller root ${root}`);
}

/** A caller at a root `relation` the repository `repo` asks health and a search for `query`, which are remembered. */
export async function observeAsCallerAt(s: Scenario, relation: OverlapClass, repo: string, query: string): Promise<void> {
  const root = overlappingRoot(s, repo, relation);
  birthArea(s).callerRoot = root;
  await takeWireBaseline(s, askAsCaller(s, root), [query]);
}

/** That caller asks `brain_birth` for its own root over a new MCP session and over REST, with each of the asks. */
export async function askBirthWithAllowances(s: Scenario): Promise<void> {
  const root = requireCallerRoot(s);
  const area = birthArea(s);
  for (const extra of ASKS) {
    const args = { root, agent_id: 'conformance', ...extra };
    for (const [transport, result] of [
      ['MCP', await callOnNewSession(s, root, 'brain_birth', args)],
      ['REST', await callRest(s, 'brain_birth', args, root)],
    ] as const) {
      area.wireAnswers.push({ asked: `over ${transport} with ${JSON.stringify(extra)}`, refused: isBirthRefusal(result), canonical: canonicalJson({ isError: result.isError, payload: result.payload }) });
    }
  }
}

/** Every answer is a birth refusal, and all are the same bytes: the allowance changed nothing. */
export function expectSameRefusal(s: Scenario): void {
  const answers = birthArea(s).wireAnswers;
  if (answers.length === 0) throw new Error('brain_birth was not asked in this scenario; a When step asks it');
  const granted = answers.filter((a) => !a.refused);
  if (granted.length > 0) throw new Error(`brain_birth must be refused every time; not refused ${granted.map((a) => `${a.asked}: ${a.canonical.slice(0, 300)}`).join('; ')}`);
  if (new Set(answers.map((a) => a.canonical)).size !== 1) {
    throw new Error(`the refusals of brain_birth differ:\n  ${answers.map((a) => `${a.asked}: ${a.canonical.slice(0, 300)}`).join('\n  ')}`);
  }
}

/** The caller sees health and the remembered search as before, and no repository changed. */
export async function expectCallerSeesAsBefore(s: Scenario): Promise<void> {
  const root = requireCallerRoot(s);
  const moved = await wireChangesSinceBaseline(s, askAsCaller(s, root));
  if (moved.length > 0) throw new Error(`what a caller at ${root} is served changed:\n  ${moved.join('\n  ')}`);
}
