import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { diffToolInventory, ROUTED_TOOLS } from '../policy/index.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { makeFixtureTree, makeSampleGraph, SAMPLE_FILES, SAMPLE_ROOT } from '../graph/test-support.js';
import { createMcpServer } from './server.js';

async function connect(readOnly = false): Promise<Client> {
  const server = createMcpServer({ actor: new BrainActor(emptyBrain()), runtime: null, grant: null, checkpoint: async () => null, readOnly });
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

test('brain_birth answers its fixed refusal: human_gesture_required, whatever origin it claims', async () => {
  const client = await connect();
  const plain = await client.callTool({ name: 'brain_birth', arguments: {} });
  const claimed = await client.callTool({ name: 'brain_birth', arguments: { root: '/elsewhere', origin: 'human-cli' } });
  assert.deepEqual(claimed, plain);
  assert.equal(plain.isError, undefined);
  assert.equal((plain.structuredContent as { refused?: unknown }).refused, 'human_gesture_required');
  await client.close();
});

test('the gate decides on the raw arguments, before the tool schema can reject or strip them', async () => {
  const client = await connect();
  // persist's schema wants a string agent_id; the gate's refusal of the load still comes first.
  const load = await client.callTool({ name: 'persist', arguments: { action: 'load', agent_id: 5 } });
  assert.equal(load.isError, true);
  assert.match(JSON.stringify(load.content), /generic_action_authority_required: semantic action 'store\.persist\.load_replace'/);
  const mistyped = await client.callTool({ name: 'ingest', arguments: { mode: 7 } });
  assert.match(JSON.stringify(mistyped.content), /policy_route_refused: tool 'ingest' has unsupported selector mode=7/);
  await client.close();
});

test('attached read-only, the dispatch refuses an admitted write before its handler and lets reads through', async () => {
  const client = await connect(true);
  const checkpoint = await client.callTool({ name: 'persist', arguments: { action: 'checkpoint' } });
  assert.equal(checkpoint.isError, true);
  assert.match(JSON.stringify(checkpoint.content), /^\[\{"type":"text","text":"Error: read_only: semantic action 'store\.persist\.checkpoint'/);
  const archive = await client.callTool({ name: 'system_blocks_archive', arguments: { mode: 'archive', block_ids: ['a'] } });
  assert.match(JSON.stringify(archive.content), /read_only: semantic action 'system_blocks\.archive'/, 'refused before the store says it has none');
  const health = await client.callTool({ name: 'health', arguments: {} });
  assert.notEqual(health.isError, true);
  const gate = await client.callTool({ name: 'ingest', arguments: { mode: 'replace', path: '/elsewhere' } });
  assert.match(JSON.stringify(gate.content), /generic_action_authority_required/, 'the generic gate still answers first');
  await client.close();
});

/** Valid minimal arguments per tool; a tool not listed here is called with none. */
const MINIMAL: Record<string, Record<string, unknown>> = {
  search: { query: 'greet' },
  seek: { query: 'greet' },
  activate: { query: 'greet' },
  impact: { node_id: 'src/greet.ts' },
  trace: { error_text: 'greet failed' },
  why: { source: 'greet', target: 'ConfigParser' },
  glob: { pattern: 'src/*' },
  view: { file_path: 'src/greet.ts' },
  persist: { action: 'status' },
  boot_memory: { action: 'list' },
  memorize: { text: 'a note' },
  edit_preview: { file: 'src/greet.ts', new_content: 'export {};\n' },
  xray_apply: { selector: { extensions: ['ts'] }, transform: { kind: 'ensure_header_tag', tag: '// t' } },
  xray_retag: { selector: { node_type: 'function' }, op: 'add', tags: ['t'] },
  session_handshake: { agent_id: 'unit', kind: 'agent', theme: 'sweep', intent: 'read', worktree: SAMPLE_ROOT, working_set: [] },
  candidate_lease: { action: 'acquire' },
  system_blocks_archive: { mode: 'archive' },
};

test('no advertised tool answers not_implemented: every Ordinary one works with minimal arguments', async () => {
  const tree = await makeFixtureTree(SAMPLE_FILES);
  const runtime = mkdtempSync('/var/tmp/m1nd-server-');
  try {
    const graph = makeSampleGraph();
    const rooted = { ...graph, roots: [tree.root], nodes: graph.nodes.map((n) => ({ ...n, root: tree.root })), files: graph.files.map((f) => ({ ...f, root: tree.root })) };
    const actor = new BrainActor({ ...emptyBrain(), graph: rooted, roots: [tree.root], workspaceRoot: tree.root });
    const server = createMcpServer({ actor, runtime, grant: tree.root, checkpoint: async () => null });
    const client = new Client({ name: 'unit', version: '0' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(b);
    await client.connect(a);
    const tools = (await client.listTools()).tools;
    const ordinary = tools.filter((t) => t._meta?.['m1nd/generic_gate'] === 'admitted').map((t) => t.name);
    assert.ok(ordinary.includes('glob') && ordinary.includes('boot_memory') && ordinary.includes('xray_apply'), ordinary.join(', '));
    for (const name of ordinary) {
      const args = MINIMAL[name] ?? {};
      const result = await client.callTool({ name, arguments: args });
      assert.doesNotMatch(JSON.stringify(result), /not_implemented/, `${name} ${JSON.stringify(args)}`);
    }
    const answered = async (name: string) => (await client.callTool({ name, arguments: MINIMAL[name] ?? {} })).isError;
    for (const name of ['glob', 'view', 'orient', 'impact', 'trace', 'why', 'missing', 'drift', 'activate', 'boot_memory', 'memorize', 'auto_ingest_status', 'auto_ingest_stop', 'edit_preview', 'xray_apply', 'xray_retag']) {
      assert.notEqual(await answered(name), true, `${name} answers its minimal call without an error`);
    }
    await client.close();
  } finally {
    await tree.remove();
    rmSync(runtime, { recursive: true, force: true });
  }
});
