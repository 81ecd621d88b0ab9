// Test support: a tiny prepared brain on a real fixture root, and an SDK client for the owner.
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { BrainActor } from '../actor/index.js';
import type { ToolContext } from '../mcp/index.js';

export interface TinyBrain {
  base: string;
  root: string;
  sibling: string;
  runtime: string;
  ctx: ToolContext;
}

export function makeTinyBrain(): TinyBrain {
  const base = realpathSync(mkdtempSync('/var/tmp/m1nd-http-owner-'));
  const root = join(base, 'repo');
  const sibling = join(base, 'sibling');
  const runtime = join(base, 'rt');
  for (const dir of [join(root, 'src'), sibling, runtime]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(root, 'src/a.ts'), 'export function greetUser(name: string) {\n  return name;\n}\n');
  const actor = new BrainActor({
    graph: {
      roots: [root],
      nodes: [
        { id: 'file::src/a.ts', label: 'a.ts', type: 'file', root, path: 'src/a.ts', line_start: 1, line_end: 3 },
        { id: 'sym::src/a.ts::greetUser', label: 'greetUser', type: 'function', root, path: 'src/a.ts', line_start: 1, line_end: 3 },
      ],
      edges: [{ source: 'file::src/a.ts', target: 'sym::src/a.ts::greetUser', kind: 'contains' }],
      files: [],
    },
    workspaceRoot: root,
    roots: [root],
    checkpointId: null,
    dirty: false,
  });
  return { base, root, sibling, runtime, ctx: { actor, runtime, grant: root, checkpoint: async () => null } };
}

/** An initialized SDK client session against `url`, with the bearer and an optional caller root. */
export async function connectClient(url: string, token: string, callerRoot?: string): Promise<Client> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (callerRoot !== undefined) headers['m1nd-caller-root'] = callerRoot;
  const client = new Client({ name: 'owner-test', version: '0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}
