import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { bareToolName, createMcpServer, SERVER_NAME, SERVER_VERSION, type ToolContext, type ToolResult } from '../mcp/index.js';

export type DispatchOutcome = { found: true; result: ToolResult } | { found: false; tool: string };

/**
 * Calls one tool through the very MCP server an MCP session gets (same registration, argument
 * validation and handlers), linked in memory, so REST and MCP cannot drift apart.
 */
export async function dispatchToolCall(ctx: ToolContext, name: string, args: Record<string, unknown>): Promise<DispatchOutcome> {
  const tool = bareToolName(name);
  const server = createMcpServer(ctx);
  const client = new Client({ name: `${SERVER_NAME}-rest`, version: SERVER_VERSION });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  try {
    await client.connect(clientSide);
    const listed = await client.listTools();
    if (!listed.tools.some((t) => t.name === tool)) return { found: false, tool };
    const result = (await client.callTool({ name: tool, arguments: args })) as ToolResult;
    return { found: true, result };
  } finally {
    await client.close();
    await server.close();
  }
}
