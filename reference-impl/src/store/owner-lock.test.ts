import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { removeStaleLock } from './lock-file.js';
import { OwnerLock } from './owner-lock.js';
import { readProcStat } from './proc-start.js';

const base = mkdtempSync('/var/tmp/m1nd-store-lock-');
const lockPath = (rt: string) => join(rt, 'checkpoint-store', 'WRITER.lock');
const indexUrl = pathToFileURL(join(import.meta.dirname, 'index.ts')).href;

/** Runs OwnerLock.acquire in a separate node process and returns what it saw. */
function acquireInChild(rt: string): { refused?: string; holderPid?: number; pid: number } {
  const script = `
    const { OwnerLock } = await import(${JSON.stringify(indexUrl)});
    const r = OwnerLock.acquire(${JSON.stringify(rt)}, process.pid);
    if (r instanceof OwnerLock) r.release();
    console.log(JSON.stringify({ ...(r instanceof OwnerLock ? {} : r), pid: process.pid }));`;
  const out = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  return JSON.parse(out.stdout);
}

function acquired(r: ReturnType<typeof OwnerLock.acquire>): OwnerLock {
  assert.ok(r instanceof OwnerLock, `expected the lock, got ${JSON.stringify(r)}`);
  return r;
}

test('acquire writes the lock record with our pid, a token and our start time', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const lock = acquired(OwnerLock.acquire(rt, process.pid));
  const rec = JSON.parse(readFileSync(lockPath(rt), 'utf8'));
  assert.deepEqual(rec, { schema: 'm1nd-writer-lock-v1', pid: process.pid, token: lock.token, proc_start: readProcStat(process.pid)?.startTime });
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store')), ['WRITER.lock']);
  lock.release();
  assert.equal(existsSync(lockPath(rt)), false);
});

test('a second acquire while held is refused naming the holder; after release it succeeds', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const lock = acquired(OwnerLock.acquire(rt, process.pid));
  const again = OwnerLock.acquire(rt, process.pid);
  assert.ok(!(again instanceof OwnerLock));
  assert.equal(again.refused, 'runtime_already_owned');
  assert.equal(again.holderPid, process.pid);
  lock.release();
  acquired(OwnerLock.acquire(rt, process.pid)).release();
});

test('another live process is refused while we hold the lock, and gets it after release', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const lock = acquired(OwnerLock.acquire(rt, process.pid));
  const seen = acquireInChild(rt);
  assert.equal(seen.refused, 'runtime_already_owned');
  assert.equal(seen.holderPid, process.pid);
  lock.release();
  const later = acquireInChild(rt);
  assert.equal(later.refused, undefined);
  assert.equal(existsSync(lockPath(rt)), false);
});

test('a lock left by a dead process is stale and taken over', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  mkdirSync(join(rt, 'checkpoint-store'));
  writeFileSync(lockPath(rt), JSON.stringify({ schema: 'm1nd-writer-lock-v1', pid: dead, token: 'old', proc_start: 1 }));
  const lock = acquired(OwnerLock.acquire(rt, process.pid));
  assert.equal(JSON.parse(readFileSync(lockPath(rt), 'utf8')).token, lock.token);
  assert.equal(lock.holds(), true);
  lock.release();
});

test('a lock whose owner was killed with SIGKILL is taken over', async () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const script = `
    const { OwnerLock } = await import(${JSON.stringify(indexUrl)});
    const r = OwnerLock.acquire(${JSON.stringify(rt)}, process.pid);
    console.log(r instanceof OwnerLock ? 'held' : 'refused');
    setInterval(() => {}, 1 << 30);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  assert.equal(line.toString().trim(), 'held');
  const refused = OwnerLock.acquire(rt, process.pid);
  assert.ok(!(refused instanceof OwnerLock));
  assert.equal(refused.holderPid, child.pid);
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
  const lock = acquired(OwnerLock.acquire(rt, process.pid));
  assert.equal(JSON.parse(readFileSync(lockPath(rt), 'utf8')).pid, process.pid);
  lock.release();
});

test('concurrent takeovers of one stale lock yield exactly one owner', async () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  mkdirSync(join(rt, 'checkpoint-store'));
  writeFileSync(lockPath(rt), JSON.stringify({ schema: 'm1nd-writer-lock-v1', pid: dead, token: 'old', proc_start: 1 }));
  // Each child reports once, then holds whatever it got until its stdin closes.
  const script = `
    const { OwnerLock } = await import(${JSON.stringify(indexUrl)});
    const r = OwnerLock.acquire(${JSON.stringify(rt)}, process.pid);
    console.log(r instanceof OwnerLock ? 'held' : 'refused');
    process.stdin.resume();
    process.stdin.on('end', () => { if (r instanceof OwnerLock) r.release(); });`;
  const children = Array.from({ length: 6 }, () =>
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
  );
  const answers = await Promise.all(children.map(async (c) => String(((await once(c.stdout, 'data')) as [Buffer])[0]).trim()));
  assert.equal(answers.filter((a) => a === 'held').length, 1, answers.join(','));
  assert.equal(answers.filter((a) => a === 'refused').length, 5, answers.join(','));
  await Promise.all(children.map((c) => { const exited = once(c, 'exit'); c.stdin.end(); return exited; }));
  assert.equal(existsSync(lockPath(rt)), false);
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store')), []);
});

test('a lock naming a live pid with another start time is a reused pid, hence stale', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  mkdirSync(join(rt, 'checkpoint-store'));
  const start = readProcStat(process.ppid)?.startTime ?? 0;
  writeFileSync(lockPath(rt), JSON.stringify({ schema: 'm1nd-writer-lock-v1', pid: process.ppid, token: 'old', proc_start: start + 1 }));
  acquired(OwnerLock.acquire(rt, process.pid)).release();
});

test('a live holder whose start time was not recorded is still refused (fail closed)', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  mkdirSync(join(rt, 'checkpoint-store'));
  writeFileSync(lockPath(rt), JSON.stringify({ schema: 'm1nd-writer-lock-v1', pid: process.ppid, token: 'old', proc_start: null }));
  const r = OwnerLock.acquire(rt, process.pid);
  assert.ok(!(r instanceof OwnerLock));
  assert.equal(r.holderPid, process.ppid);
});

test('a corrupt lock is refused with a detail naming the file, and left in place', () => {
  for (const bad of ['', '{', '{"schema":"m1nd-writer-lock-v1","pid":"x","token":"t","proc_start":null}', '{"schema":"other"}']) {
    const rt = mkdtempSync(join(base, 'rt-'));
    mkdirSync(join(rt, 'checkpoint-store'));
    writeFileSync(lockPath(rt), bad);
    const r = OwnerLock.acquire(rt, process.pid);
    assert.ok(!(r instanceof OwnerLock), bad);
    assert.equal(r.refused, 'runtime_already_owned');
    assert.equal(r.holderPid, 0);
    assert.match(r.detail, /WRITER\.lock is not a readable writer lock/);
    assert.equal(readFileSync(lockPath(rt), 'utf8'), bad);
  }
});

test('release never removes a lock that now carries another token', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const lock = acquired(OwnerLock.acquire(rt, process.pid));
  const successor = JSON.stringify({ schema: 'm1nd-writer-lock-v1', pid: process.pid, token: 'successor', proc_start: null });
  writeFileSync(lockPath(rt), successor);
  assert.equal(lock.holds(), false);
  lock.release();
  assert.equal(readFileSync(lockPath(rt), 'utf8'), successor);
});

test('release is idempotent', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  const lock = acquired(OwnerLock.acquire(rt, process.pid));
  lock.release();
  lock.release();
  assert.equal(existsSync(lockPath(rt)), false);
});

test('removing a stale lock puts back a lock that replaced it meanwhile', () => {
  const rt = mkdtempSync(join(base, 'rt-'));
  mkdirSync(join(rt, 'checkpoint-store'));
  const live = JSON.stringify({ schema: 'm1nd-writer-lock-v1', pid: process.pid, token: 'live', proc_start: null });
  writeFileSync(lockPath(rt), live);
  const tokenOf = (path: string) => (JSON.parse(readFileSync(path, 'utf8')) as { token: string }).token;
  removeStaleLock(lockPath(rt), 'judged-stale', tokenOf, process.pid);
  assert.equal(readFileSync(lockPath(rt), 'utf8'), live);
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store')), ['WRITER.lock']);
  removeStaleLock(lockPath(rt), 'live', tokenOf, process.pid);
  assert.deepEqual(readdirSync(join(rt, 'checkpoint-store')), []);
});
