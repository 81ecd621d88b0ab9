import { formatStoreRefusal, type SystemBlockVerb } from '../system-blocks/index.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';

/**
 * One system-blocks verb on the wire: its answer as an ordinary result (an `ok: false` human-gesture refusal
 * included), a store refusal as a tool error whose text starts with its code. A brain without a runtime keeps
 * no store, and a bug in a verb is an error result, never a crashed server.
 */
export async function runSystemBlockVerb(ctx: ToolContext, verb: SystemBlockVerb, args: unknown): Promise<ToolResult> {
  if (!ctx.systemBlocks) return toolError(`store_unavailable: this brain has no runtime directory, so it keeps no system-blocks store; start it with a grant and a runtime`);
  try {
    const outcome = await verb.run(ctx.systemBlocks, args);
    return 'answer' in outcome ? ok(outcome.answer) : toolError(formatStoreRefusal(outcome.refused));
  } catch (error) {
    return toolError(`internal_error: ${verb.name} failed (${error instanceof Error ? error.message : String(error)}); nothing is known to have changed`);
  }
}
