import { isInside } from '../../clients/index.js';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import type { AgentEnvelope } from './agent-run.js';

/** Exactly one JSON document on stdout, an object with the envelope schema and the given `ok`. */
export function expectOneEnvelope(s: Scenario, ok: boolean): AgentEnvelope {
  const env = agentArea(s).run().envelope();
  if (env.ok !== ok) throw new Error(`the envelope says ok ${String(env.ok)}; expected ${ok}: ${JSON.stringify(env).slice(0, 600)}`);
  if (env.schema !== 'm1nd-agent-cli-v0') throw new Error(`the envelope's schema is ${JSON.stringify(env.schema)}; expected "m1nd-agent-cli-v0"`);
  return env;
}

export function expectEnvelopeTrust(s: Scenario, ok: boolean, verdict: string | null): void {
  const env = expectOneEnvelope(s, ok);
  if (verdict !== null && env.trust?.verdict !== verdict) {
    throw new Error(`the envelope's trust verdict is ${JSON.stringify(env.trust?.verdict)}; expected ${JSON.stringify(verdict)}`);
  }
}

/** ok:false with `error.code` equal to `code` (the battery asserts codes, not prose). */
export function expectEnvelopeCode(s: Scenario, label: string | null, code: string): AgentEnvelope {
  const env = agentArea(s).run(label).envelope();
  if (env.ok !== false || env.error?.code !== code) {
    throw new Error(`expected ok:false with error.code ${code}; the envelope says ok ${String(env.ok)}, error ${JSON.stringify(env.error ?? null).slice(0, 500)}`);
  }
  return env;
}

/** The honest freshness object of a failed refresh: `{isError, action, refused, reason}`. */
export function expectRefreshFailure(s: Scenario, isError: boolean, refused: string | null): void {
  const f = agentArea(s).run().envelope().freshness;
  if (!f) throw new Error('the envelope has no freshness object; a failed refresh must report one');
  const problems: string[] = [];
  if (f.isError !== isError) problems.push(`isError is ${JSON.stringify(f.isError)}, expected ${isError}`);
  if ((f.refused ?? null) !== refused) problems.push(`refused is ${JSON.stringify(f.refused)}, expected ${JSON.stringify(refused)}`);
  for (const key of ['action', 'reason']) if (!(key in f)) problems.push(`it has no "${key}" field`);
  if (typeof f.reason !== 'string' || f.reason === '') problems.push('its reason is empty');
  if (!isError && f.action !== 'graph.ingest.refresh_declared_root') problems.push(`action is ${JSON.stringify(f.action)}, expected the refresh door's action`);
  if (problems.length > 0) throw new Error(`the freshness object ${JSON.stringify(f)} is not honest: ${problems.join('; ')}`);
}

export function expectStdoutEmpty(s: Scenario): void {
  const out = agentArea(s).run().child.stdoutLines.filter((l) => l !== '');
  if (out.length > 0) throw new Error(`stdout should be empty on a configuration error; it holds: ${out.slice(0, 3).join(' | ')}`);
}

export function expectStderrNames(s: Scenario, label: string | null, text: string): void {
  const run = agentArea(s).run(label);
  if (!run.child.stderrLines.some((l) => l.includes(text))) {
    throw new Error(`${run.label}'s stderr does not name ${text}: ${run.child.stderrLines.slice(-8).join(' | ') || '(empty)'}`);
  }
}

/** The repository the envelope names, its runtime, and that the runtime lies outside every repository. */
export function expectRuntimeOutsideRepos(s: Scenario, runtime: string): void {
  for (const [name, path] of s.repos) {
    if (isInside(runtime, path)) throw new Error(`the runtime ${runtime} lies inside the repository "${name}" (${path}); derived state belongs outside the source tree`);
  }
}

/** The primary failure stays primary; the teardown failure rides beside it with the server's captured stderr. */
export function expectBothFailures(s: Scenario, primary: string, teardown: string): void {
  const env = expectEnvelopeCode(s, null, primary);
  const error = env.error as { teardown?: { code?: unknown } } | undefined;
  if (error?.teardown?.code !== teardown) throw new Error(`the envelope's error carries no teardown failure ${teardown}: ${JSON.stringify(env.error).slice(0, 500)}`);
  const stderr = env.server_stderr ?? (env.error?.details as Record<string, unknown> | undefined)?.server_stderr;
  if (typeof stderr !== 'string' || !stderr.includes('stand-in m1nd-mcp: started')) throw new Error(`the envelope does not carry the server's stderr: ${JSON.stringify(stderr)}`);
}
