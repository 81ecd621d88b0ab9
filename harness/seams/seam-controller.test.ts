import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ProcessDriver } from '../process/index.js';
import { SeamController } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

// A child that meets seam "boot.prepare" the way the protocol says, using fs.watch to wait for release.
const SEAMED_CHILD = `
import { existsSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.M1ND_TEST_SEAMS_DIR;
const seam = 'boot.prepare';
function atSeam() {
  if (existsSync(join(dir, seam + '.fail'))) { process.stderr.write('injected_fault at ' + seam + '\\n'); process.exit(1); }
  if (!existsSync(join(dir, seam + '.hold'))) return Promise.resolve();
  return new Promise((resolve) => {
    const w = watch(dir, () => { if (existsSync(join(dir, seam + '.release'))) { w.close(); resolve(); } });
    writeFileSync(join(dir, seam + '.reached'), String(process.pid));
    if (existsSync(join(dir, seam + '.release'))) { w.close(); resolve(); }
  });
}
await atSeam();
process.stdout.write('passed ' + seam + '\\n');
`;

async function setup() {
  const base = await mkdtemp(`${SCRATCH}/seams-`);
  const file = join(base, 'child.mjs');
  await writeFile(file, SEAMED_CHILD);
  const dir = join(base, 'seams');
  const seams = new SeamController(dir);
  const start = () => new ProcessDriver().start([process.execPath, file], { cwd: base, env: { PATH: '/usr/bin:/bin', M1ND_TEST_SEAMS_DIR: dir } });
  return { seams, start, dir };
}

test('hold -> reached with the child pid -> release lets it continue', async () => {
  const { seams, start } = await setup();
  seams.hold('boot.prepare');
  const child = start();
  assert.equal(await seams.waitReached('boot.prepare', child.pid, 10_000), child.pid);
  assert.ok(seams.wasReached('boot.prepare'));
  assert.equal(child.exitStatus(), null);
  assert.deepEqual(child.stdoutLines, []);
  seams.release('boot.prepare');
  assert.deepEqual(await child.waitExit(10_000), { code: 0, signal: null });
  assert.deepEqual(child.stdoutLines, ['passed boot.prepare']);
});

test('fail makes the operation fail as an injected fault', async () => {
  const { seams, start } = await setup();
  seams.fail('boot.prepare');
  const child = start();
  assert.equal((await child.waitExit(10_000)).code, 1);
  assert.match(child.stderrLines.join('\n'), /injected_fault/);
  assert.equal(seams.wasReached('boot.prepare'), false);
});

test('waitReached rejects at the bound, naming the seam and any other pid seen', async () => {
  const { seams, dir } = await setup();
  await assert.rejects(seams.waitReached('never.met', null, 50), /seam never\.met was not reached within 50 ms \(no reached marker/);
  await writeFile(join(dir, 'other.reached'), '4242');
  await assert.rejects(seams.waitReached('other', 1, 50), /seam other was not reached by pid 1 .*reached by pid 4242/);
  assert.equal(await seams.waitReached('other', null, 1000), 4242);
});

test('reset clears every marker; invalid names are refused', async () => {
  const { seams, dir } = await setup();
  seams.hold('a');
  seams.fail('a');
  seams.release('a');
  seams.reset('a');
  assert.ok(!['hold', 'fail', 'release', 'reached'].some((s) => existsSync(join(dir, `a.${s}`))));
  assert.throws(() => seams.hold('../escape'), /seam name "\.\.\/escape" is invalid/);
});

test('the test clock is written whole as epoch milliseconds; a value that is not one is refused', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const seams = new SeamController(join(SCRATCH, 'clock'));
  seams.setClock(1893456000000);
  assert.equal(readFileSync(join(seams.dir, 'clock'), 'utf8'), '1893456000000\n');
  assert.deepEqual(readdirSync(seams.dir), ['clock']);
  assert.throws(() => seams.setClock(-1), /non-negative integer/);
  assert.throws(() => seams.setClock(1.5), /non-negative integer/);
});
