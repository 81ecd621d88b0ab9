/** What this lane provides, with the evidence the probe saw (harness/README.md, tags, lanes and skips). */
export interface Provisioning {
  [need: string]: { provisioned: boolean; evidence: string };
}

/**
 * Needs that describe the lane only: no implementation claims them, so only provisioning counts.
 * `real-model` is a model the user provided (M1ND_TEST_EMBED_MODEL), not the kit's generated one;
 * `agent-cache-binary` is the native server behind the agent CLI's real-cache probes.
 */
export const LANE_ONLY_NEEDS: readonly string[] = Object.freeze(['root', 'mount-namespace', 'git', 'real-model', 'agent-cache-binary']);

/** Needs the lane must provide in addition to the implementation's claim. */
export const PROVISIONING_NEEDS: readonly string[] = Object.freeze(['native-binary', 'model', 'container', ...LANE_ONLY_NEEDS]);

export const PLATFORMS: readonly string[] = Object.freeze(['linux', 'macos', 'windows', 'posix']);
