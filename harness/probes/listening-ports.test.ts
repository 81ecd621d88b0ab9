import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ProcessDriver } from '../process/index.js';
import { decodeHexAddress, listeningPorts, parseProcNetTcp, socketInode, waitForListeningPort } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const TCP = [
  '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 0100007F:A3F1 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4242 1 0000000041fc0a5b 100 0 0 10 0',
  '   1: 0100007F:A687 0100007F:B544 01 00000000:00000000 03:00000804 00000000     0        0 4343 3 00000000b8d54b42',
  '   2: 00000000:07E8 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 504 1 0000000041fc0a5b 100 0 0 10 0',
  '',
].join('\n');
const TCP6 = [
  '  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
  '   0: 00000000000000000000000001000000:1F90 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 5151 1 0000000000000000 100 0 0 10 0',
  '   1: 0000000000000000FFFF00000100007F:1F91 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 5252 1 0000000000000000 100 0 0 10 0',
  '   2: 00000000000000000000000000000000:1F92 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 5353 1 0000000000000000 100 0 0 10 0',
].join('\n');

test('parses /proc/net/tcp rows: little-endian IPv4, hex port, state, inode', () => {
  assert.deepEqual(parseProcNetTcp(TCP, 'LE'), [
    { address: '127.0.0.1', port: 0xa3f1, state: '0A', inode: '4242' },
    { address: '127.0.0.1', port: 0xa687, state: '01', inode: '4343' },
    { address: '0.0.0.0', port: 2024, state: '0A', inode: '504' },
  ]);
});

test('parses /proc/net/tcp6 rows: four host-order words, canonical text', () => {
  assert.deepEqual(parseProcNetTcp(TCP6, 'LE').map((r) => [r.address, r.port, r.inode]), [
    ['::1', 8080, '5151'],
    ['::ffff:127.0.0.1', 8081, '5252'],
    ['::', 8082, '5353'],
  ]);
});

test('decodes big-endian hosts too, and rejects what is not an address', () => {
  assert.equal(decodeHexAddress('7F000001', 'BE'), '127.0.0.1');
  assert.equal(decodeHexAddress('00000000000000000000000000000001', 'BE'), '::1');
  assert.equal(decodeHexAddress('FE800000000000000000000000000001', 'BE'), 'fe80::1');
  assert.throws(() => decodeHexAddress('xyz'), /not a \/proc\/net\/tcp address: "xyz"/);
});

test('socket links name their inode; other fd targets do not', () => {
  assert.equal(socketInode('socket:[4242]'), '4242');
  assert.equal(socketInode('pipe:[4242]'), null);
  assert.equal(socketInode('/dev/null'), null);
});

test('a fake /proc: only the LISTEN sockets of the process and its descendants count', async () => {
  const proc = await mkdtemp(join(SCRATCH, 'proc-'));
  const mk = async (pid: number, sockets: string[], children: number[], tcp: string, tcp6: string) => {
    await mkdir(join(proc, String(pid), 'fd'), { recursive: true });
    await mkdir(join(proc, String(pid), 'net'), { recursive: true });
    await mkdir(join(proc, String(pid), 'task', String(pid)), { recursive: true });
    await writeFile(join(proc, String(pid), 'task', String(pid), 'children'), children.map((c) => `${c} `).join(''));
    await writeFile(join(proc, String(pid), 'net', 'tcp'), tcp);
    await writeFile(join(proc, String(pid), 'net', 'tcp6'), tcp6);
    await symlink('/dev/null', join(proc, String(pid), 'fd', '0'));
    for (const [i, inode] of sockets.entries()) await symlink(`socket:[${inode}]`, join(proc, String(pid), 'fd', String(i + 3)));
  };
  await mk(100, ['4343', '504'], [200], TCP, TCP6);
  await mk(200, ['4242', '5151'], [], TCP, TCP6);
  assert.deepEqual(await listeningPorts(100, { procRoot: proc, includeDescendants: false }), [{ address: '0.0.0.0', port: 2024, pid: 100 }]);
  assert.deepEqual(await listeningPorts(100, { procRoot: proc }), [
    { address: '0.0.0.0', port: 2024, pid: 100 },
    { address: '::1', port: 8080, pid: 200 },
    { address: '127.0.0.1', port: 0xa3f1, pid: 200 },
  ]);
  assert.deepEqual(await listeningPorts(999, { procRoot: proc }), [], 'a vanished process listens on nothing');
});

// A child that listens on loopback only after it reads "go": the wait must follow the child, not a clock.
const LISTENER = `
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'go') { const s = createServer(); s.listen(0, '127.0.0.1', () => console.log('port ' + s.address().port)); }
  if (line === 'quit') process.exit(4);
});
process.on('SIGTERM', () => process.exit(0));
`;

test('a real child: the port appears only after it listens and equals what it reports', { skip: process.platform !== 'linux' && 'reads /proc' }, async () => {
  const dir = await mkdtemp(join(SCRATCH, 'listener-'));
  await writeFile(join(dir, 'listener.mjs'), LISTENER);
  const driver = new ProcessDriver();
  try {
    const child = driver.start([process.execPath, join(dir, 'listener.mjs')], { cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
    assert.deepEqual(await listeningPorts(child.pid), []);
    const waiting = waitForListeningPort(child, 10_000);
    child.writeStdin('go\n');
    const ports = await waiting;
    const reported = await new Promise<number>((resolve) => child.onStdoutLine((l) => { const m = /^port (\d+)$/.exec(l); if (m) resolve(Number(m[1])); }));
    assert.deepEqual(ports, [{ address: '127.0.0.1', port: reported, pid: child.pid }]);
    assert.deepEqual(await listeningPorts(child.pid), ports);
  } finally {
    await driver.stopAll(5000);
  }
});

test('a child that exits before listening rejects the wait at once, naming it', { skip: process.platform !== 'linux' && 'reads /proc' }, async () => {
  const dir = await mkdtemp(join(SCRATCH, 'listener-'));
  await writeFile(join(dir, 'listener.mjs'), LISTENER);
  const driver = new ProcessDriver();
  try {
    const child = driver.start([process.execPath, join(dir, 'listener.mjs')], { cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
    const waiting = waitForListeningPort(child, 30_000);
    child.writeStdin('quit\n');
    await assert.rejects(waiting, /exited \(code 4, signal null\) before it listened .*listener\.mjs/);
    await assert.rejects(waitForListeningPort(child.pid, 100), /listened on no accepted TCP port within 100 ms/);
  } finally {
    await driver.stopAll(5000);
  }
});
