import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { listTree } from '../probes/index.js';
import type { Scenario } from './scenario.js';

// Files of the reference runtime layout (reference-impl/README.md) that scenarios read directly.
/** The folder of the documented journals (`<runtime>/journal/*.jsonl`). */
export const JOURNAL_DIR = 'journal';
export const LIFECYCLE_JOURNAL = join(JOURNAL_DIR, 'lifecycle.jsonl');
export const WRITER_LOCK = join('checkpoint-store', 'WRITER.lock');
export const CURRENT_POINTER = join('checkpoint-store', 'CURRENT');
export const COCHANGE_FILE = 'cochange.json';
export const EMBEDDING_CACHE_DIR = 'embedding-cache';

export function requireRuntime(s: Scenario): string {
  if (s.runtimeReal === null) throw new Error('no runtime directory was given in this scenario');
  return s.runtimeReal;
}

/** The runtime listing without its journal folder, the one place a refused or interrupted action may write. */
export async function listRuntimeButJournal(runtime: string): Promise<string[]> {
  return (await listTree(runtime)).filter((line) => !line.startsWith(`"${JOURNAL_DIR}"`) && !line.startsWith(`"${JOURNAL_DIR}/`));
}

/** Journal lines as records in order; a torn line (a crash mid-append) is no record. */
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

/**
 * Every record of every journal of `runtime` whose kind starts with `prefix` ("refresh." or "birth."),
 * in file then line order.
 */
export async function readJournalRecords(runtime: string, prefix: string): Promise<Record<string, unknown>[]> {
  const dir = join(runtime, JOURNAL_DIR);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.jsonl')).sort();
  const out: Record<string, unknown>[] = [];
  for (const name of names) {
    const records = parseJournalLines(await readFile(join(dir, name), 'utf8'));
    out.push(...records.filter((r) => String(r.kind ?? '').startsWith(prefix)));
  }
  return out;
}

/** The lifecycle journal's records in order. */
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
