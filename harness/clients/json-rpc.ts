export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: unknown;
  error?: JsonRpcErrorObject;
}

/** A wire error (numeric JSON-RPC code) answered by the implementation, kept apart from local failures. */
export class JsonRpcError extends Error {
  constructor(readonly method: string, readonly code: number, readonly rpcMessage: string, readonly data?: unknown) {
    super(`${method} answered JSON-RPC error ${code}: ${rpcMessage}`);
    this.name = 'JsonRpcError';
  }
}

export const PROTOCOL_VERSION = '2025-06-18';
