import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { checkRunnerUrl, nameBlocks, namingWaves, readRunnerAnnouncement, readRunnerAnswer, readRunnerSecret } from './index.js';

const dir = mkdtempSync('/var/tmp/m1nd-naming-');
const SECRET = 'a'.repeat(64);

test('only a plain http loopback URL announces a runner', () => {
  assert.deepEqual(checkRunnerUrl('http://127.0.0.1:4100/'), { url: 'http://127.0.0.1:4100' });
  assert.ok('unusable' in checkRunnerUrl('http://example.com:4100'));
  assert.ok('unusable' in checkRunnerUrl('https://127.0.0.1:4100'));
  assert.ok('unusable' in checkRunnerUrl('http://u:p@127.0.0.1:4100'));
});

test('the secret file must be private, regular and not a link; its text never reaches a reason', () => {
  const good = join(dir, 'good');
  writeFileSync(good, `${SECRET}\n`, { mode: 0o600 });
  assert.deepEqual(readRunnerSecret(good, null), { secret: SECRET });
  const open = join(dir, 'open');
  writeFileSync(open, SECRET, { mode: 0o644 });
  const refused = readRunnerSecret(open, null);
  assert.ok('unusable' in refused && !refused.unusable.includes(SECRET));
  const link = join(dir, 'link');
  symlinkSync(good, link);
  assert.ok('unusable' in readRunnerSecret(link, null));
  assert.equal(readRunnerAnnouncement({}, null), null);
  assert.deepEqual(readRunnerAnnouncement({ M1ND_NAMING_RUNNER_URL: 'http://127.0.0.1:1', M1ND_NAMING_RUNNER_SECRET_FILE: good }, null), { url: 'http://127.0.0.1:1', secret: SECRET });
});

test('an answer names a block only with clean text', () => {
  assert.deepEqual(readRunnerAnswer({ results: [{ block_id: 'a', ok: true, name: ' Billing  core ', purpose: 'p' }] }, 'a'), { name: 'Billing core', purpose: 'p' });
  assert.equal(readRunnerAnswer({ results: [{ block_id: 'a', ok: true, name: 'x'.repeat(81) }] }, 'a'), null);
  assert.equal(readRunnerAnswer({ results: [{ block_id: 'a', ok: false, name: 'A' }] }, 'a'), null);
  assert.equal(readRunnerAnswer({ results: [] }, 'a'), null);
  assert.deepEqual([1, 4, 5].map(namingWaves), [1, 1, 2]);
});

test('one signed request per block; a refused block is left unnamed', async () => {
  const seen: { secret: unknown; ids: string[] }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += String(c)));
    req.on('end', () => {
      const ids = (JSON.parse(body) as { blocks: { block_id: string }[] }).blocks.map((b) => b.block_id);
      seen.push({ secret: req.headers['x-runnerd-secret'], ids });
      res.writeHead(ids[0] === 'b' ? 401 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: ids.map((id) => ({ block_id: id, ok: true, name: `N ${id}` })) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const packets = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ block_id: id, member_paths: [`${id}.ts`], heuristic_name: id }));
    const run = await nameBlocks({ url, secret: SECRET }, packets, 5000);
    assert.deepEqual([...run.names.keys()].sort(), ['a', 'c', 'd', 'e']);
    assert.equal(run.answered, 4);
    assert.equal(run.firstFailure, 'HTTP 401');
    assert.equal(seen.length, 5);
    assert.ok(seen.every((s) => s.secret === SECRET && s.ids.length === 1));
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test('a runner that is down answers no request, and the reason is the connection failure', async () => {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((r) => server.close(() => r()));
  const run = await nameBlocks({ url, secret: SECRET }, [{ block_id: 'a', member_paths: ['a.ts'], heuristic_name: 'a' }], 5000);
  assert.equal(run.names.size, 0);
  assert.equal(run.answered, 0);
  assert.equal(run.firstFailure, 'ECONNREFUSED');
});

