export { createMcpServer, SERVER_NAME, SERVER_VERSION } from './server.js';
export { StdioLineTransport } from './stdio-transport.js';
export { bareToolName, bareToolCall } from './tool-names.js';
export { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';
