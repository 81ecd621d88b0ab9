import { JOURNAL_DIR, listTree } from '../probes/index.js';
import type { Scenario } from './scenario.js';

export function requireRuntime(s: Scenario): string {
  if (s.runtimeReal === null) throw new Error('no runtime directory was given in this scenario');
  return s.runtimeReal;
}

/** The runtime listing without its journal folder, the one place a refused or interrupted action may write. */
export async function listRuntimeButJournal(runtime: string): Promise<string[]> {
  return (await listTree(runtime)).filter((line) => !line.startsWith(`"${JOURNAL_DIR}"`) && !line.startsWith(`"${JOURNAL_DIR}/`));
}
