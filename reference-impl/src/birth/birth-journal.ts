import { chmodSync, closeSync, fchmodSync, fstatSync, fsyncSync, mkdirSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fsyncDir } from '../store/index.js';

/** The ceremony's journal, relative to the runtime directory. */
export const BIRTH_JOURNAL = 'journal/birth.jsonl';
export const BIRTH_JOURNAL_SCHEMA = 'm1nd-birth-journal-v1';

export type BirthJournalKind = 'birth.prepare' | 'birth.commit' | 'birth.rollback' | 'birth.refusal';

export interface BirthJournalRecord {
  schema: typeof BIRTH_JOURNAL_SCHEMA;
  kind: BirthJournalKind;
  at_ms: number;
  writer: { pid: number; ingress: 'human-cli' | 'recovery' };
  brain_id: string | null;
  root: string | null;
  code?: string;
  detail?: string;
  node_count?: number;
  digest?: string;
  checkpoint?: string;
  /** true when recovery, not the ceremony itself, wrote the outcome. */
  recovered?: boolean;
}

export type BirthJournalEntry = Omit<BirthJournalRecord, 'schema' | 'at_ms' | 'writer'>;

/**
 * Appends one line and fsyncs it before returning. A line torn by a crash is closed with a newline
 * first, so it stays one unreadable line instead of corrupting the next record.
 */
export function appendBirthJournal(runtime: string, record: BirthJournalRecord): void {
  const path = join(runtime, BIRTH_JOURNAL);
  const dir = dirname(path);
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (created !== undefined) chmodSync(dir, 0o700);
  const fd = openSync(path, 'a+', 0o600);
  try {
    const size = fstatSync(fd).size;
    if (size === 0) fchmodSync(fd, 0o600);
    const prefix = size > 0 && lastByte(fd, size) !== 0x0a ? '\n' : '';
    const line = Buffer.from(`${prefix}${JSON.stringify(record)}\n`, 'utf8');
    let off = 0;
    while (off < line.length) off += writeSync(fd, line, off, line.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  fsyncDir(dir);
  if (created !== undefined) fsyncDir(dirname(dir));
}

/** Every readable record, in order; an absent journal is empty and torn lines are skipped. */
export function readBirthJournal(runtime: string): BirthJournalRecord[] {
  let text: string;
  try {
    text = readFileSync(join(runtime, BIRTH_JOURNAL), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const records: BirthJournalRecord[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const value = JSON.parse(line) as BirthJournalRecord;
      if (value?.schema === BIRTH_JOURNAL_SCHEMA) records.push(value);
    } catch {
      // A torn line from a crash mid-append carries no decision.
    }
  }
  return records;
}

function lastByte(fd: number, size: number): number {
  const buf = Buffer.alloc(1);
  readSync(fd, buf, 0, 1, size - 1);
  return buf[0] ?? 0x0a;
}
