import { CURRENT_POINTER, WRITER_LOCK } from '../../probes/index.js';
import { listRuntimeButJournal, requireRuntime, type Scenario } from '../../scenario/index.js';
import { lifecycleArea, type RuntimeBaseline } from './lifecycle-area.js';
import { readLifecycleJournal, readRuntimeJson } from './runtime-reads.js';

/** Takes the runtime at rest just before a start the scenario will interrupt. */
export async function takeRuntimeBaseline(s: Scenario): Promise<RuntimeBaseline> {
  const runtime = requireRuntime(s);
  const current = await readRuntimeJson(runtime, CURRENT_POINTER);
  const baseline: RuntimeBaseline = {
    listing: await listRuntimeButJournal(runtime),
    journalLines: (await readLifecycleJournal(runtime)).length,
    currentId: typeof current?.current === 'string' ? current.current : null,
  };
  lifecycleArea(s).before = baseline;
  return baseline;
}

export function requireRuntimeBaseline(s: Scenario): RuntimeBaseline {
  const before = lifecycleArea(s).before;
  if (!before) throw new Error('no runtime baseline was taken; start the server with a step that holds it at a seam first');
  return before;
}

export async function expectNoOwnerLock(s: Scenario): Promise<void> {
  const lock = await readRuntimeJson(requireRuntime(s), WRITER_LOCK);
  if (lock !== null) throw new Error(`${WRITER_LOCK} still exists after the owner ended (${JSON.stringify(lock)}); a released owner leaves no lock`);
}
