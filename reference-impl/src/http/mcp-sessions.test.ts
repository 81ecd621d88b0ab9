import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bindCaller } from './caller-context.js';
import type { CallerIdentity } from './caller-identity.js';
import { McpSessions } from './mcp-sessions.js';
import { connectClient, makeTinyBrain } from './owner-fixture.test-support.js';

// Each session's identity getter, in the order sessions were opened.
const brain = makeTinyBrain();
const identities: (() => CallerIdentity)[] = [];
const base = bindCaller(brain.ctx);
const sessions = new McpSessions((getter) => {
  identities.push(getter);
  return base(getter);
});
const server = createServer((req, res) => void sessions.handle(req, res));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
after(async () => {
  await sessions.closeAll();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  rmSync(brain.base, { recursive: true, force: true });
});

/** Sends one raw request inside a session, with or without the caller header. */
async function ping(sessionId: string, callerRoot?: string): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' };
  if (callerRoot !== undefined) headers['m1nd-caller-root'] = callerRoot;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'ping' }) });
  await res.text();
  return res.status;
}

test('a session keeps its caller identity when a later request omits the header', async () => {
  const alias = join(brain.base, 'repo-alias');
  symlinkSync(brain.root, alias);
  const client = await connectClient(url, 'unused', alias);
  const identity = identities.at(-1)!;
  assert.deepEqual(identity(), { root: brain.root }, 'canonicalised at initialize');
  assert.equal(await ping(client.transport!.sessionId as string), 200);
  assert.deepEqual(identity(), { root: brain.root });
  await client.close();
});

test('a brand-new headerless session is unknown, and a foreign one stays foreign after another succeeds', async () => {
  const foreign = await connectClient(url, 'unused', brain.sibling);
  const foreignIdentity = identities.at(-1)!;
  const headerless = await connectClient(url, 'unused');
  const headerlessIdentity = identities.at(-1)!;
  const known = await connectClient(url, 'unused', brain.root);
  await known.callTool({ name: 'health', arguments: {} });
  assert.equal(headerlessIdentity(), null);
  assert.deepEqual(foreignIdentity(), { root: brain.sibling });
  assert.equal(await ping(foreign.transport!.sessionId as string), 200);
  assert.deepEqual(foreignIdentity(), { root: brain.sibling });
  assert.deepEqual(brain.ctx.actor.read().roots, [brain.root], 'an identity never joins the root set');
  await Promise.all([foreign.close(), headerless.close(), known.close()]);
});

test('an unresolvable header replaces the identity with that unresolvable path, never the earlier root', async () => {
  const client = await connectClient(url, 'unused', brain.root);
  const identity = identities.at(-1)!;
  assert.equal(await ping(client.transport!.sessionId as string, join(brain.base, 'missing')), 200);
  assert.deepEqual(identity(), { unresolvable: join(brain.base, 'missing') });
  await client.close();
});

test('a parse error is -32700 and a non-initialize request without a session is 400', async () => {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const bad = await fetch(url, { method: 'POST', headers, body: '{' });
  assert.equal(bad.status, 400);
  assert.equal(((await bad.json()) as { error: { code: number } }).error.code, -32700);
  const orphan = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) });
  assert.equal(orphan.status, 400);
  await orphan.text();
  const put = await fetch(url, { method: 'PUT', headers });
  assert.equal(put.status, 405);
  await put.text();
});
