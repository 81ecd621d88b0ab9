import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { makePrivateTestDir } from '../launcher/test-support.js';
import type { ServerIo } from './io.js';
import { main } from './main.js';

const base = makePrivateTestDir('main-lifecycle-');
after(() => rmSync(base, { recursive: true, force: true }));
let n = 0;

interface Case {
  dir: string;
  runtime: string;
  seams: string;
  start(): { exit: Promise<number>; stderr: () => string; terminate(signal: string): void; stdin: PassThrough };
}

function setup(): Case {
  const dir = join(base, `case-${++n}`);
  const grant = join(dir, 'repo');
  const runtime = join(dir, 'rt');
  const seams = join(dir, 'seams');
  mkdirSync(join(grant, 'src'), { recursive: true, mode: 0o700 });
  mkdirSync(runtime, { mode: 0o700 });
  mkdirSync(seams);
  writeFileSync(join(grant, 'src/a.ts'), 'export function greetVisitor() { return 1; }\n');
  // The model is never read when the phase is interrupted before it: a path is enough.
  const env = { M1ND_WORKSPACE_ROOT: grant, M1ND_RUNTIME_DIR: runtime, M1ND_TEST_SEAMS_DIR: seams, M1ND_EMBED_MODEL: join(dir, 'model'), PATH: process.env.PATH };
  return {
    dir,
    runtime,
    seams,
    start() {
      let err = '';
      const handlers: ((s: string) => void)[] = [];
      const stdin = new PassThrough();
      const io: ServerIo = {
        argv: ['--stdio'], env, cwd: dir, pid: process.pid, uid: process.getuid?.() ?? 0,
        stdin, stdout: new PassThrough(),
        stderr: new Writable({ write: (chunk, _enc, cb) => ((err += String(chunk)), cb()) }),
        now: () => 1700000000000,
        onTerminate: (h) => handlers.push(h),
      };
      return { exit: main(io), stderr: () => err, terminate: (s) => handlers.forEach((h) => h(s)), stdin };
    },
  };
}

async function reached(c: Case, seam: string): Promise<void> {
  while (!existsSync(join(c.seams, `${seam}.reached`))) await new Promise((r) => setImmediate(r));
}

function clearSeams(c: Case): void {
  for (const f of readdirSync(c.seams)) rmSync(join(c.seams, f));
}

test('a signal held at the model read of a new runtime: first checkpoint kept, ACK, exit 0', async () => {
  const c = setup();
  writeFileSync(join(c.seams, 'bootstrap.model_load.hold'), '');
  const run = c.start();
  await reached(c, 'bootstrap.model_load');
  run.terminate('SIGTERM');
  assert.equal(await run.exit, 0);
  assert.match(run.stderr(), /received SIGTERM during cold bootstrap\n.*checkpoint ACK; owner released\n$/);
  assert.ok(existsSync(join(c.runtime, 'checkpoint-store', 'CURRENT')));
  assert.equal(existsSync(join(c.runtime, 'checkpoint-store', 'WRITER.lock')), false);
  assert.equal(existsSync(join(c.runtime, 'cochange.json')), false);
});

test('a signal held at the model read of a recovery: nothing written, quarantine journaled, exit 143', async () => {
  const c = setup();
  const first = c.start();
  first.stdin.end();
  assert.equal(await first.exit, 0);
  const current = readFileSync(join(c.runtime, 'checkpoint-store', 'CURRENT'), 'utf8');
  writeFileSync(join(c.seams, 'bootstrap.model_load.hold'), '');
  const run = c.start();
  await reached(c, 'bootstrap.model_load');
  run.terminate('SIGTERM');
  assert.equal(await run.exit, 143);
  assert.match(run.stderr(), /startup cancelled before serving; no owner remains\n$/);
  assert.doesNotMatch(run.stderr(), /checkpoint ACK/);
  assert.equal(readFileSync(join(c.runtime, 'checkpoint-store', 'CURRENT'), 'utf8'), current);
  assert.equal(existsSync(join(c.runtime, 'checkpoint-store', 'WRITER.lock')), false);
  const [line] = readFileSync(join(c.runtime, 'journal', 'lifecycle.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(line.kind, 'lifecycle.startup_quarantined');
  assert.equal(line.phase, 'bootstrap.model_load');
  clearSeams(c);
});

test('a signal during the owner lock waits for the guard, then releases a whole lock', async () => {
  const c = setup();
  const first = c.start();
  first.stdin.end();
  assert.equal(await first.exit, 0);
  writeFileSync(join(c.seams, 'bootstrap.owner_lock.hold'), '');
  const run = c.start();
  await reached(c, 'bootstrap.owner_lock');
  assert.ok(existsSync(join(c.runtime, 'checkpoint-store', 'WRITER.lock')));
  run.terminate('SIGTERM');
  writeFileSync(join(c.seams, 'bootstrap.owner_lock.release'), '');
  assert.equal(await run.exit, 143);
  assert.equal(existsSync(join(c.runtime, 'checkpoint-store', 'WRITER.lock')), false);
});

test('an instance record that cannot be published ends the stdio owner with a line, the ACK and exit 1', async () => {
  const c = setup();
  writeFileSync(join(c.runtime, 'registry'), 'not a directory');
  const run = c.start();
  assert.equal(await run.exit, 1);
  assert.match(run.stderr(), /error: cannot publish the instance record under .*\(.*\)\nm1nd-mcp: checkpoint ACK; owner released\n$/);
  assert.equal(existsSync(join(c.runtime, 'checkpoint-store', 'WRITER.lock')), false);
});
