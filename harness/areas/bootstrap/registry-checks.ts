import { join } from 'node:path';
import { readInstances } from '../../probes/index.js';
import { requireRuntime, type Scenario } from '../../scenario/index.js';

/** The registry under a granted runtime, where an implementation lists the owners serving it. */
function registryOf(s: Scenario): string {
  return join(requireRuntime(s), 'registry');
}

function isAlive(pid: unknown): boolean {
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * No record in the runtime's registry names a server of this scenario that has ended, or any process that
 * no longer runs: a record left behind advertises an owner nobody can reach.
 */
export async function expectNoEndedInstance(s: Scenario): Promise<void> {
  const ended = new Set(s.runs.filter((r) => r.child.exitStatus() !== null).map((r) => r.child.pid));
  if (ended.size === 0) throw new Error('no server of this scenario has ended yet; end one first');
  const stale = (await readInstances(registryOf(s))).filter((r) => ended.has(r.pid as number) || !isAlive(r.pid));
  if (stale.length > 0) throw new Error(`the registry ${registryOf(s)} still lists owners that ended: ${JSON.stringify(stale)}`);
}

/** The serving stdio server is listed in its runtime's registry (the reference layout's instance record). */
export async function expectStdioInstanceListed(s: Scenario): Promise<void> {
  const pid = s.current.child.pid;
  const mine = (await readInstances(registryOf(s))).filter((r) => r.pid === pid);
  const [record] = mine;
  if (mine.length !== 1 || !record || record.transport !== 'stdio' || record.runtime_root !== s.runtimeReal) {
    throw new Error(`the registry ${registryOf(s)} must list the serving stdio server (pid ${pid}) once, transport "stdio", runtime_root ${s.runtimeReal}; it lists ${JSON.stringify(mine)}`);
  }
}
