import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FakeNamingDaemon, newRunnerSecret, readPacket, runnerText, RUNNER_SECRET_HEADER } from './fake-naming-daemon.js';

const packet = (id: string) => JSON.stringify({ blocks: [{ block_id: id, packet: { member_paths: [`src/${id}/a.ts`] } }] });

async function post(url: string, secret: string, body: string): Promise<number | 'cut'> {
  try {
    const res = await fetch(`${url}/name`, { method: 'POST', headers: { [RUNNER_SECRET_HEADER]: secret, 'content-type': 'application/json' }, body });
    await res.text();
    return res.status;
  } catch {
    return 'cut';
  }
}

test('a packet reads its block ids and member paths; anything else reads empty', () => {
  assert.deepEqual(readPacket(packet('billing')), { blockIds: ['billing'], memberPaths: ['src/billing/a.ts'] });
  assert.deepEqual(readPacket('not json'), { blockIds: [], memberPaths: [] });
});

test('an answering daemon names signed packets and refuses others, recording both', async () => {
  const secret = newRunnerSecret();
  const d = await FakeNamingDaemon.start(secret, { kind: 'answering' });
  try {
    assert.equal(await post(d.url, secret, packet('billing')), 200);
    assert.equal(await post(d.url, newRunnerSecret(), packet('users')), 401);
    assert.deepEqual(d.packets.map((p) => [p.blockIds[0], p.signed]), [['billing', true], ['users', false]]);
    assert.equal(d.answeredCount(), 1);
  } finally {
    await d.stop();
  }
});

test('a daemon expecting another secret refuses the shared one; a dying one answers its count then cuts', async () => {
  const secret = newRunnerSecret();
  const other = await FakeNamingDaemon.start(secret, { kind: 'other-secret' });
  const dying = await FakeNamingDaemon.start(secret, { kind: 'dying', answered: 1 });
  try {
    assert.equal(await post(other.url, secret, packet('a')), 401);
    assert.equal(await post(dying.url, secret, packet('a')), 200);
    assert.equal(await post(dying.url, secret, packet('b')), 'cut');
    assert.equal(await post(dying.url, secret, packet('c')), 'cut');
    assert.equal(dying.answeredCount(), 1);
  } finally {
    await other.stop();
    await dying.stop();
  }
});

test('a hostile daemon laces every name and purpose with control characters; the others answer plain text', () => {
  const control = /[\u0000-\u001f\u007f]/;
  const hostile = runnerText({ kind: 'hostile' }, 'a');
  assert.ok(control.test(hostile.name) && control.test(hostile.purpose));
  const plain = runnerText({ kind: 'answering' }, 'a');
  assert.ok(!control.test(plain.name) && !control.test(plain.purpose));
});

test('a daemon announced while down refuses connections from the start', async () => {
  const daemon = await FakeNamingDaemon.start(newRunnerSecret(), { kind: 'down' });
  assert.equal(await post(daemon.url, 'x', packet('a')), 'cut');
  assert.equal(daemon.packets.length, 0);
});

