/** Every seam the reference server exposes, in the order a cold start meets them. */
export const SEAM_NAMES = [
  'http.prepare',
  'bootstrap.prepare',
  'ingest.scan',
  'ingest.commit',
  'checkpoint.write',
  'checkpoint.publish',
  'checkpoint.mirror',
  'http.actor_started',
  'mcp.initialize',
  'shutdown.checkpoint',
] as const;

export type SeamName = (typeof SEAM_NAMES)[number];
