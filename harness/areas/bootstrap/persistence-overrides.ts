import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GRAPH_FILE, PLASTICITY_FILE } from '../../probes/index.js';
import type { Scenario } from '../../scenario/index.js';
import { bootstrapArea } from './bootstrap-area.js';

export const OVERRIDE_CHANNELS = { 'command-line flags': 'flags', 'environment variables': 'env', 'the configuration file': 'config' } as const;
export type OverrideChannel = (typeof OVERRIDE_CHANNELS)[keyof typeof OVERRIDE_CHANNELS];

/** Reads the channel words of a step ("command-line flags", ...); errors list the accepted words. */
export function parseOverrideChannel(words: string): OverrideChannel {
  const channel = (OVERRIDE_CHANNELS as Record<string, OverrideChannel>)[words];
  if (!channel) throw new Error(`unknown override channel "${words}"; use one of: ${Object.keys(OVERRIDE_CHANNELS).join(', ')}`);
  return channel;
}

/**
 * Points graph, plasticity and registry destinations at a writable directory outside the runtime, through
 * one channel. Returns that directory: under a grant nothing may appear in it.
 */
export async function routeOverridesOutside(s: Scenario, channel: OverrideChannel): Promise<string> {
  const fixture = await s.prepareHome();
  const elsewhere = join(fixture.root, 'elsewhere');
  await mkdir(elsewhere, { recursive: true });
  await chmod(elsewhere, 0o700);
  const graph = join(elsewhere, GRAPH_FILE);
  const plasticity = join(elsewhere, PLASTICITY_FILE);
  const registry = join(elsewhere, 'registry');
  if (channel === 'flags') s.launch.extraArgs.push('--graph', graph, '--plasticity', plasticity, '--registry-dir', registry);
  if (channel === 'env') Object.assign(s.launch.extraEnv, { M1ND_GRAPH_SOURCE: graph, M1ND_PLASTICITY_STATE: plasticity, M1ND_REGISTRY_DIR: registry });
  if (channel === 'config') s.configValues = { ...(s.configValues ?? {}), graph_source: graph, plasticity_state: plasticity, registry_dir: registry };
  bootstrapArea(s).overrideDir = elsewhere;
  return elsewhere;
}
