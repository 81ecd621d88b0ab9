import { chmodSync, closeSync, fchmodSync, fstatSync, fsyncSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fsyncDir } from '../store/index.js';
import type { RefreshJournalRecord } from '../records/index.js';

/** Appends one refresh record (see `appendJsonLine`). */
export function appendJournal(runtime: string, relPath: string, record: RefreshJournalRecord): string {
  return appendJsonLine(runtime, relPath, record);
}

/**
 * Appends one value as a JSON line to `<runtime>/<relPath>` and fsyncs it before returning, so a
 * receipt that was answered is on disk. The directory is created 0700 and the file 0600; a line torn
 * by a crash is closed with a newline first, so it stays one unreadable line.
 */
export function appendJsonLine(runtime: string, relPath: string, record: object): string {
  const path = join(runtime, relPath);
  const dir = dirname(path);
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The creation mode is filtered by the umask; set it exactly on what this call created.
  if (created !== undefined) chmodSync(dir, 0o700);
  const fd = openSync(path, 'a+', 0o600);
  try {
    const size = fstatSync(fd).size;
    if (size === 0) fchmodSync(fd, 0o600);
    // A crash mid-append leaves a torn tail; end it first so the new record starts on its own line.
    const torn = size > 0 && !endsWithNewline(fd, size);
    const line = Buffer.from(`${torn ? '\n' : ''}${JSON.stringify(record)}\n`, 'utf8');
    let off = 0;
    while (off < line.length) off += writeSync(fd, line, off, line.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  // A new directory or file entry must itself survive a crash.
  fsyncDir(dir);
  if (created !== undefined) fsyncDir(dirname(dir));
  return path;
}

function endsWithNewline(fd: number, size: number): boolean {
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] === 0x0a;
}
