import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { presenceIdOf } from './presence-id.js';
import { PresenceStore, type Beat } from './presence-store.js';
import { PRESENCE_BEAT_THROTTLE_MS, PRESENCE_TTL_MS } from './timing.js';

function setup(): { dir: string; clock: { now: number }; store: PresenceStore; done(): void } {
  const base = mkdtempSync(join(tmpdir(), 'presence-'));
  const dir = join(base, 'registry', 'presences');
  const clock = { now: 1_000_000 };
  return { dir, clock, store: new PresenceStore(dir, () => clock.now), done: () => rmSync(base, { recursive: true, force: true }) };
}

const beat = (agentId: string, over: Partial<Beat> = {}): Beat => ({ agentId, brain: '/repo', callerRoot: '/repo', observedMutation: false, ...over });

test('the id is prs_ and 12 hex digits, stable per (agent, brain)', () => {
  assert.match(presenceIdOf('alpha', '/repo'), /^prs_[0-9a-f]{12}$/);
  assert.equal(presenceIdOf('alpha', '/repo'), presenceIdOf('alpha', '/repo'));
  assert.notEqual(presenceIdOf('alpha', '/repo'), presenceIdOf('alpha', '/other'));
  assert.notEqual(presenceIdOf('alpha', '/repo'), presenceIdOf('beta', '/repo'));
});

test('beats upsert one file per (agent, brain); two brains are two presences', () => {
  const t = setup();
  try {
    t.store.beat(beat('alpha'));
    t.clock.now += 10_000;
    t.store.beat(beat('alpha'));
    t.store.beat(beat('alpha', { brain: '/other' }));
    assert.equal(readdirSync(t.dir).length, 2);
    const roster = t.store.roster();
    assert.ok('presences' in roster);
    const mine = roster.presences.find((p) => p.brain === '/repo');
    assert.equal(mine?.query_count, 2);
    assert.equal(mine?.first_seen_ms, 1_000_000);
  } finally {
    t.done();
  }
});

test('within the throttle window a plain beat writes nothing; a declaration or a first mutation writes at once', () => {
  const t = setup();
  try {
    t.store.beat(beat('alpha'));
    const path = join(t.dir, `${presenceIdOf('alpha', '/repo')}.json`);
    const first = readFileSync(path, 'utf8');
    t.clock.now += PRESENCE_BEAT_THROTTLE_MS - 1;
    t.store.beat(beat('alpha'));
    assert.equal(readFileSync(path, 'utf8'), first);
    t.store.beat(beat('alpha', { observedMutation: true }));
    const mutated = readFileSync(path, 'utf8');
    assert.notEqual(mutated, first);
    t.store.beat(beat('alpha', { declaration: { kind: 'agent', theme: 't', worktree: null, working_set: ['src'], intent: 'mutate' } }));
    assert.notEqual(readFileSync(path, 'utf8'), mutated);
    t.clock.now += PRESENCE_BEAT_THROTTLE_MS;
    const before = readFileSync(path, 'utf8');
    t.store.beat(beat('alpha'));
    assert.notEqual(readFileSync(path, 'utf8'), before, 'after the window the next beat writes');
  } finally {
    t.done();
  }
});

test('a restarted store keeps first_seen and the count of a live sidecar, and starts afresh on a stale one', () => {
  const t = setup();
  try {
    t.store.beat(beat('alpha'));
    const again = new PresenceStore(t.dir, () => t.clock.now);
    again.beat(beat('alpha'));
    const r = again.roster();
    assert.ok('presences' in r);
    assert.equal(r.presences[0]?.query_count, 2);
    t.clock.now += PRESENCE_TTL_MS + 1;
    const late = new PresenceStore(t.dir, () => t.clock.now);
    late.beat(beat('alpha'));
    const l = late.roster();
    assert.ok('presences' in l);
    assert.equal(l.presences[0]?.query_count, 1);
    assert.equal(l.presences[0]?.first_seen_ms, t.clock.now);
  } finally {
    t.done();
  }
});

test('a stale presence is filtered at read and reclaimed at boot', () => {
  const t = setup();
  try {
    t.store.beat(beat('alpha'));
    t.clock.now += PRESENCE_TTL_MS + 1;
    t.store.beat(beat('beta'));
    const r = t.store.roster();
    assert.ok('presences' in r);
    assert.deepEqual(r.presences.map((p) => p.agent_id), ['beta']);
    assert.equal(readdirSync(t.dir).length, 2);
    assert.equal(new PresenceStore(t.dir, () => t.clock.now).reclaimStale(), 1);
    assert.deepEqual(readdirSync(t.dir), [`${presenceIdOf('beta', '/repo')}.json`]);
  } finally {
    t.done();
  }
});

test('fail-open: a directory at the sidecar path, or a file where the folder belongs, never throws', () => {
  const t = setup();
  try {
    mkdirSync(join(t.dir, `${presenceIdOf('alpha', '/repo')}.json`), { recursive: true });
    assert.equal(t.store.beat(beat('alpha')), null, 'a failed write reports no id and throws nothing');
    assert.ok(statSync(join(t.dir, `${presenceIdOf('alpha', '/repo')}.json`)).isDirectory());
    rmSync(t.dir, { recursive: true });
    writeFileSync(t.dir, 'not a folder');
    assert.doesNotThrow(() => t.store.beat(beat('beta')));
    const r = t.store.roster();
    assert.ok('unavailable' in r, 'an unreadable registry drops the roster whole');
  } finally {
    t.done();
  }
});

test('a corrupt sidecar is not listed, and the next beat replaces it', () => {
  const t = setup();
  try {
    mkdirSync(t.dir, { recursive: true });
    const path = join(t.dir, `${presenceIdOf('alpha', '/repo')}.json`);
    writeFileSync(path, '{"schema":');
    const r = t.store.roster();
    assert.ok('presences' in r && r.presences.length === 0);
    t.store.beat(beat('alpha'));
    assert.equal(JSON.parse(readFileSync(path, 'utf8')).agent_id, 'alpha');
  } finally {
    t.done();
  }
});

test('an agent silent past the TTL comes back as a new presence, written at once', () => {
  const t = setup();
  try {
    t.store.beat(beat('alpha'));
    t.clock.now += PRESENCE_TTL_MS + 1;
    t.store.beat(beat('alpha'));
    const r = t.store.roster();
    assert.ok('presences' in r);
    assert.equal(r.presences[0]?.first_seen_ms, t.clock.now);
    assert.equal(r.presences[0]?.query_count, 1);
  } finally {
    t.done();
  }
});

test('a sidecar others may write names no presence: a read skips it as if it were absent', () => {
  const t = setup();
  try {
    t.store.beat(beat('alpha'));
    const [file] = readdirSync(t.dir);
    const agents = () => {
      const roster = new PresenceStore(t.dir, () => t.clock.now).roster();
      return 'presences' in roster ? roster.presences.map((p) => p.agent_id) : roster;
    };
    chmodSync(join(t.dir, file as string), 0o666);
    assert.deepEqual(agents(), []);
    chmodSync(join(t.dir, file as string), 0o600);
    assert.deepEqual(agents(), ['alpha']);
  } finally {
    t.done();
  }
});
