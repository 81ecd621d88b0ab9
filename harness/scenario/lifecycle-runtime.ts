import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listTree } from '../probes/index.js';
import { lifecycleArea, type RuntimeBaseline } from './lifecycle-area.js';
import type { Scenario } from './scenario.js';

// Files of the reference runtime layout (reference-impl/README.md) the lifecycle scenarios read directly.
export const LIFECYCLE_JOURNAL = join('journal', 'lifecycle.jsonl');
export const WRITER_LOCK = join('checkpoint-store', 'WRITER.lock');
export const CURRENT_POINTER = join('checkpoint-store', 'CURRENT');
export const COCHANGE_FILE = 'cochange.json';
export const EMBEDDING_CACHE_DIR = 'embedding-cache';

export function requireRuntime(s: Scenario): string {
  if (s.runtimeReal === null) throw new Error('no runtime directory was given in this scenario');
  return s.runtimeReal;
}

/** The lifecycle journal's records in order; a torn last line (a crash mid-append) is skipped. */
export async function readLifecycleJournal(runtime: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(runtime, LIFECYCLE_JOURNAL), 'utf8').catch((cause: NodeJS.ErrnoException) => {
    if (cause.code === 'ENOENT') return '';
    throw new Error(`cannot read the lifecycle journal ${join(runtime, LIFECYCLE_JOURNAL)}: ${cause.message}`, { cause });
  });
  return parseJournalLines(text);
}

export function parseJournalLines(text: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const record = JSON.parse(line) as unknown;
      if (typeof record === 'object' && record !== null && !Array.isArray(record)) out.push(record as Record<string, unknown>);
    } catch { /* a torn line is no record */ }
  }
  return out;
}

/** The runtime listing without its journal folder, the one place an interrupted or refused start may write. */
export async function listRuntimeButJournal(runtime: string): Promise<string[]> {
  return (await listTree(runtime)).filter((line) => !/^"journal(?:\/|")/.test(line));
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

export function requireBaseline(s: Scenario): RuntimeBaseline {
  const before = lifecycleArea(s).before;
  if (!before) throw new Error('no runtime baseline was taken; start the server with a step that holds it at a seam first');
  return before;
}

export async function expectNoOwnerLock(s: Scenario): Promise<void> {
  const lock = await readRuntimeJson(requireRuntime(s), WRITER_LOCK);
  if (lock !== null) throw new Error(`${WRITER_LOCK} still exists after the owner ended (${JSON.stringify(lock)}); a released owner leaves no lock`);
}
