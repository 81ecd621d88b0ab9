import { createMcpServer, StdioLineTransport, type ToolContext } from '../mcp/index.js';
import type { SeamHook } from '../seams/index.js';
import type { ServerIo } from './io.js';
import type { BrainTools, OwnerTransport, ServingEvents } from './owner-transport.js';

/**
 * MCP over newline-delimited JSON-RPC on stdin/stdout. It reads only once the owner is published and
 * stops at end of input, after every answer was written. On stdio with a grant, the grant IS the caller
 * identity; cwd and aliases carry no authority.
 */
export function stdioTransport(io: ServerIo, seams: SeamHook): OwnerTransport {
  let ctx: ToolContext | null = null;
  return {
    ingress: 'stdio',
    rules: 'cold-bootstrap',
    attach: async () => null,
    preparationSeams: null,
    admit(tools: BrainTools) {
      ctx = { ...tools, ingress: 'mcp', callerRoot: () => tools.grant };
    },
    open(events: ServingEvents) {
      if (!ctx) throw new Error('the stdio transport was opened before a brain was admitted');
      const transport = new StdioLineTransport(io.stdin, io.stdout, seams);
      transport.onDrainedEof = () => events.stop();
      createMcpServer(ctx).connect(transport).catch((error: unknown) => events.fail(error));
    },
    address: () => ({ bind: null, port: null }),
    servingLine: () => null,
    close: async () => {},
    abandon: () => {},
  };
}
