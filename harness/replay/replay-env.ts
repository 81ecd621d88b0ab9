/** Variables the runner sets for itself; a replay sets them anew. */
const RUNNER_OWNED = new Set(['M1ND_CONFORMANCE_LANE_FILE', 'M1ND_CONFORMANCE_REPLAY_DIR', 'M1ND_CONFORMANCE_TIMING_DIR', 'M1ND_TEST_ADAPTER']);
const LANE_NAMES = new Set(['DOCKER_HOST', 'DOCKER_TLS_VERIFY', 'DOCKER_CERT_PATH', 'XDG_CACHE_HOME', 'CUCUMBER_PARALLEL']);

/**
 * The lane variables a replay needs to meet the same lane: the M1ND_* family, the container engine's and
 * the fixture base's. Nothing else is recorded, so a bundle never carries unrelated secrets of the CI host.
 */
export function pickReplayEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === undefined || RUNNER_OWNED.has(name)) continue;
    if (name.startsWith('M1ND_') || name.startsWith('TESTCONTAINERS_') || LANE_NAMES.has(name)) out[name] = value;
  }
  return out;
}
