/** Every seam the reference server exposes, in the order a cold start meets them. */
export const SEAM_NAMES = [
  'bootstrap.owner_lock',
  'http.prepare',
  'bootstrap.prepare',
  'bootstrap.snapshot_read',
  'bootstrap.reconstruct',
  'bootstrap.digest_check',
  'ingest.scan',
  'ingest.commit',
  'checkpoint.write',
  'checkpoint.publish',
  'checkpoint.mirror',
  'bootstrap.cochange',
  'bootstrap.model_load',
  'bootstrap.embedding_cache_read',
  'bootstrap.semantic_index',
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
