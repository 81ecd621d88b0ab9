/** Every seam the reference server exposes, in the order a cold start meets them. */
export const SEAM_NAMES = [
  'bootstrap.prepare',
  'ingest.scan',
  'ingest.commit',
  'checkpoint.write',
  'checkpoint.publish',
  'checkpoint.mirror',
  'mcp.initialize',
  'shutdown.checkpoint',
] as const;

export type SeamName = (typeof SEAM_NAMES)[number];
