import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { canonicalJson } from '../graph/index.js';
import { createMcpServer, type ToolContext } from '../mcp/index.js';
import type { RefreshDoor } from './refresh-door.js';
import { makeFixture, type RefreshFixture } from './refresh-fixture.test-support.js';

type Ingress = 'mcp' | 'rest';

async function connect(fx: RefreshFixture | null, ingress: Ingress, callerRoot: string | null): Promise<Client> {
  const base: ToolContext = { actor: fx?.actor as ToolContext['actor'], runtime: fx?.runtime ?? null, grant: fx?.root ?? null, ingress, callerRoot: () => callerRoot, checkpoint: async () => null };
  const ctx = fx ? ({ ...base, refresh: fx.door } as ToolContext & { refresh: RefreshDoor }) : base;
  const server = createMcpServer(ctx);
  const client = new Client({ name: 'unit', version: '0' });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(b);
  await client.connect(a);
  return client;
}

async function call(fx: RefreshFixture | null, ingress: Ingress, callerRoot: string | null, name: string, args: Record<string, unknown>) {
  const client = await connect(fx, ingress, callerRoot);
  try {
    return await client.callTool({ name, arguments: args });
  } finally {
    await client.close();
  }
}

test('through MCP, an exact-root refresh succeeds as an ordinary result', async () => {
  const fx = await makeFixture({ files: 10 });
  try {
    const result = await call(fx, 'mcp', fx.root, 'ingest', { mode: 'refresh', path: fx.root, agent_id: 'a' });
    assert.notEqual(result.isError, true, JSON.stringify(result.content));
    const payload = result.structuredContent as Record<string, unknown>;
    assert.equal(payload.ok, true);
    assert.equal(payload.action, 'graph.ingest.refresh_declared_root');
    assert.equal(payload.refreshed_root, fx.root);
    assert.deepEqual(JSON.parse((result.content as { text: string }[])[0]?.text ?? ''), payload);
    // The door lowered no floor: a generic replace is still refused at the gate.
    const replace = await call(fx, 'mcp', fx.root, 'ingest', { mode: 'replace', path: fx.root });
    assert.equal(replace.isError, true);
    assert.match(JSON.stringify(replace.content), /generic_action_authority_required/);
  } finally {
    fx.cleanup();
  }
});

test('a policy refusal is a normal result, byte-identical (canonical JSON) over the mcp and rest ingresses', async () => {
  const fx = await makeFixture({ files: 10 });
  try {
    mkdirSync(join(fx.root, 'ui'));
    for (const caller of [join(fx.root, 'ui'), null, join(fx.base, 'ghost')]) {
      const viaMcp = await call(fx, 'mcp', caller, 'ingest', { mode: 'refresh' });
      const viaRest = await call(fx, 'rest', caller, 'ingest', { mode: 'refresh' });
      assert.equal(viaMcp.isError, undefined);
      assert.equal((viaMcp.structuredContent as { ok: boolean }).ok, false);
      assert.equal(canonicalJson(viaMcp.structuredContent), canonicalJson(viaRest.structuredContent));
    }
    const descendant = await call(fx, 'mcp', join(fx.root, 'ui'), 'ingest', { mode: 'refresh' });
    assert.equal((descendant.structuredContent as { refused: string }).refused, 'refresh_root_not_exact');
  } finally {
    fx.cleanup();
  }
});

test('a server without a refresh door answers a tool error, never a silent success', async () => {
  const result = await call(null, 'mcp', '/r', 'ingest', { mode: 'refresh' });
  assert.equal(result.isError, true);
  assert.match(JSON.stringify(result.content), /refresh_door_unavailable/);
});
