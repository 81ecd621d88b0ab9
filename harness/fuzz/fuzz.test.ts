import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fuzzPlan } from './fuzz-plan.js';
import { answerId, jsonRpcProblem } from './json-rpc-shape.js';
import { breakingCalls, nonObjectArguments } from './schema-breakers.js';
import { sampleFrames } from './stdio-frames.js';

test('jsonRpcProblem accepts answers and notifications, and names what is wrong with anything else', () => {
  assert.equal(jsonRpcProblem('{"jsonrpc":"2.0","id":1,"result":{}}'), null);
  assert.equal(jsonRpcProblem('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}'), null);
  assert.equal(jsonRpcProblem('{"jsonrpc":"2.0","method":"notifications/message"}'), null);
  assert.equal(jsonRpcProblem('parse error'), 'is not JSON');
  assert.equal(jsonRpcProblem('[1]'), 'is not a JSON object');
  assert.equal(jsonRpcProblem('{"id":1,"result":1}'), 'lacks jsonrpc "2.0"');
  assert.equal(jsonRpcProblem('{"jsonrpc":"2.0","id":1,"result":1,"error":{}}'), 'must carry exactly one of result and error');
  assert.equal(jsonRpcProblem('{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}'), 'has an error without an integer code and a message');
  assert.equal(jsonRpcProblem('{"jsonrpc":"2.0","id":{},"result":1}'), 'has an id that is not a string, number or null');
  assert.equal(answerId('{"jsonrpc":"2.0","id":"a","result":1}'), 'a');
  assert.equal(answerId('{"jsonrpc":"2.0","method":"m"}'), undefined);
});

test('a fuzz plan replays: the same seed gives the same frames; bad settings are named', () => {
  assert.deepEqual(fuzzPlan({ M1ND_FUZZ_SEED: '7', M1ND_FUZZ_RUNS: '12' }), { seed: 7, runs: 12 });
  assert.throws(() => fuzzPlan({ M1ND_FUZZ_RUNS: 'many' }), /M1ND_FUZZ_RUNS="many" is not a whole number/);
  const a = sampleFrames(7, 30, 1_000_000_000).map((f) => f.bytes.toString('base64'));
  const b = sampleFrames(7, 30, 1_000_000_000).map((f) => f.bytes.toString('base64'));
  assert.deepEqual(a, b);
  for (const f of sampleFrames(11, 60, 1_000_000_000)) assert.equal(f.bytes.includes(0x0a), false, `a ${f.kind} frame holds a newline`);
});

test('breakingCalls breaks each typed property and each required one exactly once per way', () => {
  const calls = breakingCalls('search', { type: 'object', properties: { query: { type: 'string' }, top_k: { type: 'integer' }, any: {} }, required: ['query'] }, 3, 1);
  assert.deepEqual(calls.map((c) => c.why.split(' ')[0]), ['query', 'top_k', 'the']);
  const topK = calls[1]?.args as Record<string, unknown>;
  assert.equal(topK.query, 'x');
  assert.equal(Number.isInteger(topK.top_k), false);
  for (const c of nonObjectArguments('search', 3)) assert.equal(typeof c.args === 'object' && c.args !== null && !Array.isArray(c.args), false);
});

test('parseResponse reads status, headers and a chunked body; judge refuses non-JSON REST refusals and served broken framing', async () => {
  const { parseResponse } = await import('./raw-http.js');
  const { judge } = await import('./http-fuzz.js');
  const chunked = parseResponse(Buffer.from('HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"err\r\n9\r\nor":"x"}\n\r\n0\r\n\r\n'));
  assert.equal(chunked.status, 404);
  assert.equal(chunked.body.toString(), '{"error":"x"}\n');
  const framed = { kind: 'GET /api/health valid length', bytes: Buffer.alloc(0), framing: 'valid' as const, path: '/api/health' };
  assert.equal(judge(framed, chunked), null);
  assert.match(judge(framed, parseResponse(Buffer.from('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 3\r\n\r\nno!'))) ?? '', /carries no JSON error body/);
  assert.match(judge(framed, parseResponse(Buffer.from('HTTP/1.1 500 Oops\r\nContent-Length: 0\r\n\r\n'))) ?? '', /failed with HTTP 500/);
  assert.match(judge(framed, parseResponse(Buffer.alloc(0))) ?? '', /no HTTP answer/);
  const broken = { ...framed, framing: 'broken' as const };
  assert.equal(judge(broken, parseResponse(Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n'))), null);
  assert.match(judge(broken, parseResponse(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}'))) ?? '', /broken framing was answered with HTTP 200/);
});
