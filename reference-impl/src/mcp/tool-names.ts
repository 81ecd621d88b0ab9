import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

import { bareToolName } from '../policy/index.js';

export { bareToolName };

/** Rewrites a `tools/call` so prefixed spellings reach the bare tool; every other message is returned as is. */
export function bareToolCall(message: JSONRPCMessage): JSONRPCMessage {
  if (!('method' in message) || message.method !== 'tools/call') return message;
  const params = message.params as { name?: unknown } | undefined;
  if (!params || typeof params.name !== 'string') return message;
  return { ...message, params: { ...params, name: bareToolName(params.name) } } as JSONRPCMessage;
}
