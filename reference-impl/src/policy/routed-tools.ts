/**
 * The routing inventory: every tool the server advertises, bare names. `tools/list` must equal this
 * list exactly; a tool advertised without a route here (or routed but missing here) is parity drift.
 * Seed 001 also routes `candidate_naming`, but no seed gives it a contract, so it is not advertised.
 */
export const ROUTED_TOOLS: readonly string[] = Object.freeze([
  'health', 'search', 'seek', 'north', 'cockpit', 'orient', 'am_i_stale', 'help',
  'activate', 'impact', 'why', 'missing', 'glob', 'view', 'trace', 'drift',
  'ingest', 'persist', 'session_handshake', 'brain_birth',
  'edit_preview', 'edit_commit', 'xray_apply', 'xray_retag',
  'boot_memory', 'memorize',
  'auto_ingest_start', 'auto_ingest_status', 'auto_ingest_stop',
  'system_blocks_snapshot', 'system_blocks_seed_import', 'system_blocks_ratify', 'receipt_import',
  'system_blocks_reconcile', 'receipt_recompute', 'system_blocks_archive', 'system_blocks_delete',
  'skeleton_candidate', 'candidate_edit', 'candidate_lease',
]);
