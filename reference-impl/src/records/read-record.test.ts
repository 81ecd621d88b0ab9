import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { readRecord, readRecordLinesSync, readRecordSync, type RecordRead } from './index.js';

const base = realpathSync(mkdtempSync('/var/tmp/m1nd-records-'));
after(() => rmSync(base, { recursive: true, force: true }));
const Schema = z.object({ schema: z.literal('t-v1'), n: z.number() });
const file = (name: string, text: string, mode = 0o600): string => {
  const path = join(base, name);
  writeFileSync(path, text, { mode });
  chmodSync(path, mode);
  return path;
};
const codeOf = (r: RecordRead<unknown>): string => ('code' in r ? r.code : 'ok');

test('a valid record answers its data and the bytes it came from, sync and async alike', async () => {
  const path = file('good.json', '{"schema":"t-v1","n":1}\n');
  const sync = readRecordSync(path, Schema);
  assert.deepEqual(sync, { data: { schema: 't-v1', n: 1 }, bytes: Buffer.from('{"schema":"t-v1","n":1}\n') });
  assert.deepEqual(await readRecord(path, Schema), sync);
});

test('every failure is a named refusal naming the file, never an exception', async () => {
  const missing = readRecordSync(join(base, 'missing.json'), Schema);
  assert.deepEqual(missing, { code: 'record_missing', path: join(base, 'missing.json'), detail: 'does not exist', errno: 'ENOENT' });
  assert.equal(codeOf(readRecordSync(file('torn.json', '{"schema":'), Schema)), 'record_not_json');
  const wrong = readRecordSync(file('wrong.json', '{"schema":"t-v1","n":"x"}'), Schema);
  assert.equal(codeOf(wrong), 'record_malformed');
  assert.ok('at' in wrong && wrong.at === 'n' && /^invalid at n: /.test(wrong.detail));
  const whole = readRecordSync(file('array.json', '[]'), Schema);
  assert.ok('at' in whole && whole.at === '' && /^invalid at \(top level\)/.test(whole.detail));
  const dir = join(base, 'a-dir');
  mkdirSync(dir);
  assert.deepEqual(readRecordSync(dir, Schema), { code: 'record_unreadable', path: dir, detail: 'cannot be read (EISDIR)', errno: 'EISDIR' });
  assert.equal(codeOf(await readRecord(join(base, 'missing.json'), Schema)), 'record_missing');
});

test('an unfollowed read refuses a link, a directory and a FIFO without blocking on it', () => {
  const target = file('target.json', '{"schema":"t-v1","n":2}');
  symlinkSync(target, join(base, 'link.json'));
  assert.equal(readRecordSync(join(base, 'link.json'), Schema).hasOwnProperty('data'), true, 'followed by default');
  assert.equal(codeOf(readRecordSync(join(base, 'link.json'), Schema, { follow: false })), 'record_symlink');
  assert.equal(codeOf(readRecordSync(join(base, 'a-dir'), Schema, { follow: false })), 'record_not_a_file');
  const fifo = join(base, 'fifo.json');
  execFileSync('mkfifo', [fifo]);
  assert.equal(codeOf(readRecordSync(fifo, Schema, { follow: false })), 'record_not_a_file');
});

test('a private record must belong to the uid and carry exactly the mode', () => {
  const uid = process.getuid?.() ?? 0;
  const Token = z.string().trim().regex(/^[0-9a-f]{4}$/);
  const path = file('token', 'beef\n');
  assert.deepEqual(readRecordSync(path, Token, { format: 'text', privateTo: { uid, mode: 0o600 } }).hasOwnProperty('data'), true);
  chmodSync(path, 0o640);
  assert.equal(codeOf(readRecordSync(path, Token, { format: 'text', privateTo: { uid, mode: 0o600 } })), 'record_not_private');
  assert.equal(codeOf(readRecordSync(path, Token, { format: 'text', privateTo: { uid: uid + 1, mode: 0o640 } })), 'record_not_private');
});

test('a journal keeps its records; torn and foreign lines are refused by line number', () => {
  const path = file('journal.jsonl', '{"schema":"t-v1","n":1}\n{"schema":"other"}\n{"schema":"t-v1","n":3}\n{"schem');
  const read = readRecordLinesSync(path, Schema);
  assert.ok('records' in read);
  assert.deepEqual(read.records, [{ schema: 't-v1', n: 1 }, { schema: 't-v1', n: 3 }]);
  assert.deepEqual(read.refused.map((r) => [r.path.slice(path.length + 1), r.code]), [['line 2', 'record_malformed'], ['line 4', 'record_not_json']]);
  assert.deepEqual(readRecordLinesSync(join(base, 'no-journal.jsonl'), Schema), { records: [], refused: [] });
});
