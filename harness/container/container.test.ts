import assert from 'node:assert/strict';
import { PassThrough, type Writable } from 'node:stream';
import { test } from 'node:test';
import {
  buildContainerSpec, containerCommand, ENGINE_ANSWER_BIN, mountRoots, parseRelayArgs, probeContainer, RELAY_BIN, runInContainer,
  type BoundedRun, type ContainerEngine, type ContainerSpec,
} from './index.js';

const F = '/root/.cache/m1nd-conformance/fixtures/s1';

test('the spec mounts the scenario home at the same path and keeps argv, cwd, env and the UID', () => {
  const spec = buildContainerSpec({
    image: 'impl:1',
    argv: ['/usr/local/bin/m1nd-mcp', '--stdio', '--config', `${F}/config/server.json`],
    cwd: `${F}/repos/app`,
    env: { PATH: '/usr/bin', HOME: `${F}/home`, M1ND_RUNTIME_DIR: `${F}/runtime`, M1ND_WORKSPACE_ROOT: `${F}/repos/app`, LANG: 'C.UTF-8' },
    uid: 1000, gid: 1000,
    exists: (p) => p.startsWith(F),
  });
  assert.deepEqual(spec.binds, [`${F}:${F}`]);
  assert.deepEqual(spec.cmd, ['/usr/local/bin/m1nd-mcp', '--stdio', '--config', `${F}/config/server.json`]);
  assert.equal(spec.workingDir, `${F}/repos/app`);
  assert.equal(spec.user, '1000:1000');
  assert.ok(!spec.env.some((e) => e.startsWith('PATH=')), 'the image keeps its own PATH');
  assert.ok(spec.env.includes(`HOME=${F}/home`));
  assert.equal(spec.networkMode, 'host');
  assert.equal(spec.pidMode, 'host');
});

test('mountRoots: one deep common ancestor, else each top path once', () => {
  assert.deepEqual(mountRoots([]), []);
  assert.deepEqual(mountRoots(['/a/b/c/d', '/a/b/c/e']), ['/a/b/c']);
  assert.deepEqual(mountRoots(['/srv/x/y', '/opt/z', '/srv/x/y/w']), ['/opt/z', '/srv/x/y']);
});

test('containerCommand wraps argv for the relay and parseRelayArgs reads it back', () => {
  const argv = containerCommand(['/bin/impl', '--stdio'], { image: 'impl:1', dockerHost: 'tcp://h:2375' }, '/usr/bin/node');
  assert.deepEqual(argv, ['/usr/bin/node', RELAY_BIN, '--image', 'impl:1', '--docker-host', 'tcp://h:2375', '--', '/bin/impl', '--stdio']);
  assert.deepEqual(parseRelayArgs(argv.slice(2)), { lane: { image: 'impl:1', dockerHost: 'tcp://h:2375' }, argv: ['/bin/impl', '--stdio'] });
  assert.throws(() => parseRelayArgs(['--', 'x']), /--image IMAGE is required/);
  assert.throws(() => parseRelayArgs(['--image', 'i']), /give the implementation argv after --/);
  assert.throws(() => parseRelayArgs(['--img', 'i', '--', 'x']), /unknown flag --img/);
});

/** A fake engine: echoes stdin lines to stdout, exits with `code` when stdin ends or a signal arrives. */
function fakeEngine(code: number) {
  const seen = { spec: null as ContainerSpec | null, signals: [] as string[], removed: false, stdin: '' };
  let finish: (c: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (finish = resolve));
  const engine: ContainerEngine = {
    async create(spec) {
      seen.spec = spec;
      return {
        async attach(stdout: Writable) {
          const input = new PassThrough();
          input.on('data', (chunk: Buffer) => {
            seen.stdin += chunk.toString();
            stdout.write(chunk);
          });
          input.on('end', () => finish(code));
          return input;
        },
        start: async () => undefined,
        kill: async (signal) => {
          seen.signals.push(signal);
          finish(143);
        },
        wait: () => exited,
        remove: async () => {
          seen.removed = true;
        },
      };
    },
  };
  return { engine, seen };
}

const spec: ContainerSpec = { image: 'i', cmd: ['x'], env: [], workingDir: '/', user: '0:0', binds: [], networkMode: 'host', pidMode: 'host' };

test('runInContainer pipes stdin and stdout and returns the exit status, then removes the container', async () => {
  const { engine, seen } = fakeEngine(7);
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (c: Buffer) => (out += c.toString()));
  const done = runInContainer(spec, engine, { stdin, stdout, stderr: new PassThrough(), onSignal: () => undefined });
  stdin.end('{"jsonrpc":"2.0"}\n');
  assert.equal(await done, 7);
  assert.equal(out, '{"jsonrpc":"2.0"}\n');
  assert.equal(seen.removed, true);
  assert.equal(seen.spec, spec);
});

test('runInContainer forwards SIGTERM to the process in the container', async () => {
  const { engine, seen } = fakeEngine(0);
  let send: (s: NodeJS.Signals) => void = () => undefined;
  const done = runInContainer(spec, engine, { stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), onSignal: (h) => (send = h) });
  await new Promise((r) => setImmediate(r));
  send('SIGTERM');
  assert.equal(await done, 143);
  assert.deepEqual(seen.signals, ['SIGTERM']);
});

const answer = (imagePresent: boolean | null): Awaited<ReturnType<BoundedRun>> => ({
  ok: true, output: JSON.stringify({ host: 'unix:///var/run/docker.sock', serverVersion: '27.1.0', operatingSystem: 'Ubuntu', imagePresent }),
});

test('probeContainer: only the engine answer counts, with the bound and the engine vars passed, never the rest of the env', async () => {
  const calls: { argv: string[]; env: Record<string, string>; bound: number }[] = [];
  const run: BoundedRun = async (argv, env, bound) => {
    calls.push({ argv, env, bound });
    return answer(true);
  };
  const r = await probeContainer({ PATH: '/bin', M1ND_TEST_IMAGE: 'impl:1', DOCKER_HOST: 'tcp://h:2375', SECRET_TOKEN: 'x' }, run, 1234, '/usr/bin/node');
  assert.deepEqual(r, { provisioned: true, evidence: 'engine at unix:///var/run/docker.sock answered: server 27.1.0 (Ubuntu); image impl:1 is present' });
  assert.deepEqual(calls[0]?.argv, ['/usr/bin/node', ENGINE_ANSWER_BIN, 'impl:1']);
  assert.equal(calls[0]?.bound, 1234);
  assert.equal(calls[0]?.env.DOCKER_HOST, 'tcp://h:2375');
  assert.equal(calls[0]?.env.SECRET_TOKEN, undefined);
});

test('probeContainer: no engine, a hung engine, no image, an absent image are each "not provisioned" with the reason', async () => {
  const none = await probeContainer({}, async () => ({ ok: false, output: 'exit 1: Could not find a working container runtime strategy' }), 5000);
  assert.match(none.evidence, /no container engine answered at the default engine socket .*bound 5000 ms.*Could not find/);
  const hung = await probeContainer({ DOCKER_HOST: 'tcp://10.0.0.1:2375' }, async () => ({ ok: false, output: 'no answer within 5000 ms' }), 5000);
  assert.match(hung.evidence, /at DOCKER_HOST=tcp:\/\/10\.0\.0\.1:2375 .*no answer within 5000 ms/);
  const noImage = await probeContainer({}, async () => answer(null), 5000);
  assert.match(noImage.evidence, /answered: server 27\.1\.0 \(Ubuntu\), but M1ND_TEST_IMAGE is unset/);
  const absent = await probeContainer({ M1ND_TEST_IMAGE: 'impl:2' }, async () => answer(false), 5000);
  assert.match(absent.evidence, /image impl:2 \(M1ND_TEST_IMAGE\) is not present: build or pull it first/);
  for (const r of [none, hung, noImage, absent]) assert.equal(r.provisioned, false);
});

test('the real probe on this machine answers within its bound', async () => {
  const { runProbe } = await import('../lanes/index.js');
  const r = await probeContainer({ PATH: process.env.PATH, DOCKER_HOST: 'unix:///nonexistent/docker.sock' }, runProbe, 10_000);
  assert.equal(r.provisioned, false, r.evidence);
  assert.match(r.evidence, /no container engine answered at DOCKER_HOST=unix:\/\/\/nonexistent\/docker\.sock/);
});
