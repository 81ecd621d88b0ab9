import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { openSystemBlocks } from '../system-blocks/index.js';
import { createMcpServer } from './server.js';

const base = mkdtempSync('/var/tmp/m1nd-sb-mcp-');
const NOW = Date.parse('2030-01-01T00:00:00Z');

async function connect(withRuntime = true): Promise<{ client: Client; repo: string }> {
  const repo = mkdtempSync(join(base, 'app-'));
  const runtime = mkdtempSync(join(base, 'rt-'));
  const systemBlocks = withRuntime ? openSystemBlocks({ runtime, grant: repo, seams: async () => {}, now: () => NOW }) : undefined;
  const server = createMcpServer({ actor: new BrainActor(emptyBrain()), runtime: withRuntime ? runtime : null, grant: repo, checkpoint: async () => null, ...(systemBlocks ? { systemBlocks } : {}) });
  const client = new Client({ name: 'unit', version: '0' });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(b);
  await client.connect(a);
  return { client, repo };
}

const SEED = JSON.stringify({ schema: 'm1nd-system-blocks-seed-v0', skeleton_id: 'app', blocks: [{ block_id: 'greeter', name: 'Greeter', membership: [{ path: 'src/greeter.ts' }] }] });

function text(result: unknown): string {
  return JSON.stringify((result as { content: unknown }).content);
}

test('system_blocks_ratify answers sovereign_authority_required as a tool error, whatever ratifier it names', async () => {
  const { client } = await connect();
  const plain = await client.callTool({ name: 'system_blocks_ratify', arguments: {} });
  const human = await client.callTool({ name: 'system_blocks_ratify', arguments: { expected_store_version: 1, ratifier: 'human-ui' } });
  assert.deepEqual(human, plain);
  assert.equal(plain.isError, true);
  assert.match(text(plain), /^\[\{"type":"text","text":"Error: sovereign_authority_required: /);
  assert.doesNotMatch(text(plain), /generic_action_authority_required/);
  await client.close();
});

test('a seed import lands version 1; the snapshot reads it; a second import is already_present', async () => {
  const { client } = await connect();
  const absent = await client.callTool({ name: 'system_blocks_snapshot', arguments: {} });
  assert.equal((absent.structuredContent as { present?: unknown }).present, false);
  const imported = await client.callTool({ name: 'system_blocks_seed_import', arguments: { seed_json: SEED } });
  assert.deepEqual(imported.structuredContent, { store_version: 1, block_count: 1, overwritten: false });
  const snap = (await client.callTool({ name: 'system_blocks_snapshot', arguments: {} })).structuredContent as Record<string, unknown>;
  assert.deepEqual([snap.present, snap.store_version, snap.block_count], [true, 1, 1]);
  const again = await client.callTool({ name: 'system_blocks_seed_import', arguments: { seed_json: SEED } });
  assert.equal(again.isError, true);
  assert.match(text(again), /already_present/);
  await client.close();
});

test('bad input is a tool error naming the field and the fix, checked by the verb and not the SDK', async () => {
  const { client } = await connect();
  const typed = await client.callTool({ name: 'system_blocks_seed_import', arguments: { seed_json: 5 } });
  assert.match(text(typed), /Error: invalid_input: system_blocks_seed_import: field seed_json: .*fix that value/);
  const unknown = await client.callTool({ name: 'system_blocks_snapshot', arguments: { surprise: 1 } });
  assert.match(text(unknown), /invalid_input: .*unknown field\(s\) \\"surprise\\"/);
  await client.close();
});

test('a seed_path is read from the granted repository; an escape or an absolute path is refused', async () => {
  const { client, repo } = await connect();
  mkdirSync(join(repo, 'design'));
  writeFileSync(join(repo, 'design', 'blocks.json'), SEED);
  const abs = await client.callTool({ name: 'system_blocks_seed_import', arguments: { seed_path: join(repo, 'design', 'blocks.json') } });
  assert.match(text(abs), /path_not_repo_relative/);
  const climb = await client.callTool({ name: 'system_blocks_seed_import', arguments: { seed_path: 'design/../../x.json' } });
  assert.match(text(climb), /path_not_repo_relative/);
  const missing = await client.callTool({ name: 'system_blocks_seed_import', arguments: { seed_path: 'design/none.json' } });
  assert.match(text(missing), /path_unresolvable/);
  const ok = await client.callTool({ name: 'system_blocks_seed_import', arguments: { seed_path: 'design/blocks.json' } });
  assert.equal((ok.structuredContent as { store_version?: unknown }).store_version, 1);
  await client.close();
});

test('receipt_import refuses an off-list origin as an ordinary ok:false result before reading anything', async () => {
  const { client } = await connect();
  for (const args of [{}, { imported_via: 'agent' }, { imported_via: 'human-tray', expected_store_version: 1 }]) {
    const r = await client.callTool({ name: 'receipt_import', arguments: args });
    assert.equal(r.isError, undefined);
    assert.deepEqual((r.structuredContent as Record<string, unknown>).refused, 'human_gesture_required');
    assert.deepEqual((r.structuredContent as Record<string, unknown>).allowed_origins, ['human-ui', 'human-touchid']);
  }
  await client.close();
});

test('without a runtime the verbs answer store_unavailable', async () => {
  const { client } = await connect(false);
  const r = await client.callTool({ name: 'system_blocks_snapshot', arguments: {} });
  assert.match(text(r), /store_unavailable/);
  await client.close();
});
