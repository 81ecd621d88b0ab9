import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { waitForCommandAt } from './commands.js';
import { cachedRuntimes, readOwnerProof } from './lease.js';
import type { FakeMode } from './stand-ins.js';

const BEHAVIOURS: Record<string, FakeMode[]> = {
  'is refused': ['refresh-refused'],
  'fails as a tool error': ['refresh-error'],
  'refuses every start': ['refuse-startup'],
  'never answers a search': ['hold-calls'],
  'keeps running after its input ends': ['ignore-eof'],
  'exits with status 1 when its input ends': ['exit-1-on-eof'],
  'finishes two seconds after its input ends': ['finish-2s-after-eof'],
  'ignores the end of its input and every signal': ['ignore-signals'],
  'never answers initialize and ignores the end of its input and every signal': ['hold-initialize', 'ignore-signals'],
};

/** The stand-in's modes for a behaviour a step names. */
export function fakeModesFor(behaviour: string): FakeMode[] {
  const modes = BEHAVIOURS[behaviour];
  if (!modes) throw new Error(`no stand-in behaviour "${behaviour}"; known: ${Object.keys(BEHAVIOURS).join('; ')}`);
  return modes;
}

/** The spawn failures the battery can produce for a server binary. */
export type SpawnErrno = 'EACCES' | 'ENOEXEC';

export function parseSpawnErrno(word: string): SpawnErrno {
  if (word !== 'EACCES' && word !== 'ENOEXEC') throw new Error(`spawn failure ${word} is not one the battery can produce; use EACCES or ENOEXEC`);
  return word;
}

/**
 * The documented test-only factor that shortens every CLI budget (initialize, call, after EOF, after
 * SIGTERM), so a bounded failure ends in seconds; the defaults themselves are proven by unit tests and --help.
 */
export function shortenAgentBudgets(s: Scenario): void {
  agentArea(s).env.M1ND_AGENT_TEST_BUDGET_SCALE = '0.02';
}

/** The lease wait, as a number or as any text a feature wants the CLI to reject. */
export function setOwnerWait(s: Scenario, value: number | string): void {
  agentArea(s).env.M1ND_AGENT_CACHE_OWNER_WAIT_MS = String(value);
}

/**
 * Waits for a command at one of the CLI's own seams (it writes its own pid there), then remembers the owner
 * proof of the scenario's one runtime, so "still holds its proof unchanged" compares with this moment.
 */
export async function reachCommandSeam(s: Scenario, label: string, seam: string): Promise<void> {
  await waitForCommandAt(s, label, seam, true);
  const runtimes = cachedRuntimes(s).filter((r) => readOwnerProof(r) !== null);
  const [runtime] = runtimes;
  if (runtimes.length === 1 && runtime !== undefined) {
    const area = agentArea(s);
    area.remembered.set(`owner-proof@${label}`, readOwnerProof(runtime) as string);
    area.remembered.set(`owner-proof@${label}:runtime`, runtime);
  }
}
