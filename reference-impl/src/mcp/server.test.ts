import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { diffToolInventory, ROUTED_TOOLS } from '../policy/index.js';
import { createMcpServer } from './server.js';

async function connect(): Promise<Client> {
  const server = createMcpServer({ actor: new BrainActor(emptyBrain()), runtime: null, grant: null, checkpoint: async () => null });
  const client = new Client({ name: 'unit', version: '0' });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(b);
  await client.connect(a);
  return client;
}

test('the live tools/list equals the routing inventory', async () => {
  const client = await connect();
  const names = (await client.listTools()).tools.map((t) => t.name);
  assert.deepEqual(diffToolInventory(names), { unrouted: [], unadvertised: [], duplicated: [] });
  assert.equal(names.length, ROUTED_TOOLS.length);
  await client.close();
});

test('a refused tool stays advertised and annotated with its floor', async () => {
  const client = await connect();
  const ingest = (await client.listTools()).tools.find((t) => t.name === 'ingest');
  assert.equal(ingest?._meta?.['m1nd/authority_floor'], 'PositiveSovereign');
  const result = await client.callTool({ name: 'ingest', arguments: { mode: 'replace', path: '/elsewhere' } });
  assert.equal(result.isError, true);
  assert.match(JSON.stringify(result.content), /generic_action_authority_required/);
  await client.close();
});

test('a call to an unknown tool is a -32602 protocol error, not a tool result', async () => {
  const client = await connect();
  await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), (e: unknown) => (e as { code?: number }).code === -32602);
  await client.close();
});
