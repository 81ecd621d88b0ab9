import { REFERENCE_ENTRY_PAIRS, type Adapter } from '../adapter/index.js';
import type { HarnessEnv } from '../env/index.js';
import type { ProbeRunner } from './probe-runner.js';
import type { Provisioning } from './provisioning.js';

export const AGENT_CACHE_BINARY_VAR = 'M1ND_TEST_AGENT_CACHE_BINARY';

/**
 * The native server the agent CLI's real-cache probes run (seed 000): M1ND_TEST_AGENT_CACHE_BINARY, else, for
 * the bundled reference CLI, the bundled reference server. Null when neither applies.
 */
export function agentCacheBinary(env: HarnessEnv, adapter: Adapter): string | null {
  const chosen = env.env[AGENT_CACHE_BINARY_VAR];
  if (chosen) return chosen;
  return REFERENCE_ENTRY_PAIRS.find((pair) => adapter.cli?.command.includes(pair.cli))?.server ?? null;
}

/** Probes that server with `--version` (a .js entry point runs with node); the answer is the evidence. */
export async function probeAgentCacheBinary(env: HarnessEnv, adapter: Adapter, run: ProbeRunner, exists: (p: string) => boolean, probeEnv: Record<string, string>, boundMs: number): Promise<Provisioning[string]> {
  const binary = agentCacheBinary(env, adapter);
  if (binary === null) {
    return { provisioned: false, evidence: `${AGENT_CACHE_BINARY_VAR} is unset, so the native server behind the agent CLI of ${adapter.name} is unknown; set it to enable the real-cache probes` };
  }
  const from = env.env[AGENT_CACHE_BINARY_VAR] ? AGENT_CACHE_BINARY_VAR : 'the bundled reference server behind the reference agent CLI';
  if (!binary.startsWith('/')) return { provisioned: false, evidence: `${AGENT_CACHE_BINARY_VAR}=${binary} is not absolute: give the absolute path of the m1nd-mcp binary` };
  if (!exists(binary)) return { provisioned: false, evidence: `${from}: ${binary} does not exist` };
  const argv = /\.(?:js|mjs|cjs)$/.test(binary) ? ['node', binary, '--version'] : [binary, '--version'];
  const version = await run(argv, probeEnv, boundMs);
  return version.ok
    ? { provisioned: true, evidence: `${from}: ${binary} --version: ${version.output}` }
    : { provisioned: false, evidence: `${from}: ${binary} --version failed: ${version.output}` };
}
