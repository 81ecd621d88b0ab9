import { ok, toolError, type ToolContext, type ToolResult } from '../tool-context.js';

/**
 * The generic gate refuses replace, merge and bootstrap before this handler runs; only the
 * exact-root refresh door is admitted here.
 */
export function ingest(_ctx: ToolContext, args: Record<string, unknown>): ToolResult {
  return toolError(`not_implemented: the refresh door (mode ${String(args.mode)}) is not available in this build`);
}

/** Birth is advertised so an agent can read its refusal; only the binary's own `--birth` ingress is a ceremony. */
export function brainBirth(): ToolResult {
  return ok({ ok: false, action: 'brain.bootstrap.birth', refused: 'human_gesture_required', reason: 'birth needs the human ceremony of the server binary (--birth <root>); no wire client can perform it' });
}

export async function persist(ctx: ToolContext, args: { action?: string }): Promise<ToolResult> {
  const s = ctx.actor.read();
  switch (args.action ?? 'status') {
    case 'status':
      return ok({ action: 'status', checkpoint: s.checkpointId, node_count: s.graph.nodes.length, dirty: s.dirty });
    case 'save':
    case 'checkpoint': {
      const id = await ctx.checkpoint();
      return ok({ action: args.action, checkpoint: id });
    }
    default:
      return toolError(`tool 'persist' has unsupported selector action=${String(args.action)}`);
  }
}
