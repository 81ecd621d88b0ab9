import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { execa } from 'execa';
import { CONFORMANCE_BIN, PRELOAD } from './paths.js';

// The undici the conformance CLI itself loads.
const UNDICI = createRequire(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')).resolve('undici');

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-check-mcp-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

async function startEcho(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ auth: req.headers.authorization ?? null, host: req.headers.host ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// Both HTTP stacks the CLI uses: the SDK's fetch and undici's request (with a foreign Host header).
const PROBE = `
import { createRequire } from 'node:module';
const [owner, other, undici] = process.argv.slice(2);
const { request } = createRequire(import.meta.url)(undici);
const viaFetch = await (await fetch(owner + '/a', { headers: { Authorization: 'Bearer stale' } })).json();
const viaUndici = await (await request(owner + '/b', { headers: { host: 'evil.example' } })).body.json();
const elsewhere = await (await fetch(other + '/c')).json();
console.log(JSON.stringify({ viaFetch, viaUndici, elsewhere }));
`;

test('the preload adds the bearer to fetch and undici requests for the owner origin only', async () => {
  const owner = await startEcho();
  const other = await startEcho();
  try {
    const probe = join(SCRATCH, 'probe.mjs');
    await writeFile(probe, PROBE);
    const run = await execa(process.execPath, ['--import', PRELOAD, probe, owner.origin, other.origin, UNDICI], {
      env: { M1ND_CHECK_MCP_BEARER: 'f'.repeat(64), M1ND_CHECK_MCP_ORIGIN: owner.origin },
      reject: false,
    });
    assert.equal(run.exitCode, 0, run.stderr);
    const seen = JSON.parse(run.stdout) as Record<string, { auth: string | null; host: string }>;
    assert.equal(seen.viaFetch?.auth, `Bearer ${'f'.repeat(64)}`, 'a stale Authorization is replaced');
    assert.equal(seen.viaUndici?.auth, `Bearer ${'f'.repeat(64)}`);
    assert.equal(seen.viaUndici?.host, 'evil.example', 'a foreign Host header still reaches the server');
    assert.equal(seen.elsewhere?.auth, null, 'no other origin gets the token');
  } finally {
    owner.server.close();
    other.server.close();
  }
});

test('the preload refuses to run without its variables, naming them', async () => {
  const run = await execa(process.execPath, ['--import', PRELOAD, '-e', '0'], { env: {}, extendEnv: false, reject: false });
  assert.notEqual(run.exitCode, 0);
  assert.match(run.stderr, /needs M1ND_CHECK_MCP_BEARER and M1ND_CHECK_MCP_ORIGIN/);
});

test('the conformance CLI loads on this Node with the preload and lists the server scenarios', async () => {
  const run = await execa(process.execPath, ['--import', PRELOAD, CONFORMANCE_BIN, 'list', '--server'], {
    env: { M1ND_CHECK_MCP_BEARER: 'f'.repeat(64), M1ND_CHECK_MCP_ORIGIN: 'http://127.0.0.1:1' },
    cwd: SCRATCH,
    reject: false,
  });
  assert.equal(run.exitCode, 0, run.stderr);
  assert.match(run.stdout, /server-initialize/);
});

test('the globSync shim finds **/<name> below cwd', async () => {
  const dir = await mkdtemp(join(SCRATCH, 'glob-'));
  await writeFile(join(dir, 'checks.json'), '[]');
  const shim = join(import.meta.dirname, 'preload', 'fs-glob-shim.mjs');
  const run = await execa(process.execPath, ['--input-type=module', '-e', `import { globSync } from ${JSON.stringify(shim)}; console.log(JSON.stringify(globSync('**/checks.json', { cwd: ${JSON.stringify(dir)} })))`], { reject: false });
  assert.equal(run.exitCode, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), ['checks.json']);
});
