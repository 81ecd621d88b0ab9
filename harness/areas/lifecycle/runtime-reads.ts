import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIFECYCLE_JOURNAL, parseJournalLines } from '../../probes/index.js';

/** The lifecycle journal's records in order (reference layout). */
export async function readLifecycleJournal(runtime: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(runtime, LIFECYCLE_JOURNAL), 'utf8').catch((cause: NodeJS.ErrnoException) => {
    if (cause.code === 'ENOENT') return '';
    throw new Error(`cannot read the lifecycle journal ${join(runtime, LIFECYCLE_JOURNAL)}: ${cause.message}`, { cause });
  });
  return parseJournalLines(text);
}

/** A small JSON file of the runtime, or null when it does not exist. */
export async function readRuntimeJson(runtime: string, rel: string): Promise<Record<string, unknown> | null> {
  let text: string;
  try {
    text = await readFile(join(runtime, rel), 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`cannot read ${join(runtime, rel)}: ${(cause as Error).message}`, { cause });
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (cause) {
    throw new Error(`${join(runtime, rel)} is not whole JSON (${(cause as Error).message}): ${JSON.stringify(text.slice(0, 200))}`, { cause });
  }
}
