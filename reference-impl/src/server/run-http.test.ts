import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { makePrivateTestDir } from '../launcher/test-support.js';
import { isLaunchRefusal, parseLaunch, type ServerConfig } from '../launcher/index.js';
import { BrainActor } from '../actor/index.js';
import { toCheckpointFiles, type PrepareContext, type PrepareOutcome } from '../bootstrap/index.js';
import { scanRoot } from '../graph/index.js';
import { readLifecycleJournal } from '../lifecycle/index.js';
import { noSeams } from '../seams/index.js';
import { CheckpointStore } from '../store/index.js';
import type { ServerIo } from './io.js';
import { runHttp } from './run-http.js';

const base = makePrivateTestDir('run-http-');
after(() => rmSync(base, { recursive: true, force: true }));
const token = 'c3'.repeat(32);
let n = 0;

interface Harness {
  io: ServerIo;
  stderr: () => string;
  terminate: (signal: string) => void;
  runtime: string;
  grant: string;
  cfg: ServerConfig;
}

function setup(env: Record<string, string> = {}, argv = ['--serve', '--port', '0', '--bind', '127.0.0.1']): Harness {
  const dir = join(base, `case-${++n}`);
  const grant = join(dir, 'repo');
  const runtime = join(dir, 'rt');
  mkdirSync(join(grant, 'src'), { recursive: true, mode: 0o700 });
  mkdirSync(runtime, { mode: 0o700 });
  writeFileSync(join(grant, 'src/a.ts'), 'export const x = 1;\n');
  let err = '';
  const handlers: ((s: string) => void)[] = [];
  const fullEnv = { M1ND_WORKSPACE_ROOT: grant, M1ND_RUNTIME_DIR: runtime, ...env };
  const io: ServerIo = {
    argv, env: fullEnv, cwd: dir, pid: process.pid, uid: process.getuid?.() ?? 0,
    stdin: new PassThrough(), stdout: new PassThrough(),
    stderr: new Writable({ write: (chunk, _enc, cb) => ((err += String(chunk)), cb()) }),
    now: () => 1700000000000,
    onTerminate: (h) => handlers.push(h),
  };
  const cfg = parseLaunch({ argv, env: fullEnv, cwd: dir });
  assert.ok(!('usageError' in cfg) && !isLaunchRefusal(cfg));
  return { io, stderr: () => err, terminate: (s) => handlers.forEach((h) => h(s)), runtime, grant, cfg };
}

function preparedActor(grant: string): BrainActor {
  const node = { id: 'file::src/a.ts', label: 'a.ts', type: 'file' as const, root: grant, path: 'src/a.ts', line_start: 1, line_end: 1 };
  return new BrainActor({ graph: { roots: [grant], nodes: [node], edges: [], files: [] }, workspaceRoot: grant, roots: [grant], checkpointId: 'c1', dirty: false });
}

const instances = (runtime: string): string[] => {
  const dir = join(runtime, 'registry', 'instances');
  return existsSync(dir) ? readdirSync(dir) : [];
};

test('discovery stays unpublished while preparation runs, then names the effective address', async () => {
  const h = setup({ M1ND_HTTP_BEARER_TOKEN: token });
  let release!: () => void;
  let entered!: () => void;
  const inPrepare = new Promise<void>((r) => (entered = r));
  const prepare = async (ctx: PrepareContext): Promise<PrepareOutcome> => {
    entered();
    await new Promise<void>((r) => (release = r));
    return { ok: true, actor: preparedActor(ctx.grant), scanned: true };
  };
  const exit = runHttp(h.io, h.cfg, { prepare });
  await inPrepare;
  assert.deepEqual(instances(h.runtime), [], 'no instance while preparing');
  assert.ok(existsSync(join(h.runtime, 'checkpoint-store', 'WRITER.lock')), 'authority is held before preparation');
  assert.ok(!existsSync(join(h.runtime, 'http-auth-token-v1')), 'a configured token is never written');
  release();
  while (!h.stderr().includes('serving ')) await new Promise((r) => setImmediate(r));
  const [file] = instances(h.runtime);
  const rec = JSON.parse(readFileSync(join(h.runtime, 'registry', 'instances', file as string), 'utf8'));
  assert.equal(rec.transport, 'http');
  assert.equal(rec.bind, '127.0.0.1');
  assert.equal(rec.workspace_root, h.grant);
  assert.match(h.stderr(), new RegExp(`m1nd-mcp: serving http://127\\.0\\.0\\.1:${rec.port}/mcp\\n`));
  const health = await fetch(`http://127.0.0.1:${rec.port}/api/health`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(health.status, 200);
  assert.equal(((await health.json()) as { node_count: number }).node_count, 1);

  h.terminate('SIGTERM');
  assert.equal(await exit, 0);
  assert.deepEqual(instances(h.runtime), []);
  assert.ok(!existsSync(join(h.runtime, 'checkpoint-store', 'WRITER.lock')), 'the owner is released');
  assert.match(h.stderr(), /received SIGTERM; checkpointing before exit\nm1nd-mcp: checkpoint ACK; owner released\n$/);
  assert.ok(!h.stderr().includes(token));
});

test('a refused preparation publishes nothing, closes the listener and removes the generated token', async () => {
  const h = setup();
  const prepare = async (): Promise<PrepareOutcome> => {
    assert.ok(existsSync(join(h.runtime, 'http-auth-token-v1')), 'the bearer is ready before preparation');
    return { ok: false, refusal: { code: 'launcher_workspace_conflicts_with_bound_graph', detail: 'persisted root /x is not the grant' } };
  };
  assert.equal(await runHttp(h.io, h.cfg, { prepare }), 3);
  assert.match(h.stderr(), /^m1nd-mcp: refused: launcher_workspace_conflicts_with_bound_graph: /);
  assert.deepEqual(readdirSync(h.runtime), [], 'nothing is left in the runtime');
});

test('an injected fault after the actor started leaves no discoverable owner', async () => {
  const seams = join(base, `seams-${++n}`);
  mkdirSync(seams);
  writeFileSync(join(seams, 'http.actor_started.fail'), '');
  const h = setup({ M1ND_HTTP_BEARER_TOKEN: token, M1ND_TEST_SEAMS_DIR: seams });
  const prepare = async (ctx: PrepareContext): Promise<PrepareOutcome> => ({ ok: true, actor: preparedActor(ctx.grant), scanned: true });
  assert.equal(await runHttp(h.io, h.cfg, { prepare }), 3);
  assert.match(h.stderr(), /refused: injected_fault: preparation failed before the owner was published: injected_fault at seam http\.actor_started/);
  assert.deepEqual(instances(h.runtime), []);
  assert.ok(!existsSync(join(h.runtime, 'checkpoint-store', 'WRITER.lock')));
});

test('a non-loopback bind or a malformed token is refused before anything is touched', async () => {
  const bind = setup({}, ['--serve', '--port', '0', '--bind', '0.0.0.0']);
  assert.equal(await runHttp(bind.io, bind.cfg, { prepare: () => assert.fail('no preparation') }), 3);
  assert.match(bind.stderr(), /^m1nd-mcp: refused: http_bind_not_loopback: --bind 0\.0\.0\.0 /);
  assert.deepEqual(readdirSync(bind.runtime), []);
  const bad = setup({ M1ND_HTTP_BEARER_TOKEN: 'secret-value' });
  assert.equal(await runHttp(bad.io, bad.cfg, { prepare: () => assert.fail('no preparation') }), 3);
  assert.match(bad.stderr(), /^m1nd-mcp: refused: http_bearer_token_invalid: M1ND_HTTP_BEARER_TOKEN must be/);
  assert.ok(!bad.stderr().includes('secret-value'));
  assert.deepEqual(readdirSync(bad.runtime), []);
});

test('a legacy spelling of the grant, re-stamped by an HTTP owner, is journaled with ingress http', async () => {
  const h = setup({ M1ND_HTTP_BEARER_TOKEN: token });
  const legacy = `${h.grant}/`;
  const graph = await scanRoot(h.grant);
  const spelled = { ...graph, roots: [legacy], nodes: graph.nodes.map((x) => ({ ...x, root: legacy })), files: graph.files.map((x) => ({ ...x, root: legacy })), links: graph.links?.map((l) => ({ ...l, root: legacy })) };
  const old = await new CheckpointStore(h.runtime, noSeams).commit(toCheckpointFiles(spelled, { workspace_root: legacy, roots: [legacy] }));
  const exit = runHttp(h.io, h.cfg);
  while (!h.stderr().includes('serving ')) await new Promise((r) => setImmediate(r));
  const journal = readLifecycleJournal(h.runtime);
  assert.ok('records' in journal);
  const [line] = journal.records;
  assert.equal(line?.kind, 'lifecycle.identity_restamped');
  assert.deepEqual(line?.writer, { pid: process.pid, ingress: 'http' });
  assert.equal(line?.kind === 'lifecycle.identity_restamped' && line.checkpoint_before, old);
  h.terminate('SIGTERM');
  assert.equal(await exit, 0);
});
