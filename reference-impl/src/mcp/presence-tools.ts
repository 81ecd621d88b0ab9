import { collisionsForAgent, buildCockpit, parseHandshake, presenceIdOf, wireCollision, type Beat, type Collision } from '../presence/index.js';
import { writeEffects, type ActionEntry } from '../policy/index.js';
import { servingBrain } from './serving-brain.js';
import { ok, toolError, type ToolContext, type ToolResult } from './tool-context.js';

/** The tool whose own handler beats, with the declaration, once its input passed. */
export const HANDSHAKE_TOOL = 'session_handshake';

/** The session's own binding: the brain the call reached and the caller root the transport knows, never the arguments. */
function bindingOf(ctx: ToolContext): { brain: string | null; callerRoot: string | null } {
  const brain = servingBrain(ctx).workspaceRoot ?? ctx.grant;
  return { brain, callerRoot: ctx.callerRoot ? ctx.callerRoot() : ctx.grant };
}

function agentOf(args: unknown): string | null {
  const id = typeof args === 'object' && args !== null ? (args as Record<string, unknown>).agent_id : undefined;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
}

/**
 * The beat of one dispatched call that names an agent: its presence on the brain it reached, stamped as an
 * observed mutation when the dispatch admitted an action the read-only classifier calls a write. Fail-open:
 * whatever goes wrong here, the call is answered as if no presence were kept.
 */
export function beatCall(ctx: ToolContext, args: unknown, admitted: ActionEntry | null): void {
  const agentId = agentOf(args);
  if (!ctx.presence || agentId === null) return;
  try {
    const { brain, callerRoot } = bindingOf(ctx);
    if (brain === null) return;
    ctx.presence.beat({ agentId, brain, callerRoot, observedMutation: admitted !== null && writeEffects(admitted).length > 0 });
  } catch {
    // Presence is telemetry; it never breaks the call it watches.
  }
}

/** session_handshake: checks every declared field, then beats with the declaration (a changed signal). */
export function sessionHandshake(ctx: ToolContext, args: unknown): ToolResult {
  const input = parseHandshake(args);
  if ('error' in input) return toolError(input.error);
  if (!ctx.presence) return toolError('presence_unavailable: this server keeps no presences (it has no runtime directory); start it with a workspace grant');
  const { brain, callerRoot } = bindingOf(ctx);
  if (brain === null) return toolError('presence_unavailable: this server serves no brain; start it with a workspace grant');
  const beat: Beat = { agentId: input.agentId, brain, callerRoot, observedMutation: false, declaration: input.declaration };
  ctx.presence.beat(beat);
  const d = input.declaration;
  return ok({
    ok: true,
    agent_id: input.agentId,
    presence_id: presenceIdOf(input.agentId, brain),
    brain,
    caller_root: callerRoot,
    declared: { kind: d.kind, theme: d.theme, worktree: d.worktree, working_set: d.working_set, intent: d.intent },
  });
}

/** The collisions the calling agent is part of on the brain it reached; none when the roster cannot be read. */
export function agentCollisions(ctx: ToolContext, agentId: string | undefined): Collision[] {
  if (!ctx.presence || !agentId) return [];
  try {
    const { brain } = bindingOf(ctx);
    const roster = ctx.presence.roster();
    if (brain === null || 'unavailable' in roster) return [];
    return collisionsForAgent(roster.presences, agentId, brain);
  } catch {
    return [];
  }
}

/** north's one honest gap on a real collision, naming the other agent and where. */
export function collisionGap(c: Collision, agentId: string): string {
  const other = c.a.agent_id === agentId ? c.b.agent_id : c.a.agent_id;
  const where = c.place !== null ? `in ${c.place}` : `on ${c.overlap.join(', ')}`;
  return `presence collision: ${other} is also mutating this brain ${where}; coordinate before writing`;
}

export function collisionsWire(cs: Collision[]): Record<string, unknown>[] {
  return cs.map(wireCollision);
}

/** cockpit: a read of this brain's slots, presences among them. */
export function cockpit(ctx: ToolContext): ToolResult {
  const s = servingBrain(ctx);
  let roster = null;
  let now = 0;
  if (ctx.presence) {
    try {
      roster = ctx.presence.roster();
      now = ctx.presence.clock();
    } catch (error) {
      roster = { unavailable: error instanceof Error ? error.message : String(error) };
    }
  }
  return ok(buildCockpit({ brain: s.workspaceRoot ?? ctx.grant, nodeCount: s.graph.nodes.length, edgeCount: s.graph.edges.length, rootCount: s.roots.length, roster, now }));
}
