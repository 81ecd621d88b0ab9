import type { ToolContext } from '../mcp/index.js';
import type { RefreshDoor } from '../refresh/index.js';
import { canonicalCallerRoot, claimedCallerRoot, type CallerIdentity } from './caller-identity.js';

/** The shared tool context plus the identity of the caller it serves (never part of the grant). */
export interface CallerToolContext extends ToolContext {
  /** The caller's canonical root, or null when the caller is unknown or its root does not resolve. */
  callerRoot(): string | null;
}

export type CallerContextFactory = (identity: () => CallerIdentity) => CallerToolContext;

/**
 * Binds the shared context to one caller's identity; the root set stays the brain's own. The refresh
 * door is bound too, so it judges the root the caller claimed (an unresolvable one included), not
 * the canonical view tools read.
 */
export function bindCaller(base: ToolContext): CallerContextFactory {
  return (identity) => ({
    ...base,
    callerRoot: () => canonicalCallerRoot(identity()),
    ...(base.refresh ? { refresh: doorFor(base.refresh, identity) } : {}),
  });
}

function doorFor(door: RefreshDoor, identity: () => CallerIdentity): RefreshDoor {
  return { refresh: (request) => door.refresh({ ...request, callerRoot: claimedCallerRoot(identity()) }) };
}
