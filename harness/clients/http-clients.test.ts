import assert from 'node:assert/strict';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { startTestHttpServer, type TestHttpServer } from './http-test-server.js';
import { callRestTool, HttpMcpSession, HttpRawClient, initializeOverHttp, JsonRpcError, postJsonRpc, readSseData } from './index.js';

const BEARER = 'a'.repeat(64);
let server: TestHttpServer;
before(async () => { server = await startTestHttpServer(BEARER); });
after(() => server.close());

const base = () => `http://127.0.0.1:${server.port}`;
const authed = () => new HttpRawClient(base(), { authorization: `Bearer ${BEARER}` });

test('raw client: status, lower-cased headers, bytes and parsed JSON', async () => {
  const missing = await new HttpRawClient(base()).request({ path: '/api/health' });
  assert.equal(missing.status, 401);
  assert.deepEqual(missing.json, { error: 'local_http_boundary_rejected', code: 'authentication_required' });
  assert.equal(missing.headers['content-type'], 'application/json');
  assert.equal(missing.bytes.toString('utf8'), missing.text);
  const wrong = await new HttpRawClient(base(), { authorization: 'Bearer nope' }).request({ path: '/api/health' });
  assert.deepEqual(wrong.json, { error: 'local_http_boundary_rejected', code: 'authentication_invalid' });
  const ok = await authed().request({ path: '/api/health' });
  assert.equal(ok.status, 200);
  assert.deepEqual(ok.json, { status: 'ok', host: `127.0.0.1:${server.port}` });
});

test('raw client: Host is sent as given, and a null header removes a default', async () => {
  const foreign = await authed().request({ path: '/api/health', headers: { Host: 'evil.example:80' } });
  assert.deepEqual(foreign.json, { status: 'ok', host: 'evil.example:80' });
  const dropped = await authed().request({ path: '/api/health', headers: { Authorization: null } });
  assert.equal(dropped.status, 401);
});

test('raw client: an unreachable server rejects naming the URL', async () => {
  const closed = await startTestHttpServer(BEARER);
  await closed.close();
  await assert.rejects(new HttpRawClient(`http://127.0.0.1:${closed.port}`).request({ path: '/api/health' }), /GET http:\/\/127\.0\.0\.1:\d+\/api\/health failed/);
});

test('raw client: a server that never answers hits the bound, naming the request', async () => {
  const silent = createNetServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const port = (silent.address() as AddressInfo).port;
    await assert.rejects(new HttpRawClient(`http://127.0.0.1:${port}`).request({ path: '/api/health', boundMs: 100 }), /GET http:\/\/127\.0\.0\.1:\d+\/api\/health got no complete answer within 100 ms/);
  } finally {
    silent.close();
  }
});

test('raw initialize returns the minted session id; follow-ups with and without it', async () => {
  const client = authed();
  const init = await initializeOverHttp(client);
  assert.equal(init.response.status, 200);
  assert.ok(init.sessionId, 'a session id was minted');
  assert.equal((init.answer?.result as { serverInfo: { name: string } }).serverInfo.name, 'test-http');
  const listed = await postJsonRpc(client, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { sessionId: init.sessionId, protocolVersion: '2025-06-18' });
  assert.equal(listed.response.status, 200);
  const tools = (listed.messages[0] as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name);
  assert.deepEqual(tools, ['echo', 'fail']);
  const headerless = await postJsonRpc(client, { jsonrpc: '2.0', id: 3, method: 'tools/list' });
  assert.equal(headerless.response.status, 400, 'a request without a session id is not served');
  const unknown = await postJsonRpc(client, { jsonrpc: '2.0', id: 4, method: 'tools/list' }, { sessionId: 'no-such-session' });
  assert.equal(unknown.response.status, 404);
});

test('raw initialize without credentials mints nothing', async () => {
  const init = await initializeOverHttp(new HttpRawClient(base()));
  assert.equal(init.response.status, 401);
  assert.equal(init.sessionId, null);
  assert.equal(init.answer, null);
});

test('SDK session: tools, ToolResult shape, per-request caller root, wire errors', async () => {
  const session = await HttpMcpSession.open({ url: `${base()}/mcp`, bearer: BEARER, callerRoot: '/repo/a' });
  try {
    assert.ok(session.sessionId);
    assert.equal(session.serverInfo?.name, 'test-http');
    assert.deepEqual((await session.listTools()).map((t) => t.name), ['echo', 'fail']);
    const echoed = await session.callTool('echo', { q: 1 });
    assert.deepEqual(echoed.payload, { args: { q: 1 }, callerRoot: '/repo/a' });
    assert.equal(echoed.isError, false);
    session.setCallerRoot(null);
    assert.deepEqual((await session.callTool('echo', {})).payload, { args: {}, callerRoot: null });
    const failed = await session.callTool('fail', {});
    assert.equal(failed.isError, true);
    assert.equal(failed.text, 'Error: injected');
    await assert.rejects(session.callTool('missing', {}), (e: unknown) => e instanceof JsonRpcError && e.code === -32602 && /tools\/call missing/.test(e.message));
  } finally {
    await session.close();
  }
});

test('SDK session: a wrong bearer fails to open, naming the URL', async () => {
  await assert.rejects(HttpMcpSession.open({ url: `${base()}/mcp`, bearer: 'b'.repeat(64) }), /MCP initialize over HTTP at http:\/\/127\.0\.0\.1:\d+\/mcp failed/);
});

test('readSseData keeps JSON data events and skips priming ones', () => {
  const text = 'id: 1\nretry: 500\ndata: \n\nevent: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\ndata: not json\n\n';
  assert.deepEqual(readSseData(text), [{ jsonrpc: '2.0', id: 1, result: {} }]);
});

test('REST tool seam: JSON args, caller-root header, brain selector, result read like MCP', async () => {
  const answer = await callRestTool(authed(), 'search', { query: 'greet' }, { callerRoot: '/repo/a', brain: '/repo/a b' });
  assert.equal(answer.response.status, 200);
  assert.deepEqual(answer.result?.payload, { tool: 'search', args: { query: 'greet' }, callerRoot: '/repo/a', brain: '/repo/a b' });
  const bare = await callRestTool(authed(), 'bare', {});
  assert.deepEqual(bare.result?.payload, { tool: 'bare', args: {}, callerRoot: null, brain: null });
  const refused = await callRestTool(new HttpRawClient(base()), 'search', {});
  assert.equal(refused.response.status, 401);
  assert.equal(refused.result, null);
});
