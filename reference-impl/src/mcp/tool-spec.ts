import type { z } from 'zod';
import type { ToolResult } from './tool-context.js';

/**
 * One registered tool. A `raw` tool is handed the call's arguments as sent, once the gate admitted it, and
 * checks them itself so its errors name the field and the fix; its `input` is only advertised.
 */
export type ToolSpec = { name: string; description: string; input: z.ZodType; annotations?: Record<string, boolean>; raw?: boolean; run: (args: never) => ToolResult | Promise<ToolResult> };

export const READ_ONLY_HINTS = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;
