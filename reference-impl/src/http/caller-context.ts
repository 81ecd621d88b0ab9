import type { ToolContext } from '../mcp/index.js';

/** The shared tool context plus the identity of the caller it serves (never part of the grant). */
export interface CallerToolContext extends ToolContext {
  /** The caller's canonical root, or null when the caller is unknown. */
  callerRoot(): string | null;
}

export type CallerContextFactory = (callerRoot: () => string | null) => CallerToolContext;

/** Binds the shared context to one caller's identity; the root set stays the brain's own. */
export function bindCaller(base: ToolContext): CallerContextFactory {
  return (callerRoot) => ({ ...base, callerRoot });
}
