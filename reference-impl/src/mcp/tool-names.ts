import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** `m1nd.x` and `m1nd_x` are the same tool as `x`. */
export function bareToolName(name: string): string {
  if (name.startsWith('m1nd.')) return name.slice(5);
  if (name.startsWith('m1nd_')) return name.slice(5);
  return name;
}

/** Rewrites a `tools/call` so prefixed spellings reach the bare tool; every other message is returned as is. */
export function bareToolCall(message: JSONRPCMessage): JSONRPCMessage {
  if (!('method' in message) || message.method !== 'tools/call') return message;
  const params = message.params as { name?: unknown } | undefined;
  if (!params || typeof params.name !== 'string') return message;
  return { ...message, params: { ...params, name: bareToolName(params.name) } } as JSONRPCMessage;
}
