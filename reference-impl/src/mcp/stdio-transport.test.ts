import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { noSeams } from '../seams/index.js';
import { StdioLineTransport } from './stdio-transport.js';

/** A transport on in-memory pipes: what it delivers, what it writes, and whether it reported a drained EOF. */
async function open() {
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = new StdioLineTransport(input, output, noSeams);
  const delivered: JSONRPCMessage[] = [];
  const written: string[] = [];
  output.on('data', (b: Buffer) => written.push(b.toString('utf8')));
  transport.onmessage = (m) => delivered.push(m);
  const drained = new Promise<void>((resolve) => (transport.onDrainedEof = resolve));
  await transport.start();
  const replies = () => written.join('').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
  return { input, transport, delivered, replies, drained };
}

const PARSE_ERROR = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: frame is not a JSON-RPC message' } };

test('frames split across chunks arrive whole and in order; CRLF is accepted', async () => {
  const t = await open();
  t.input.write('{"jsonrpc":"2.0","method":"notifications/a"}\r\n{"jsonrpc":"2.0",');
  t.input.write(Buffer.from('"method":"notifications/\u00e9"}\n'));
  t.input.end();
  await t.drained;
  assert.deepEqual(t.delivered, [{ jsonrpc: '2.0', method: 'notifications/a' }, { jsonrpc: '2.0', method: 'notifications/\u00e9' }]);
  assert.deepEqual(t.replies(), []);
});

test('each frame that is not JSON, or not JSON-RPC, is answered with -32700 and the stream goes on', async () => {
  const t = await open();
  t.input.write('not json\n{"jsonrpc":"2.0","method":"notifications/b"}\n{"hello":"world"}\n');
  t.input.end();
  await t.drained;
  assert.deepEqual(t.replies(), [PARSE_ERROR, PARSE_ERROR]);
  assert.deepEqual(t.delivered, [{ jsonrpc: '2.0', method: 'notifications/b' }]);
});

test('a last frame without its newline is read at EOF; EOF is reported once its request is answered', async () => {
  const t = await open();
  let drained = false;
  void t.drained.then(() => (drained = true));
  t.input.end('{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"m1nd.health"}}');
  await new Promise(setImmediate);
  assert.deepEqual(t.delivered, [{ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'health' } }]);
  assert.equal(drained, false, 'a request is still being answered');
  await t.transport.send({ jsonrpc: '2.0', id: 'a', result: {} });
  await t.drained;
  assert.deepEqual(t.replies(), [{ jsonrpc: '2.0', id: 'a', result: {} }]);
});
