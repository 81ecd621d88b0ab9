// Companions that know the reference layout (`@needs:snapshot-layout`): where the store file lies in the runtime.
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SYSTEM_BLOCKS_FILE } from '../../probes/index.js';
import { requireRuntime, type Scenario } from '../../scenario/index.js';
import { storeRefusalProblems } from './store-checks.js';
import { STORE_CALLS } from './store-calls.js';
import { askBothDoors, servedRoot } from './store-wire.js';

function storePath(s: Scenario): string {
  return join(requireRuntime(s), SYSTEM_BLOCKS_FILE);
}

/** The store file is replaced by a record of its schema but another shape (a version that is not a number). */
export async function damageStoreFile(s: Scenario): Promise<void> {
  const path = storePath(s);
  await readFile(path); // the store must exist before it can be damaged
  await writeFile(path, '{"schema":"m1nd-system-blocks-store-v0","store_version":"two","blocks":{}}\n');
}

/** The store file keeps its bytes but becomes writable by group and other, as a neighbour could have left it. */
export async function openStoreFileToOthers(s: Scenario): Promise<void> {
  await chmod(storePath(s), 0o666);
}

/** The named call is refused with `code` alike on both doors, and the store file keeps its bytes. */
export async function expectRefusedKeepingStoreFile(s: Scenario, callName: string, code: string): Promise<void> {
  const path = storePath(s);
  const before = await readFile(path, 'utf8');
  const call = STORE_CALLS[callName]!({ root: servedRoot(s), version: null });
  const answers = await askBothDoors(s, call.tool, call.args);
  const problems = answers.flatMap((a) => storeRefusalProblems(a, code).map((p) => `${p}: ${a.text.slice(0, 300)}`));
  if (new Set(answers.map((a) => a.canonical)).size !== 1) problems.push('the doors answered different bytes');
  if ((await readFile(path, 'utf8')) !== before) problems.push(`the store file ${path} changed`);
  if (problems.length > 0) throw new Error(`${callName} against a damaged store was not refused with ${code}, keeping the file:\n  ${problems.join('\n  ')}`);
}
