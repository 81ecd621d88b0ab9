/** At most one sidecar write per presence within this window, unless a signal changed. */
export const PRESENCE_BEAT_THROTTLE_MS = 5_000;
/** A presence whose last beat is older than this is stale: filtered at read, reclaimed at boot. */
export const PRESENCE_TTL_MS = 120_000;

/** Whether `lastBeatMs` is older than the TTL at `now`. */
export function isStale(lastBeatMs: number, ttlMs: number, now: number): boolean {
  return now - lastBeatMs > ttlMs;
}
