import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { amIStale, health, north, search, seek } from './read-tools.js';
import { ingest, persist } from './write-tools.js';
import { annotateTool, bareToolName, genericGate, readOnlyRefusal, refusalResult, ROUTED_TOOLS } from '../policy/index.js';
import { SYSTEM_BLOCK_VERBS } from '../system-blocks/index.js';
import { runSystemBlockVerb } from './system-block-tools.js';
import { beatCall, cockpit, HANDSHAKE_TOOL, sessionHandshake } from './presence-tools.js';
import type { ToolContext } from './tool-context.js';
import { READ_ONLY_HINTS, type ToolSpec } from './tool-spec.js';
import { graphReadTools } from './graph-read-tools.js';
import { fileReadTools } from './file-read-tools.js';
import { runtimeTools } from './runtime-tools.js';
import { previewTools } from './preview-tools.js';

export const SERVER_NAME = 'm1nd-ref-mcp';
export const SERVER_VERSION = '0.1.0';

const readOnly = READ_ONLY_HINTS;

/** A verb the gate always answers with its fixed refusal: reaching this handler means the gate let it through. */
function gateAnswered(name: string, description: string, input: z.ZodType): ToolSpec {
  return {
    name,
    description,
    input,
    run: () => ({ content: [{ type: 'text', text: `Error: internal_error: '${name}' reached a handler; the gate answers this verb with its fixed refusal` }], isError: true }),
  };
}

export function createMcpServer(ctx: ToolContext): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { capabilities: { tools: {}, logging: {} } });
  const tools: ToolSpec[] = [
    { name: 'health', description: 'Report graph size, the declared root set and where derived state lives.', input: z.object({ agent_id: z.string().optional() }), annotations: readOnly, run: () => health(ctx) },
    {
      name: 'search',
      description: 'Find symbols and source lines by literal text or regular expression.',
      input: z.object({ query: z.string().min(1), mode: z.enum(['literal', 'regex', 'semantic']).optional(), scope: z.string().optional(), top_k: z.number().int().positive().max(500).optional(), agent_id: z.string().optional() }),
      annotations: readOnly,
      run: (args: { query: string; mode?: 'literal' | 'regex' | 'semantic'; scope?: string; top_k?: number }) => search(ctx, args),
    },
    { name: 'seek', description: 'Rank graph nodes by how well they match a natural-language query.', input: z.object({ query: z.string().min(1), top_k: z.number().int().positive().max(200).optional(), agent_id: z.string().optional() }), annotations: readOnly, run: (args: { query: string; top_k?: number }) => seek(ctx, args) },
    { name: 'north', description: 'Orientation packet: graph size, leads for the task, honest gaps and a next move.', input: z.object({ agent_id: z.string().optional(), task: z.string().optional() }), annotations: readOnly, run: (args: { agent_id?: string; task?: string }) => north(ctx, args) },
    { name: 'am_i_stale', description: 'Tell which files or nodes changed since the last checkpoint; never-ingested paths are unknown.', input: z.object({ files: z.array(z.string()).optional(), nodes: z.array(z.string()).optional(), agent_id: z.string().optional() }), annotations: readOnly, run: (args: { files?: string[]; nodes?: string[] }) => amIStale(ctx, args) },
    { name: 'ingest', description: 'Ingest a tree into the graph. Generic replace and merge need authority above Ordinary and are refused here.', input: z.looseObject({ path: z.string().optional(), mode: z.string().optional(), agent_id: z.string().optional(), project_root: z.string().optional() }), run: (args: Record<string, unknown>) => ingest(ctx, args) },
    { name: 'persist', description: 'Checkpoint status, or commit a checkpoint now.', input: z.object({ action: z.string().optional(), agent_id: z.string().optional() }), run: (args: { action?: string }) => persist(ctx, args) },
    {
      name: 'cockpit',
      description: "One line per slot about this brain, presences among them: who is working here, on what, and any collision.",
      input: z.object({ agent_id: z.string().optional() }),
      annotations: readOnly,
      run: () => cockpit(ctx),
    },
    {
      name: HANDSHAKE_TOOL,
      description: 'Declare what this agent session is: kind, theme, worktree, working set and intent (read or mutate).',
      input: z.object({ agent_id: z.string(), kind: z.string().optional(), theme: z.string().optional(), worktree: z.string().optional(), working_set: z.array(z.string()).optional(), intent: z.enum(['read', 'mutate']).optional() }),
      raw: true,
      run: (args: unknown) => sessionHandshake(ctx, args),
    },
    ...graphReadTools(ctx),
    ...fileReadTools(ctx),
    ...runtimeTools(ctx),
    ...previewTools(ctx),
    gateAnswered('brain_birth', 'Birth a new brain. Refused for every wire client (human_gesture_required): only the human --birth ceremony can do it.', z.looseObject({ root: z.string().optional(), origin: z.string().optional() })),
    gateAnswered('system_blocks_ratify', 'Ratify candidate blocks. Disabled for every caller (sovereign_authority_required): no client-supplied origin, human-ui included, grants that authority.', z.looseObject({ expected_store_version: z.number().optional(), block_ids: z.array(z.string()).optional(), ratifier: z.string().optional() })),
    ...SYSTEM_BLOCK_VERBS.map((verb): ToolSpec => ({
      name: verb.name,
      description: verb.description,
      input: verb.input,
      ...(verb.readOnly ? { annotations: readOnly } : {}),
      raw: true,
      run: (args: unknown) => runSystemBlockVerb(ctx, verb, args),
    })),
  ];
  tools.push({ name: 'help', description: 'List the tools this server offers.', input: z.object({ tool_name: z.string().optional() }), annotations: readOnly, run: () => ({ content: [{ type: 'text', text: JSON.stringify({ tools: tools.map((t) => ({ name: t.name, description: t.description })) }) }], structuredContent: { tools: tools.map((t) => ({ name: t.name, description: t.description })) } }) });

  const implemented = new Map(tools.map((t) => [t.name, t]));
  // Advertise exactly the routing inventory. Only a verb whose every call the generic gate refuses may lack a
  // handler; any other missing handler is a bug, never an answer that the tool is missing.
  for (const name of ROUTED_TOOLS) {
    const note = annotateTool(name);
    const tool = implemented.get(name) ?? (note.refusedAtGenericGate ? gateAnswered(name, `The ${name} verb; every call needs authority above Ordinary.`, z.looseObject({})) : undefined);
    if (!tool) throw new Error(`tool '${name}' is routed and reaches its handler at the Ordinary floor, but none is registered; implement it or drop it from the routing inventory`);
    const refusedNote = note.refusedAtGenericGate ? ` (authority floor ${note.floor}: refused at the generic gate)` : '';
    const config = {
      description: `${tool.description}${refusedNote}`,
      inputSchema: tool.input,
      ...(tool.annotations ? { annotations: tool.annotations } : {}),
      _meta: { 'm1nd/authority_floor': note.floor, 'm1nd/generic_gate': note.refusedAtGenericGate ? 'refused' : 'admitted' },
    };
    server.registerTool(name, config as never, (async (args: Record<string, unknown>) => tool.run(args as never)) as never);
  }
  const rawTools = new Map(tools.filter((t) => t.raw).map((t) => [t.name, t]));
  gateEveryCall(server, ctx, rawTools);
  return server;
}

type RawHandler = (request: { params?: { name?: unknown; arguments?: unknown } }, extra: unknown) => Promise<unknown>;

/**
 * Every `tools/call` passes here first: an unknown tool is a -32602 protocol error (the SDK would answer an
 * `isError` result), then the generic gate decides on the raw arguments, before the tool's input schema can
 * strip or reject a selector and before any handler; a read-only attach then refuses an admitted write
 * (`readOnlyRefusal`). A call naming an `agent_id` beats that agent's presence here, the one point every
 * transport passes (session_handshake beats from its handler, once its declaration is checked). The SDK keeps no public hook, so its handler is wrapped.
 */
function gateEveryCall(server: McpServer, ctx: ToolContext, rawTools: ReadonlyMap<string, ToolSpec>): void {
  const handlers = (server.server as unknown as { _requestHandlers: Map<string, RawHandler> })._requestHandlers;
  const inner = handlers.get('tools/call');
  if (!inner) throw new Error('tools/call handler missing: the SDK changed how McpServer registers tools');
  const known = new Set<string>(ROUTED_TOOLS);
  handlers.set('tools/call', async (request, extra) => {
    const name = request.params?.name;
    if (typeof name !== 'string' || !known.has(bareToolName(name))) {
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${String(name)}`);
    }
    const args = request.params?.arguments ?? {};
    const decision = genericGate(name, args, {}, ctx.ingress ?? 'mcp');
    const denied = decision.admitted && ctx.readOnly === true ? readOnlyRefusal(decision.action) : null;
    // Every call naming an agent beats its presence; only an admitted write that runs is an observed mutation.
    if (bareToolName(name) !== HANDSHAKE_TOOL) beatCall(ctx, args, decision.admitted && !denied ? decision.action : null);
    if (!decision.admitted) return refusalResult(decision);
    if (denied) return denied;
    const raw = rawTools.get(bareToolName(name));
    if (raw) return raw.run(args as never);
    return inner(request, extra);
  });
}
