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
  'refresh.scan',
  'refresh.candidate',
  'refresh.commit',
  'shutdown.checkpoint',
  'birth.scan',
  'birth.checkpoint',
  'birth.commit',
] as const;

export type SeamName = (typeof SEAM_NAMES)[number];
