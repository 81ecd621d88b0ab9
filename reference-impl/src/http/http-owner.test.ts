import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { HttpOwner } from './http-owner.js';
import { connectClient, makeTinyBrain } from './owner-fixture.test-support.js';

const brain = makeTinyBrain();
const token = 'f0'.repeat(32);
const reports: string[] = [];
const owner = await HttpOwner.listen({ host: '127.0.0.1', port: 0, token, runtime: brain.runtime, report: (l) => reports.push(l) });
const base = `http://127.0.0.1:${owner.address.port}`;
after(async () => {
  await owner.close();
  rmSync(brain.base, { recursive: true, force: true });
});

const auth = { authorization: `Bearer ${token}` };
async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : JSON.parse(text) };
}
const rejected = (code: string) => ({ error: 'local_http_boundary_rejected', code });

/** fetch cannot forge a Host header; node:http can. */
function callWithHost(host: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: owner.address.port, path: '/api/health', headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c)).on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject).end();
  });
}

test('the listener reports its effective loopback address and MCP url', () => {
  assert.equal(owner.address.address, '127.0.0.1');
  assert.ok(owner.address.port > 0);
  assert.equal(owner.mcpUrl, `${base}/mcp`);
});

test('while preparing: authentication first, then 503 preparing on every route', async () => {
  for (const path of ['/mcp', '/api/health', '/api/instances', '/api/tools/search', '/api/x', '/other']) {
    assert.deepEqual(await call(path), { status: 401, body: rejected('authentication_required') }, path);
    assert.deepEqual(await call(path, { headers: { authorization: 'Bearer nope' } }), { status: 401, body: rejected('authentication_invalid') }, path);
    assert.deepEqual(await call(path, { headers: auth }), { status: 503, body: { error: 'owner_not_ready', code: 'preparing' } }, path);
  }
});

test('Host and Origin are checked before credentials', async () => {
  assert.deepEqual(await callWithHost(`evil.example:${owner.address.port}`), { status: 403, body: rejected('host_not_allowed') });
  assert.deepEqual(await call('/api/health', { headers: { ...auth, origin: 'http://evil.example' } }), { status: 403, body: rejected('origin_not_allowed') });
});

test('once admitted: health, instances, the REST tool seam and its errors', async () => {
  owner.admit(brain.ctx);
  const health = await call('/api/health', { headers: auth });
  assert.equal(health.status, 200);
  assert.deepEqual((health.body as { roots: string[] }).roots, [brain.root]);
  assert.deepEqual(await call('/api/instances', { headers: auth }), { status: 200, body: { instances: [], refused: [] } });

  const post = (path: string, body: string) => call(path, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body });
  const found = await post('/api/tools/m1nd.search', JSON.stringify({ query: 'greetUser' }));
  assert.equal(found.status, 200);
  const payload = (found.body as { structuredContent: { results: { node_id: string }[] } }).structuredContent;
  assert.deepEqual(payload.results.map((r) => r.node_id), ['sym::src/a.ts::greetUser']);
  assert.equal((await post(`/api/tools/search?brain=${encodeURIComponent(brain.root)}`, '{"query":"greetUser"}')).status, 200);
  assert.deepEqual(await post(`/api/tools/search?brain=${encodeURIComponent(brain.sibling)}`, '{"query":"x"}'), { status: 404, body: { error: 'unknown_brain', code: 'brain_not_found', brain: brain.sibling } });
  assert.deepEqual(await post('/api/tools/nope', '{}'), { status: 404, body: { error: 'unknown_tool', code: 'tool_not_found', tool: 'nope' } });
  assert.equal((await post('/api/tools/search', '{')).status, 400);
  assert.equal((await post('/api/tools/search', '[1]')).status, 400);
  assert.equal((await call('/api/tools/search', { headers: auth })).status, 405);
  assert.deepEqual(await call('/api/x', { headers: auth }), { status: 404, body: { error: 'not_found', code: 'route_not_found', path: '/api/x' } });
});

test('REST and MCP answer a tool call with the same result object', async () => {
  owner.admit(brain.ctx);
  const client = await connectClient(owner.mcpUrl, token);
  const viaMcp = await client.callTool({ name: 'm1nd_search', arguments: { query: 'greetUser' } });
  const viaRest = await call('/api/tools/search', { method: 'POST', headers: auth, body: '{"query":"greetUser"}' });
  assert.deepEqual(viaRest.body, viaMcp);
  await client.close();
});

test('session routing: missing session 400, unknown session 404', async () => {
  const headers = { ...auth, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  assert.equal((await call('/mcp', { method: 'POST', headers, body })).status, 400);
  assert.equal((await call('/mcp', { method: 'POST', headers: { ...headers, 'mcp-session-id': 'nope' }, body })).status, 404);
});

test('close() ends open sessions and the listener', async () => {
  const client = await connectClient(owner.mcpUrl, token);
  await client.listTools();
  await owner.close();
  await assert.rejects(fetch(`${base}/api/health`, { headers: auth }));
  assert.deepEqual(reports, []);
});
