import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { AgentError } from './agent-error.js';
import { makePrivateDir } from './agent-fixture.test-support.js';
import { AGENT_CACHE_IDENTITY_FILE as IDENTITY_FILE } from '../records/index.js';
import { buildIdentity, ensureIdentity, identityKey } from './cache-identity.js';
import { acquireLease, releaseLease } from './lease.js';

const ids = {
  a: buildIdentity('/r', { kind: 'git', head: 'a'.repeat(40), branch: 'main' }),
  otherBranch: buildIdentity('/r', { kind: 'git', head: 'a'.repeat(40), branch: 'dev' }),
  otherHead: buildIdentity('/r', { kind: 'git', head: 'b'.repeat(40), branch: 'main' }),
  otherRoot: buildIdentity('/r2', { kind: 'git', head: 'a'.repeat(40), branch: 'main' }),
};

test('the key is the sha256 of the identity: stable, and different for another branch, HEAD or root', () => {
  assert.match(identityKey(ids.a), /^[0-9a-f]{64}$/);
  assert.equal(identityKey(ids.a), identityKey(buildIdentity('/r', { kind: 'git', head: 'a'.repeat(40), branch: 'main' })));
  const keys = new Set(Object.values(ids).map(identityKey));
  assert.equal(keys.size, 4);
});

async function withLease<T>(runtime: string, fn: (lease: Awaited<ReturnType<typeof acquireLease>>) => Promise<T>): Promise<T> {
  const lease = await acquireLease(runtime, { pid: process.pid, now: Date.now, waitMs: 1000, signal: new AbortController().signal });
  try {
    return await fn(lease);
  } finally {
    releaseLease(lease);
  }
}

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    try {
      out[name] = readFileSync(join(dir, name), 'utf8');
    } catch {
      out[name] = '<not a file>';
    }
  }
  return out;
}

test('an empty runtime gets the manifest (cold); the same identity then finds it (warm)', async () => {
  const runtime = join(makePrivateDir('ident-'), 'rt');
  mkdirSync(runtime, { mode: 0o700 });
  assert.equal(await withLease(runtime, (l) => ensureIdentity(l, ids.a)), 'cold');
  assert.deepEqual(JSON.parse(readFileSync(join(runtime, IDENTITY_FILE), 'utf8')), ids.a);
  assert.equal(await withLease(runtime, (l) => ensureIdentity(l, ids.a)), 'warm');
});

async function refusal(runtime: string, identity = ids.a): Promise<string> {
  try {
    await withLease(runtime, (l) => ensureIdentity(l, identity));
  } catch (error) {
    assert.ok(error instanceof AgentError, String(error));
    return error.code;
  }
  assert.fail('expected a refusal');
}

test('mismatched, unlabelled-populated, unreadable and symlinked state is refused and left byte-for-byte unchanged', async () => {
  const dir = makePrivateDir('ident-');
  const cases: [string, () => void, string][] = [
    ['mismatch', () => writeFileSync(join(dir, 'mismatch', IDENTITY_FILE), JSON.stringify(ids.otherHead)), 'M1ND_AGENT_CACHE_IDENTITY_MISMATCH'],
    ['unlabelled', () => writeFileSync(join(dir, 'unlabelled', 'graph_snapshot.json'), '{}'), 'M1ND_AGENT_CACHE_UNLABELLED'],
    ['garbled', () => writeFileSync(join(dir, 'garbled', IDENTITY_FILE), '{not json'), 'M1ND_AGENT_CACHE_UNREADABLE'],
    ['dir-manifest', () => mkdirSync(join(dir, 'dir-manifest', IDENTITY_FILE)), 'M1ND_AGENT_CACHE_UNREADABLE'],
    ['linked', () => { writeFileSync(join(dir, 'elsewhere.json'), JSON.stringify(ids.a)); symlinkSync(join(dir, 'elsewhere.json'), join(dir, 'linked', IDENTITY_FILE)); }, 'M1ND_AGENT_CACHE_SYMLINK'],
  ];
  for (const [name, seed, code] of cases) {
    const runtime = join(dir, name);
    mkdirSync(runtime, { mode: 0o700 });
    seed();
    const before = snapshot(runtime);
    assert.equal(await refusal(runtime), code, name);
    assert.deepEqual(snapshot(runtime), before, name);
  }
});
