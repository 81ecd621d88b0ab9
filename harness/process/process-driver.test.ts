import assert from 'node:assert/strict';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { LineSplitter, ProcessDriver, wrapWithReadOnlyBinds } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

async function script(body: string): Promise<string> {
  const dir = await mkdtemp(`${SCRATCH}/proc-`);
  const file = join(dir, 'child.mjs');
  await writeFile(file, body);
  return file;
}

test('LineSplitter keeps \\r, splits only on \\n, flushes the tail', () => {
  const s = new LineSplitter();
  assert.deepEqual(s.push('a\r\nb'), ['a\r']);
  assert.deepEqual(s.push(Buffer.from([0xc3])), []);
  assert.deepEqual(s.push(Buffer.from([0xa9, 0x0a])), ['bé']);
  assert.deepEqual(s.push('tail'), []);
  assert.deepEqual(s.end(), ['tail']);
});

test('start: line streams, stdin, exit code', async () => {
  const file = await script(`
    process.stderr.write('ready\\n');
    process.stdin.setEncoding('utf8');
    let buf = '';
    process.stdin.on('data', (d) => { buf += d; });
    process.stdin.on('end', () => { process.stdout.write('got:' + buf.trim() + '\\nlast-no-newline'); process.exit(7); });
  `);
  const driver = new ProcessDriver();
  const child = driver.start([process.execPath, file], { cwd: '/', env });
  assert.equal(await child.waitForStderr(/^ready$/, 10_000), 'ready');
  child.writeStdin('hello\n');
  child.closeStdin();
  assert.deepEqual(await child.waitExit(10_000), { code: 7, signal: null });
  assert.deepEqual(child.stdoutLines, ['got:hello', 'last-no-newline']);
  const seen: string[] = [];
  child.onStdoutLine((l) => seen.push(l));
  assert.deepEqual(seen, child.stdoutLines);
  assert.deepEqual(await driver.stopAll(1000), { survivors: [] });
});

test('signal reaches the child; waitExit reports it', async () => {
  const file = await script(`process.stderr.write('up\\n'); setInterval(() => {}, 1000);`);
  const driver = new ProcessDriver();
  const child = driver.start([process.execPath, file], { cwd: '/', env });
  await child.waitForStderr(/up/, 10_000);
  child.signal('SIGKILL');
  assert.deepEqual(await child.waitExit(10_000), { code: null, signal: 'SIGKILL' });
});

test('waitExit and waitForStderr reject with clear errors when bounds pass', async () => {
  const file = await script(`process.stderr.write('up\\n'); setInterval(() => {}, 1000);`);
  const driver = new ProcessDriver();
  const child = driver.start([process.execPath, file], { cwd: '/', env });
  await child.waitForStderr(/up/, 10_000);
  await assert.rejects(child.waitExit(50), /did not exit within 50 ms/);
  await assert.rejects(child.waitForStderr(/never/, 50), /no stderr line matching \/never\/.*up/);
  const { survivors } = await driver.stopAll(5000);
  assert.deepEqual(survivors, []);
});

test('waitForStderr rejects when the child exits without the line', async () => {
  const file = await script(`process.stderr.write('only this\\n'); process.exit(3);`);
  const child = new ProcessDriver().start([process.execPath, file], { cwd: '/', env });
  await assert.rejects(child.waitForStderr(/refused/, 10_000), /exited \(code 3.*only this/);
});

test('stopAll SIGKILLs a child that ignores SIGTERM and reports it as a survivor', async () => {
  const file = await script(`process.on('SIGTERM', () => {}); process.stdin.resume(); process.stderr.write('up\\n'); setInterval(() => {}, 1000);`);
  const driver = new ProcessDriver();
  const child = driver.start([process.execPath, file], { cwd: '/', env });
  await child.waitForStderr(/up/, 10_000);
  const { survivors } = await driver.stopAll(200);
  assert.deepEqual(survivors, [child.pid]);
  assert.equal(child.exitStatus()?.signal, 'SIGKILL');
});

test('a missing program is reported with its name', () => {
  assert.throws(() => new ProcessDriver().start(['/nonexistent/m1nd-mcp'], { cwd: '/', env }), /could not start \/nonexistent\/m1nd-mcp/);
  assert.throws(() => new ProcessDriver().start([], { cwd: '/', env }), /non-empty argv/);
});

test('wrapWithReadOnlyBinds execs through unshare and drops privileges last', () => {
  const argv = wrapWithReadOnlyBinds(['node', 'srv.js'], ['/a', '/b c'], { uid: 1000, gid: 1000 });
  assert.deepEqual(argv.slice(0, 5), ['unshare', '-m', '--propagation', 'private', 'sh']);
  const dashes = argv.indexOf('--');
  assert.deepEqual(argv.slice(dashes - 2, dashes), ['/a', '/b c']);
  assert.deepEqual(argv.slice(dashes + 1), ['setpriv', '--reuid=1000', '--regid=1000', '--clear-groups', '--', 'node', 'srv.js']);
});

test('readOnlyBinds: the child sees the dir read-only, the pid is the real process', { skip: process.getuid?.() !== 0 && 'needs root' }, async () => {
  const dir = await mkdtemp(`${SCRATCH}/ro-`);
  const file = await script(`
    import { writeFileSync } from 'node:fs';
    let err = 'none';
    try { writeFileSync(${JSON.stringify(join(dir, 'x'))}, 'x'); } catch (e) { err = e.code; }
    process.stdout.write(process.pid + ' ' + err + '\\n');
  `);
  const driver = new ProcessDriver();
  const child = driver.start([process.execPath, file], { cwd: '/', env, readOnlyBinds: [dir] });
  const status = await child.waitExit(10_000);
  assert.equal(status.code, 0, child.stderrLines.join('\n'));
  assert.deepEqual(child.stdoutLines, [`${child.pid} EROFS`]);
  await writeFile(join(dir, 'outside'), 'still writable outside the namespace');
});

test('uid/gid run the child as another user', { skip: process.getuid?.() !== 0 && 'needs root' }, async () => {
  const file = await script(`process.stdout.write(process.getuid() + ':' + process.getgid() + '\\n');`);
  await chmod(SCRATCH, 0o755); // the other UID must traverse to its script
  await chmod(join(file, '..'), 0o755);
  const driver = new ProcessDriver();
  const plain = driver.start([process.execPath, file], { cwd: '/', env, uid: 65534, gid: 65534 });
  assert.equal((await plain.waitExit(10_000)).code, 0, plain.stderrLines.join('\n'));
  assert.deepEqual(plain.stdoutLines, ['65534:65534']);
  const dir = await mkdtemp(`${SCRATCH}/ro-uid-`);
  const bound = driver.start([process.execPath, file], { cwd: '/', env, uid: 65534, gid: 65534, readOnlyBinds: [dir] });
  assert.equal((await bound.waitExit(10_000)).code, 0, bound.stderrLines.join('\n'));
  assert.deepEqual(bound.stdoutLines, ['65534:65534']);
});

test('a missing cwd is named', () => {
  assert.throws(() => new ProcessDriver().start([process.execPath], { cwd: '/nonexistent/dir', env }), /its cwd \/nonexistent\/dir is not an existing directory/);
});

test('the implementation\'s alive time is the union of its children\'s lifetimes: overlaps count once', async () => {
  const { spanUnionMs } = await import('./process-driver.js');
  assert.equal(spanUnionMs([]), 0);
  assert.equal(spanUnionMs([[0, 10], [5, 20], [30, 35], [31, 32]]), 25);
  assert.equal(spanUnionMs([[30, 35], [0, 10], [10, 12]]), 17);
  const driver = new ProcessDriver();
  const child = driver.start([process.execPath, '-e', ''], { cwd: '/', env });
  await child.waitExit();
  const alive = driver.aliveSeconds();
  assert.ok(alive > 0, 'a child that ran counts');
  assert.equal(driver.aliveSeconds(Number.MAX_SAFE_INTEGER), alive, 'an exited child stops counting');
});
