export type { JsonRpcResponse, JsonRpcErrorObject } from './json-rpc.js';
export { JsonRpcError, PROTOCOL_VERSION } from './json-rpc.js';
export type { ToolResult } from './tool-result.js';
export { readToolResult } from './tool-result.js';
export type { Frame } from './stdio-rpc-client.js';
export { StdioRpcClient } from './stdio-rpc-client.js';
