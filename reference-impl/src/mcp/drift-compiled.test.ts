import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { BrainActor, emptyBrain } from '../actor/index.js';
import { scanRoot } from '../graph/index.js';
import { makeFixtureTree } from '../graph/test-support.js';
import { createMcpServer } from './server.js';

const ELF = '\u007fELF\u0002\u0001\u0001\u0000';

test("drift holds a compiled module's file by its name: never new while the graph lists it, even as text; one that joins is new, one that leaves deleted", async () => {
  const tree = await makeFixtureTree({
    'pkg/__init__.py': 'from ._fast import run\n',
    'pkg/_fast.cpython-311-x86_64-linux-gnu.so': ELF,
    'pkg/_lfs.cpython-311-x86_64-linux-gnu.so': 'version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n',
  });
  const runtime = mkdtempSync('/var/tmp/m1nd-drift-');
  try {
    const graph = await scanRoot(tree.root);
    const actor = new BrainActor({ ...emptyBrain(), graph, roots: [tree.root], workspaceRoot: tree.root });
    const server = createMcpServer({ actor, runtime, grant: tree.root, checkpoint: async () => null });
    const client = new Client({ name: 'unit', version: '0' });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(b);
    await client.connect(a);
    const drift = async () => JSON.parse(((await client.callTool({ name: 'drift', arguments: {} })).content as { text: string }[])[0]!.text) as { added: string[]; deleted: string[]; changed: string[] };
    const before = await drift();
    assert.deepEqual([before.deleted, before.added, before.changed], [[], [], []], 'a compiled module the graph lists, binary or text, is no new file');
    rmSync(path.join(tree.root, 'pkg/_fast.cpython-311-x86_64-linux-gnu.so'));
    writeFileSync(path.join(tree.root, 'pkg/_new.abi3.so'), 'not binary at all\n');
    const after = await drift();
    assert.deepEqual([after.deleted, after.added, after.changed], [['pkg/_fast.cpython-311-x86_64-linux-gnu.so'], ['pkg/_new.abi3.so'], []]);
    await client.close();
  } finally {
    await tree.remove();
    rmSync(runtime, { recursive: true, force: true });
  }
});
