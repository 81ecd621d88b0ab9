/**
 * Stable codes of the agent CLI's failures. The battery asserts the code, never the prose.
 * `M1ND_AGENT_CACHE_BUSY` is the upstream spelling; the rest follow its family.
 */
export const AGENT_ERROR_CODES = [
  'M1ND_AGENT_CACHE_BUSY',
  'M1ND_AGENT_REPO_UNRESOLVABLE',
  'M1ND_AGENT_GIT_UNAVAILABLE',
  'M1ND_AGENT_GIT_TIMEOUT',
  'M1ND_AGENT_GIT_FAILED',
  'M1ND_AGENT_GIT_AMBIGUOUS',
  'M1ND_AGENT_CACHE_BASE_UNSAFE',
  'M1ND_AGENT_CACHE_SYMLINK',
  'M1ND_AGENT_CACHE_IDENTITY_MISMATCH',
  'M1ND_AGENT_CACHE_UNLABELLED',
  'M1ND_AGENT_CACHE_UNREADABLE',
  'M1ND_AGENT_CACHE_OWNER_MISMATCH',
  'M1ND_AGENT_RUNTIME_UNUSABLE',
  'M1ND_AGENT_SPAWN_FAILED',
  'M1ND_AGENT_SERVER_STARTUP_FAILED',
  'M1ND_AGENT_SERVER_TIMEOUT',
  'M1ND_AGENT_SERVER_CALL_FAILED',
  'M1ND_AGENT_SHUTDOWN_FAILED',
  'M1ND_AGENT_REFRESH_FAILED',
  'M1ND_AGENT_ATTACH_FAILED',
  'M1ND_AGENT_BIRTH_REFUSED',
  'M1ND_AGENT_BIRTH_FAILED',
  'M1ND_AGENT_INTERRUPTED',
  'M1ND_AGENT_INJECTED_FAULT',
  'M1ND_AGENT_INTERNAL',
] as const;

export type AgentErrorCode = (typeof AGENT_ERROR_CODES)[number];

/** A failure the CLI reports in its envelope (`error.code`) and on stderr; extra facts ride in `details`. */
export class AgentError extends Error {
  constructor(
    readonly code: AgentErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AgentError';
  }
}

export function isAgentError(error: unknown): error is AgentError {
  return error instanceof AgentError;
}

/** Wraps anything thrown into an AgentError, keeping an existing code. */
export function toAgentError(error: unknown, fallback: AgentErrorCode): AgentError {
  if (error instanceof AgentError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AgentError(fallback, message, {}, { cause: error });
}
