import type { AgentError } from './agent-error.js';
import type { ToolOutcome } from './tool-caller.js';

export const AGENT_CLI_SCHEMA = 'm1nd-agent-cli-v0';

export interface CallSummary {
  tool: string;
  isError: boolean;
  ok: boolean;
  action: string | null;
  refused: string | null;
}

export interface RuntimeInfo {
  binary: string | null;
  version: string | null;
  runtime_root: string | null;
  transport: 'stdio' | 'http' | null;
  /** Where the runtime came from: the automatic cache, `--runtime-dir`, `M1ND_MCP_ARGS`, `M1ND_RUNTIME_DIR`, or a served owner. */
  source: 'cache' | 'flag' | 'mcp_args' | 'env' | 'attach' | null;
  /** cold: prepared by this launch; warm: existing state, refreshed first; null when attached or never reached. */
  state: 'cold' | 'warm' | null;
  cache: { key: string; identity: unknown } | null;
  attached: { instance_id: string | null; pid: number | null; url: string } | null;
  /** How the owned server ended; null when no close was witnessed. */
  exit?: { code: number | null; signal: string | null } | null;
  /** Whether this command's lease proof was released or deliberately kept. */
  lease?: 'released' | 'kept' | null;
}

export interface Envelope {
  schema: typeof AGENT_CLI_SCHEMA;
  ok: boolean;
  command: string;
  repo: string | null;
  runtime: RuntimeInfo;
  graph_state: Record<string, unknown> | null;
  trust: { verdict: string; [key: string]: unknown };
  calls: CallSummary[];
  results: { tool: string; payload: Record<string, unknown> | null }[];
  next_actions: string[];
  non_claims: string[];
  [key: string]: unknown;
}

export const NON_CLAIMS: readonly string[] = Object.freeze([
  'graph results are orientation, not proof: read the source and run tests before claiming behaviour',
  'the agent CLI never mutates the repository; derived state lives only in the runtime directory',
  'a path never ingested is unknown, and unknown is never summarised as fresh',
  'a refresh absorbs edits on disk; it does not change branch, HEAD or the cache identity',
]);

export function emptyRuntime(): RuntimeInfo {
  return { binary: null, version: null, runtime_root: null, transport: null, source: null, state: null, cache: null, attached: null, exit: null, lease: null };
}

export function newEnvelope(command: string, repo: string | null): Envelope {
  return {
    schema: AGENT_CLI_SCHEMA,
    ok: true,
    command,
    repo,
    runtime: emptyRuntime(),
    graph_state: null,
    trust: { verdict: 'not_evaluated' },
    calls: [],
    results: [],
    next_actions: [],
    non_claims: [...NON_CLAIMS],
  };
}

/** `{tool, isError, ok, action, refused}`: ok is the payload's own `ok` when it has one, else not isError. */
export function summariseCall(tool: string, outcome: ToolOutcome): CallSummary {
  const p = outcome.payload ?? {};
  return {
    tool,
    isError: outcome.isError,
    ok: typeof p.ok === 'boolean' ? p.ok && !outcome.isError : !outcome.isError,
    action: typeof p.action === 'string' ? p.action : null,
    refused: typeof p.refused === 'string' ? p.refused : null,
  };
}

/** Marks the envelope failed with the primary error; a teardown failure rides along, never replacing it. */
export function failEnvelope(env: Envelope, primary: AgentError, teardown?: AgentError, serverStderr?: string): Envelope {
  env.ok = false;
  const { server_stderr: _omit, ...details } = primary.details;
  env.error = {
    code: primary.code,
    message: primary.message,
    details,
    ...(teardown ? { teardown: { code: teardown.code, message: teardown.message, details: teardown.details } } : {}),
  };
  if (serverStderr !== undefined) env.server_stderr = serverStderr;
  return env;
}
