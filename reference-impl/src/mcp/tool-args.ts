import type { z } from 'zod';
import { toolError, type ToolResult } from './tool-context.js';

/**
 * A raw tool's arguments checked against its schema: the parsed value, or a tool error naming the first
 * argument at fault, what was wrong and what to send instead (`fixes` says it per argument).
 */
export function checkArgs<T>(tool: string, schema: z.ZodType<T>, raw: unknown, fixes: Record<string, string>): { args: T } | { error: ToolResult } {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return { args: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : Object.keys(fixes)[0] ?? 'arguments';
  const fix = fixes[String(issue.path[0] ?? field)] ?? 'see help for the arguments this tool takes';
  return { error: toolError(`invalid_argument: ${tool} argument ${field}: ${issue.message}; ${fix}`) };
}
