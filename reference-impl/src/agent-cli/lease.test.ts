import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AgentError } from './agent-error.js';
import { makePrivateDir, TSX } from './agent-fixture.test-support.js';
import { acquireLease, OWNER_DIR, OWNER_FILE, releaseLease, WAITER_PREFIX } from './lease.js';
import { waitForChange } from './wait-for-change.js';

const HOLDER = join(dirname(fileURLToPath(import.meta.url)), 'lease-holder.test-support.ts');
const never = new AbortController().signal;

function newRuntime(): string {
  const runtime = join(makePrivateDir('lease-'), 'rt');
  mkdirSync(runtime, { mode: 0o700 });
  return runtime;
}

/** A real process holding the lease; resolves once it printed "acquired". */
async function startHolder(runtime: string, mode = ''): Promise<{ child: ChildProcess; release(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', TSX, HOLDER, runtime, mode], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (s: string) => {
      out += s;
      if (out.includes('acquired')) resolve();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`holder exited ${code}`)));
  });
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { child, release: async () => { child.stdin!.end(); await closed; } };
}

const markers = (runtime: string): string[] => readdirSync(runtime).filter((n) => n.startsWith(WAITER_PREFIX));

async function waitForMarker(runtime: string): Promise<void> {
  while (markers(runtime).length === 0) await waitForChange(runtime, 250, never);
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    assert.ok(error instanceof AgentError, String(error));
    return error.code;
  }
  assert.fail('expected a failure');
}

test('a contender fails busy after its budget; the owner\'s proof is untouched and the waiter leaves no marker', async () => {
  const runtime = newRuntime();
  const holder = await startHolder(runtime);
  const proof = readFileSync(join(runtime, OWNER_DIR, OWNER_FILE), 'utf8');
  assert.equal(JSON.parse(proof).pid, holder.child.pid);
  assert.equal(await codeOf(acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 300, signal: never })), 'M1ND_AGENT_CACHE_BUSY');
  assert.equal(readFileSync(join(runtime, OWNER_DIR, OWNER_FILE), 'utf8'), proof);
  assert.deepEqual(markers(runtime), []);
  await holder.release();
});

test('a waiter registers its marker, then takes the lease once the owner releases', async () => {
  const runtime = newRuntime();
  const holder = await startHolder(runtime);
  const contender = acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 60_000, signal: never });
  await waitForMarker(runtime);
  assert.match(markers(runtime)[0] as string, new RegExp(`^${WAITER_PREFIX}${process.pid}-[0-9a-f]{48}\\.json$`));
  await holder.release();
  const lease = await contender;
  assert.equal(lease.waited, true);
  assert.deepEqual(markers(runtime), []);
  releaseLease(lease);
  assert.deepEqual(readdirSync(runtime), []);
});

test('an interrupted waiter removes only its own marker', async () => {
  const runtime = newRuntime();
  const holder = await startHolder(runtime);
  const foreign = join(runtime, `${WAITER_PREFIX}1-feed.json`);
  writeFileSync(foreign, '{}');
  const abort = new AbortController();
  const contender = acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 60_000, signal: abort.signal });
  while (markers(runtime).length < 2) await waitForChange(runtime, 250, never);
  abort.abort(new AgentError('M1ND_AGENT_INTERRUPTED', 'interrupted by SIGINT'));
  assert.equal(await codeOf(contender), 'M1ND_AGENT_INTERRUPTED');
  assert.deepEqual(markers(runtime), [`${WAITER_PREFIX}1-feed.json`]);
  assert.ok(readFileSync(join(runtime, OWNER_DIR, OWNER_FILE), 'utf8').includes(String(holder.child.pid)));
  await holder.release();
});

test('a proof kept without a witnessed close makes every contender fail busy; nothing ages it out', async () => {
  const runtime = newRuntime();
  const holder = await startHolder(runtime, 'keep');
  await holder.release();
  assert.equal(await codeOf(acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 200, signal: never })), 'M1ND_AGENT_CACHE_BUSY');
  assert.ok(readdirSync(join(runtime, OWNER_DIR)).includes(OWNER_FILE));
});

test('distinct runtimes have independent leases', async () => {
  const a = newRuntime();
  const b = newRuntime();
  const holder = await startHolder(a);
  const lease = await acquireLease(b, { pid: process.pid, now: Date.now, waitMs: 1000, signal: never });
  assert.equal(lease.waited, false);
  releaseLease(lease);
  await holder.release();
});

test('release removes only this lease\'s own proof', async () => {
  const runtime = newRuntime();
  const lease = await acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 1000, signal: never });
  const proofPath = join(runtime, OWNER_DIR, OWNER_FILE);
  const stolen = readFileSync(proofPath, 'utf8').replace(lease.token, 'f'.repeat(48));
  writeFileSync(proofPath, stolen);
  assert.throws(() => releaseLease(lease), (e: unknown) => e instanceof AgentError && e.code === 'M1ND_AGENT_CACHE_OWNER_MISMATCH');
  assert.equal(readFileSync(proofPath, 'utf8'), stolen);
});

// A proof that is JSON but not an object (null, a number) is refused by the schema like any other, never a TypeError.
test('an owner proof that is not a lease proof is a named mismatch, and is left in place', async () => {
  for (const bad of ['null', '5', '[]', '{"schema":"m1nd-agent-runtime-owner-v1","token":7,"pid":1}', '{"schema":"other"}']) {
    const runtime = newRuntime();
    const lease = await acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 1000, signal: never });
    const proofPath = join(runtime, OWNER_DIR, OWNER_FILE);
    writeFileSync(proofPath, bad);
    assert.throws(
      () => releaseLease(lease),
      (e: unknown) => e instanceof AgentError && e.code === 'M1ND_AGENT_CACHE_OWNER_MISMATCH' && /is not a lease proof \(record_(malformed|not_json)/.test(e.message),
      bad,
    );
    assert.equal(readFileSync(proofPath, 'utf8'), bad);
  }
});

test('a symlinked runtime or owner directory is refused before anything is written through it', async () => {
  const dir = makePrivateDir('lease-');
  mkdirSync(join(dir, 'real'), { mode: 0o700 });
  symlinkSync(join(dir, 'real'), join(dir, 'linked'));
  assert.equal(await codeOf(acquireLease(join(dir, 'linked'), { pid: process.pid, now: Date.now, waitMs: 1000, signal: never })), 'M1ND_AGENT_CACHE_SYMLINK');
  const runtime = newRuntime();
  mkdirSync(join(dir, 'elsewhere'), { mode: 0o700 });
  symlinkSync(join(dir, 'elsewhere'), join(runtime, OWNER_DIR));
  assert.equal(await codeOf(acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 1000, signal: never })), 'M1ND_AGENT_CACHE_SYMLINK');
  assert.deepEqual(readdirSync(join(dir, 'elsewhere')), []);
  assert.deepEqual(readdirSync(join(dir, 'real')), []);
});
