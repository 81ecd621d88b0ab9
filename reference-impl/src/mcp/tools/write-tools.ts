import { ok, toolError, type ToolContext, type ToolResult } from '../tool-context.js';

/** Generic ingest is a door the automatic preparation never opens: replace and merge stay refused. */
export function ingest(_ctx: ToolContext, args: Record<string, unknown>): ToolResult {
  const projectRoot = typeof args.project_root === 'string' && args.project_root.trim() !== '';
  const mode = args.mode === undefined ? 'replace' : args.mode;
  if (projectRoot) return refuseGeneric('brain.bootstrap', 'PositiveSovereign');
  if (mode === 'replace') return refuseGeneric('graph.ingest.replace', 'PositiveSovereign');
  if (mode === 'merge') return toolError("tool 'ingest' requires trusted owner fact 'ingest_changes_roots' before policy evaluation");
  if (mode === 'refresh') return toolError('unsupported: the refresh door is not available in this build');
  return toolError(`tool 'ingest' has unsupported selector mode=${String(mode)}`);
}

function refuseGeneric(action: string, floor: string): ToolResult {
  return toolError(`generic_action_authority_required: semantic action '${action}' requires authority floor ${floor}; the generic dispatch gate admits only Ordinary actions`);
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
