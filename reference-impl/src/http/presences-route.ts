import type { ServerResponse } from 'node:http';
import { listBornBrains } from '../brains/index.js';
import type { ToolContext } from '../mcp/index.js';
import { canonicalise, describeUncanonical } from '../paths/index.js';
import { wireRoster, type Roster } from '../presence/index.js';
import { sendJson } from './send-json.js';

function rosterOf(ctx: ToolContext): Roster {
  if (!ctx.presence) return { presences: [] };
  try {
    return ctx.presence.roster();
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
}

/** `/api/health`'s diagnostic block: the owner-wide roster and its collisions. */
export function rosterBlock(ctx: ToolContext): Record<string, unknown> {
  return wireRoster(rosterOf(ctx), null);
}

/** The brains this owner serves: the development brain's root (and declared roots) and every born brain's root. */
function knownBrains(ctx: ToolContext, runtime: string): Set<string> {
  const dev = ctx.actor.read();
  const known = new Set<string>([...dev.roots, ...(dev.workspaceRoot ? [dev.workspaceRoot] : []), ...(ctx.grant ? [ctx.grant] : [])]);
  for (const born of listBornBrains(runtime)) known.add(born.root);
  return known;
}

/**
 * `GET /api/presences[?brain=<root>]`: `{presences, collisions}` owner-wide, or one brain's roster with
 * `served_brain` echoing its canonical root. A brain that does not canonicalise, or that this owner does not
 * serve, is a 404 naming it; nothing about it is invented.
 */
export function servePresences(res: ServerResponse, url: URL, ctx: ToolContext, runtime: string): void {
  const asked = url.searchParams.get('brain');
  if (asked === null) return sendJson(res, 200, wireRoster(rosterOf(ctx), null));
  const c = canonicalise(asked.trim(), { expect: 'directory' });
  if (!('path' in c)) {
    return sendJson(res, 404, { error: 'unknown_brain', code: 'brain_not_found', brain: asked, detail: `the brain root ${describeUncanonical(c)}; name the absolute root of a brain this owner serves` });
  }
  if (!knownBrains(ctx, runtime).has(c.path)) {
    return sendJson(res, 404, { error: 'unknown_brain', code: 'brain_not_found', brain: asked, detail: `this owner serves no brain rooted at ${c.path}; name the absolute root of a brain it serves` });
  }
  sendJson(res, 200, { ...wireRoster(rosterOf(ctx), c.path), served_brain: c.path });
}
