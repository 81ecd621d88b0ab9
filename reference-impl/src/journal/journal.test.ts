import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { JOURNAL_SCHEMA, REFRESH_JOURNAL, type RefreshJournalRecord as JournalRecord } from '../records/index.js';
import { appendJournal, readJournal } from './index.js';

function runtimeDir(): string {
  const base = join(homedir(), '.cache', 'm1nd-ref-unit');
  mkdirSync(base, { recursive: true, mode: 0o700 });
  chmodSync(base, 0o700);
  return realpathSync(mkdtempSync(join(base, 'journal-')));
}

const record = (kind: JournalRecord['kind'], n: number): JournalRecord => ({
  schema: JOURNAL_SCHEMA, kind, at_ms: n, writer: { pid: 1, ingress: 'mcp' }, root: '/r', caller_root: '/r', node_count_before: n, digest_before: 'd',
});

test('appends one line per record, creating the directory 0700 and the file 0600', () => {
  const runtime = runtimeDir();
  try {
    assert.deepEqual(readJournal(runtime, REFRESH_JOURNAL), []);
    const path = appendJournal(runtime, REFRESH_JOURNAL, record('refresh.refusal', 1));
    appendJournal(runtime, REFRESH_JOURNAL, record('refresh.receipt', 2));
    assert.equal(path, join(runtime, 'journal', 'ingest-refresh.jsonl'));
    assert.equal(statSync(join(runtime, 'journal')).mode & 0o777, 0o700);
    assert.equal(statSync(path).mode & 0o777, 0o600);
    assert.deepEqual(readJournal(runtime, REFRESH_JOURNAL), [record('refresh.refusal', 1), record('refresh.receipt', 2)]);
  } finally {
    rmSync(runtime, { recursive: true, force: true });
  }
});

test('a fragment torn by a crash is skipped and the next append starts on its own line', () => {
  const runtime = runtimeDir();
  try {
    const path = appendJournal(runtime, REFRESH_JOURNAL, record('refresh.receipt', 1));
    appendFileSync(path, '{"schema":"m1nd-jou');
    assert.deepEqual(readJournal(runtime, REFRESH_JOURNAL), [record('refresh.receipt', 1)]);
    appendJournal(runtime, REFRESH_JOURNAL, record('refresh.refusal', 2));
    assert.deepEqual(readJournal(runtime, REFRESH_JOURNAL), [record('refresh.receipt', 1), record('refresh.refusal', 2)]);
    appendFileSync(path, '{"schema":"other"}\n');
    assert.throws(() => readJournal(runtime, REFRESH_JOURNAL), /record_malformed: .*ingest-refresh\.jsonl line 4: invalid at schema/);
  } finally {
    rmSync(runtime, { recursive: true, force: true });
  }
});
