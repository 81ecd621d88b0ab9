import { errorCode } from '../records/index.js';
import type { RefreshDoor } from '../refresh/index.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';

/**
 * The generic gate refuses replace, merge and bootstrap before this handler runs; only the
 * exact-root refresh door is admitted here, and the door enforces every authority fact itself.
 */
export async function ingest(ctx: ToolContext, args: Record<string, unknown>): Promise<ToolResult> {
  if (args.mode !== 'refresh') return toolError(`tool 'ingest' reached its handler with mode ${String(args.mode)}; only mode "refresh" is served here`);
  const door = (ctx as { refresh?: RefreshDoor }).refresh;
  if (!door) return toolError('refresh_door_unavailable: this server has no checkpointed brain to refresh (start it with a workspace grant and a runtime directory)');
  if (args.path !== undefined && typeof args.path !== 'string') return toolError(`tool 'ingest' argument path must be a string, got ${typeof args.path}`);
  try {
    const payload = await door.refresh({ callerRoot: ctx.callerRoot?.() ?? null, ...(args.path === undefined ? {} : { path: args.path }), ingress: ctx.ingress ?? 'mcp' });
    return ok(payload);
  } catch (error) {
    const code = errorCode(error);
    return toolError(`${code ? `${code}: ` : ''}${error instanceof Error ? error.message : String(error)}`);
  }
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
