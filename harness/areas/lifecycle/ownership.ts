import { join } from 'node:path';
import { WRITER_LOCK, readInstances } from '../../probes/index.js';
import { ACK_LINE, armSeam, disarmSeams, rememberCheckpoint, requireRuntime, type Scenario } from '../../scenario/index.js';
import { readRuntimeJson } from './runtime-reads.js';

export const FINAL_CHECKPOINT_SEAM = 'shutdown.checkpoint';
const FAILED_LINE = /final checkpoint failed .*owner is retained until exit/;

/** How the scenario asks a serving server to stop. */
export type Ending = 'end of input' | 'SIGTERM';
export const ENDINGS: readonly Ending[] = ['end of input', 'SIGTERM'];

export function parseEnding(words: string): Ending {
  const found = ENDINGS.find((e) => e === words);
  if (!found) throw new Error(`unknown ending ${JSON.stringify(words)}; use one of ${ENDINGS.map((e) => JSON.stringify(e)).join(', ')}`);
  return found;
}

/** Injects a fault at the final checkpoint (seam protocol `.fail`); cleared once the server exited. */
export function failFinalCheckpoint(s: Scenario): Promise<void> {
  return armSeam(s, FINAL_CHECKPOINT_SEAM, 'fail');
}

export function stopServerBy(s: Scenario, ending: Ending): void {
  if (ending === 'end of input') s.current.child.closeStdin();
  else s.current.child.signal('SIGTERM');
}

/** Exit 1 with the failure line and no ACK; the checkpoint on disk is remembered for the restart. */
export async function expectFailedCheckpointExit(s: Scenario): Promise<void> {
  const run = s.current;
  const status = await run.child.waitExit(s.boundMs);
  disarmSeams(s);
  const lines = run.child.stderrLines;
  const problems: string[] = [];
  if (status.code !== 1) problems.push(`it exited with code ${status.code} (signal ${status.signal}), expected 1`);
  if (!lines.some((l) => FAILED_LINE.test(l))) problems.push(`no stderr line matches ${FAILED_LINE}`);
  if (lines.some((l) => ACK_LINE.test(l))) problems.push('it printed the checkpoint ACK although its final checkpoint failed');
  if (problems.length > 0) throw new Error(`${run.label}: ${problems.join('; ')}. stderr: ${lines.join(' | ') || '(none)'}`);
  await rememberCheckpoint(s);
}

/** The owner was never released: the lock and the instance record still name the exited process. */
export async function expectOwnerRetained(s: Scenario): Promise<void> {
  const runtime = requireRuntime(s);
  const pid = s.current.child.pid;
  const lock = await readRuntimeJson(runtime, WRITER_LOCK);
  if (lock?.pid !== pid) throw new Error(`${WRITER_LOCK} is ${JSON.stringify(lock)}; a failed final checkpoint keeps the owner lock of pid ${pid} until exit`);
  const instances = await readInstances(join(runtime, 'registry'));
  if (!instances.some((i) => i.pid === pid)) {
    throw new Error(`the instance registry holds no record of pid ${pid} (${JSON.stringify(instances)}); a failed final checkpoint withdraws nothing`);
  }
}
