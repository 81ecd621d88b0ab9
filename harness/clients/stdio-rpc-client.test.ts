import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ProcessDriver } from '../process/index.js';
import { JsonRpcError, readToolResult, StdioRpcClient } from './index.js';

// Temp dirs live under /var/tmp (not /tmp) and are removed when the file's tests end.
const SCRATCH = await mkdtemp('/var/tmp/m1nd-harness-tests-');
after(() => rm(SCRATCH, { recursive: true, force: true }));

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

// A tiny line server: answers by method, emits a malformed line on request, never answers "silent".
const ECHO_SERVER = `
import { createInterface } from 'node:readline';

const out = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
const seen = [];
createInterface({ input: process.stdin }).on('line', (line) => {
  let m;
  try { m = JSON.parse(line); } catch { out({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }); return; }
  seen.push(m.method);
  if (m.id === undefined) return;
  switch (m.method) {
    case 'initialize': out({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: m.params.protocolVersion, clientInfo: m.params.clientInfo } }); break;
    case 'seen': out({ jsonrpc: '2.0', id: m.id, result: { seen } }); break;
    case 'noise': process.stdout.write('not json at all\\n'); out({ jsonrpc: '2.0', method: 'notifications/message', params: {} }); out({ jsonrpc: '2.0', id: m.id, result: {} }); break;
    case 'silent': break;
    case 'die': process.exit(9);
    case 'tools/call': {
      const a = m.params.arguments;
      if (a.kind === 'structured') out({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: 'ignored' }], structuredContent: { ok: true } } });
      else if (a.kind === 'text-json') out({ jsonrpc: '2.0', id: m.id, result: { content: [{ type: 'text', text: '{"ok":false,"refused":"refresh_in_flight"}' }] } });
      else if (a.kind === 'error') out({ jsonrpc: '2.0', id: m.id, result: { isError: true, content: [{ type: 'text', text: 'Error: generic_action_authority_required' }] } });
      else out({ jsonrpc: '2.0', id: m.id, error: { code: -32602, message: 'Unknown tool ' + m.params.name } });
      break;
    }
    default: out({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'Method not found' } });
  }
});
`;

async function startEcho() {
  const dir = await mkdtemp(`${SCRATCH}/rpc-`);
  const file = join(dir, 'server.mjs');
  await writeFile(file, ECHO_SERVER);
  const driver = new ProcessDriver();
  const child = driver.start([process.execPath, file], { cwd: dir, env });
  return { driver, child, client: new StdioRpcClient(child) };
}

test('initialize sends the protocol version and the initialized notification', async () => {
  const { driver, client } = await startEcho();
  const init = await client.initialize(10_000);
  assert.deepEqual(init.result, { protocolVersion: '2025-06-18', clientInfo: { name: 'm1nd-conformance', version: '0.1.0' } });
  const seen = await client.request('seen', undefined, 10_000);
  assert.deepEqual(seen.result, { seen: ['initialize', 'notifications/initialized', 'seen'] });
  assert.ok(client.sawResultFrame());
  const out = client.frames.filter((f) => f.dir === 'out').map((f) => JSON.parse(f.raw).method);
  assert.deepEqual(out, ['initialize', 'notifications/initialized', 'seen']);
  await driver.stopAll(5000);
});

test('frames keep malformed lines byte-exact; unsolicited messages are kept apart', async () => {
  const { driver, client } = await startEcho();
  await client.request('noise', {}, 10_000);
  assert.ok(client.frames.some((f) => f.dir === 'in' && f.raw === 'not json at all'));
  assert.deepEqual(client.unsolicited, [{ jsonrpc: '2.0', method: 'notifications/message', params: {} }]);
  client.sendRaw('{"jsonrpc":"2.0", broken');
  const unknown = await client.request('nope', undefined, 10_000);
  assert.equal(unknown.error?.code, -32601);
  assert.ok(client.frames.some((f) => f.dir === 'out' && f.raw === '{"jsonrpc":"2.0", broken'));
  assert.ok(client.unsolicited.some((m) => (m as { error?: { code: number } }).error?.code === -32700));
  await driver.stopAll(5000);
});

test('callTool reads structuredContent, else JSON text, and keeps isError as data', async () => {
  const { driver, client } = await startEcho();
  await client.initialize(10_000);
  assert.deepEqual((await client.callTool('health', { kind: 'structured' }, 10_000)).payload, { ok: true });
  const refused = await client.callTool('ingest', { kind: 'text-json' }, 10_000);
  assert.deepEqual(refused.payload, { ok: false, refused: 'refresh_in_flight' });
  assert.equal(refused.isError, false);
  const failed = await client.callTool('ingest', { kind: 'error' }, 10_000);
  assert.equal(failed.isError, true);
  assert.equal(failed.payload, 'Error: generic_action_authority_required');
  assert.equal(failed.text, 'Error: generic_action_authority_required');
  await assert.rejects(client.callTool('missing', {}, 10_000), (e: unknown) => e instanceof JsonRpcError && e.code === -32602 && /tools\/call missing/.test(e.message));
  await driver.stopAll(5000);
});

test('an unanswered request rejects naming the method; an exit rejects pending requests', async () => {
  const { driver, child, client } = await startEcho();
  await assert.rejects(client.request('silent', {}, 50), /silent \(id 1\) was not answered within 50 ms/);
  await assert.rejects(client.request('die', {}, 10_000), /die \(id 2\) got no answer: the implementation exited \(code 9/);
  assert.equal(child.exitStatus()?.code, 9);
  assert.throws(() => client.notify('late'), /cannot write to stdin/);
  await driver.stopAll(5000);
});

test('sawResultFrame is false when nothing answered', async () => {
  const { driver, client } = await startEcho();
  client.notify('notifications/initialized');
  assert.equal(client.sawResultFrame(), false);
  await driver.stopAll(5000);
});

test('readToolResult falls back to the raw text and tolerates missing content', () => {
  assert.deepEqual(readToolResult({ content: [{ type: 'text', text: 'plain' }] }), { isError: false, payload: 'plain', text: 'plain', raw: { content: [{ type: 'text', text: 'plain' }] } });
  assert.equal(readToolResult(undefined).payload, null);
});
