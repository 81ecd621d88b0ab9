import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import { RpcClient } from './rpc-client.js';
import type { CloseInfo, ServerProcess } from './server-process.js';

/** A stand-in child: what the client writes is kept, what the "server" says is pushed on stdout. */
function fakeProcess() {
  const stdout = new PassThrough();
  const stdin = new PassThrough();
  const written: string[] = [];
  stdin.on('data', (b: Buffer) => written.push(b.toString('utf8')));
  let close!: (info: CloseInfo) => void;
  const closed = new Promise<CloseInfo>((resolve) => (close = resolve));
  const proc = { child: { stdout, stdin }, closed } as unknown as ServerProcess;
  const say = (text: string | Buffer) => stdout.write(text);
  const sent = () => written.join('').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
  return { proc, say, sent, close };
}

test('requests go out as one JSON line each; the reply with the same id resolves', async () => {
  const f = fakeProcess();
  const rpc = new RpcClient(f.proc, new AbortController().signal);
  const reply = rpc.request('tools/call', { name: 'health' }, 60_000);
  rpc.notify('notifications/initialized', {});
  await new Promise(setImmediate);
  assert.deepEqual(f.sent(), [
    { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'health' } },
    { jsonrpc: '2.0', method: 'notifications/initialized', params: {} },
  ]);
  f.say('{"jsonrpc":"2.0","id":1,"result":{"ok":true}}\n');
  assert.deepEqual(await reply, { ok: true });
});

test('stray output is skipped: non-JSON, blank, non-JSON-RPC lines, other ids and server requests', async () => {
  const f = fakeProcess();
  const rpc = new RpcClient(f.proc, new AbortController().signal);
  const reply = rpc.request('health', {}, 60_000);
  f.say('server log line\n\n   \n{"no":"rpc"}\n');
  f.say('{"jsonrpc":"2.0","id":7,"result":{}}\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
  f.say('{"jsonrpc":"2.0","id":1,"res');
  f.say('ult":{"text":"caf\u00e9"}}\r\n');
  assert.deepEqual(await reply, { text: 'café' });
});

test('a multi-byte character split across chunks arrives whole', async () => {
  const f = fakeProcess();
  const rpc = new RpcClient(f.proc, new AbortController().signal);
  const reply = rpc.request('search', {}, 60_000);
  const bytes = Buffer.from('{"jsonrpc":"2.0","id":1,"result":{"q":"\u00e9\u6f22"}}\n', 'utf8');
  const cut = bytes.indexOf(0xa9); // between the two bytes of "é"
  f.say(bytes.subarray(0, cut));
  f.say(bytes.subarray(cut));
  assert.deepEqual(await reply, { q: '\u00e9\u6f22' });
});

test('a JSON-RPC error answer fails the call naming the method and the code', async () => {
  const f = fakeProcess();
  const rpc = new RpcClient(f.proc, new AbortController().signal);
  const reply = rpc.request('tools/call', {}, 60_000);
  f.say('{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"bad params"}}\n');
  await assert.rejects(reply, { code: 'M1ND_AGENT_SERVER_CALL_FAILED', message: 'the server answered tools/call with JSON-RPC error -32602: bad params' });
});

test('no answer within the budget is a timeout naming the method and the budget', async () => {
  const f = fakeProcess();
  const rpc = new RpcClient(f.proc, new AbortController().signal);
  await assert.rejects(rpc.request('initialize', {}, 1), { code: 'M1ND_AGENT_SERVER_TIMEOUT', message: 'the server did not answer initialize within 1 ms' });
});

test('closed streams fail pending and later calls; an abort fails them as interrupted', async () => {
  const f = fakeProcess();
  const rpc = new RpcClient(f.proc, new AbortController().signal);
  const pending = rpc.request('health', {}, 60_000);
  f.close({ code: 3, signal: null });
  await assert.rejects(pending, { code: 'M1ND_AGENT_SERVER_CALL_FAILED', message: 'health: the server closed its streams (exit 3) before answering' });
  await assert.rejects(rpc.request('search', {}, 60_000), { message: 'search: the server closed its streams (exit 3) before answering' });

  const g = fakeProcess();
  const controller = new AbortController();
  const interrupted = new RpcClient(g.proc, controller.signal).request('seek', {}, 60_000);
  controller.abort();
  await assert.rejects(interrupted, { code: 'M1ND_AGENT_INTERRUPTED', message: 'seek was cancelled by a signal' });
});
