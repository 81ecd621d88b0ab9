import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JOURNAL_DIR } from './reference-layout.js';

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
 * Every record of every journal of `runtime` (reference layout) whose kind starts with `prefix` ("refresh."
 * or "birth."), in file then line order.
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
