import { JOURNAL_DIR, listTree, PRESENCES_DIR } from '../probes/index.js';
import type { Scenario } from './scenario.js';

export function requireRuntime(s: Scenario): string {
  if (s.runtimeReal === null) throw new Error('no runtime directory was given in this scenario');
  return s.runtimeReal;
}

/**
 * The runtime listing without its journal folder, the one place a refused or interrupted action may write, and
 * without the presences a call naming its agent beats whatever it answers (seed 004).
 */
export async function listRuntimeButJournal(runtime: string): Promise<string[]> {
  const aside = [JOURNAL_DIR, PRESENCES_DIR];
  return (await listTree(runtime)).filter((line) => !aside.some((dir) => line.startsWith(`"${dir}"`) || line.startsWith(`"${dir}/`)));
}
