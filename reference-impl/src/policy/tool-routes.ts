import { readField, refuseSelector, selectByFact, selectByField, type Selection } from './selectors.js';
import type { TrustedFacts } from './types.js';

/** How one tool reaches semantic actions: every action it may pick, and the pick for one call. */
export interface ToolRoute {
  actions: readonly string[];
  select(args: unknown, trusted: TrustedFacts): Selection;
}

function fixed(action: string): ToolRoute {
  return { actions: [action], select: () => ({ action }) };
}

function byField(tool: string, field: string, table: Record<string, string>, fallback?: string): ToolRoute {
  return { actions: [...new Set(Object.values(table))], select: (args) => selectByField(tool, args, field, table, fallback) };
}

/** Dry-run/commit verbs: an absent mode is the harmless dry run, an unknown one refuses. */
function dryRunOrCommit(tool: string, prefix: string): ToolRoute {
  return byField(tool, 'mode', { dry_run: `${prefix}.dry_run`, commit: `${prefix}.commit` }, 'dry_run');
}

// Stryker disable next-line StringLiteral,ArrayDeclaration: only listed as the fix in a refusal's prose; the modes themselves are matched below
const INGEST_MODES = ['replace', 'refresh', 'merge'] as const;
// Stryker disable next-line StringLiteral: the tool's name in a route's refusal detail is prose; the gate names the tool as it was called
const INGEST = 'ingest';
// Stryker disable next-line StringLiteral,ArrayDeclaration: only listed as the fix in a refusal's prose
const PROJECT_ROOT_FIX = ['a non-empty path string'];
// Stryker disable next-line StringLiteral,ArrayDeclaration: read only once the owner proves ingest_changes_roots, which the generic seam never does
const INGEST_MERGE_BRANCHES = ['graph.ingest.change_roots', 'graph.ingest.merge_existing'] as const;
// Stryker disable next-line StringLiteral,ArrayDeclaration: read only once the owner proves auto_ingest_changes_roots, which the generic seam never does
const AUTO_INGEST_BRANCHES = ['auto_ingest.change_roots', 'auto_ingest.start_existing_roots'] as const;

/** `project_root` wins over `mode`; refresh is chosen from parameters alone; merge needs the owner's fact. */
const ingestRoute: ToolRoute = {
  actions: ['brain.bootstrap', 'graph.ingest.replace', 'graph.ingest.refresh_declared_root', 'graph.ingest.change_roots', 'graph.ingest.merge_existing'],
  select(args, trusted) {
    const projectRoot = readField(args, 'project_root');
    if (projectRoot.state === 'invalid') return refuseSelector(INGEST, 'project_root', projectRoot, PROJECT_ROOT_FIX);
    if (projectRoot.state === 'string' && projectRoot.value.trim() !== '') return { action: 'brain.bootstrap' };
    const mode = readField(args, 'mode');
    // Stryker disable next-line ConditionalExpression: a mistyped mode has no value, so it matches no mode and is refused either way
    const chosen = mode.state === 'absent' ? 'replace' : mode.state === 'string' ? mode.value : undefined;
    if (chosen === 'replace') return { action: 'graph.ingest.replace' };
    if (chosen === 'refresh') return { action: 'graph.ingest.refresh_declared_root' };
    if (chosen === 'merge') return selectByFact(INGEST, trusted, 'ingest_changes_roots', ...INGEST_MERGE_BRANCHES);
    return refuseSelector(INGEST, 'mode', mode, INGEST_MODES);
  },
};

// Stryker disable next-line StringLiteral: the tool's name in a route's refusal detail is prose; the gate names the tool as it was called
const AUTO_INGEST_START = 'auto_ingest_start';
const autoIngestStartRoute: ToolRoute = {
  actions: ['auto_ingest.change_roots', 'auto_ingest.start_existing_roots'],
  select: (_args, trusted) => selectByFact(AUTO_INGEST_START, trusted, 'auto_ingest_changes_roots', ...AUTO_INGEST_BRANCHES),
};

/** Tool name (bare) to route. Reads map to `query.<tool>`; everything else is spelled out. */
export const TOOL_ROUTES: Readonly<Record<string, ToolRoute>> = Object.freeze({
  health: fixed('query.health'),
  search: fixed('query.search'),
  seek: fixed('query.seek'),
  north: fixed('query.north'),
  cockpit: fixed('query.cockpit'),
  orient: fixed('query.orient'),
  am_i_stale: fixed('query.am_i_stale'),
  help: fixed('query.help'),
  activate: fixed('query.activate'),
  impact: fixed('query.impact'),
  why: fixed('query.why'),
  missing: fixed('query.missing'),
  glob: fixed('query.glob'),
  view: fixed('query.view'),
  trace: fixed('query.trace'),
  drift: fixed('query.drift'),
  ingest: ingestRoute,
  persist: byField('persist', 'action', { status: 'store.persist.status', save: 'store.persist.save_runtime', checkpoint: 'store.persist.checkpoint', load: 'store.persist.load_replace' }),
  session_handshake: fixed('runtime.session.handshake'),
  // Selected by the name alone: no argument, least of all a claimed human origin, changes what birth is.
  brain_birth: fixed('brain.bootstrap.birth'),
  edit_preview: fixed('source.edit.preview'),
  edit_commit: fixed('source.edit.commit'),
  xray_apply: dryRunOrCommit('xray_apply', 'xray.apply'),
  xray_retag: dryRunOrCommit('xray_retag', 'xray.retag'),
  boot_memory: byField('boot_memory', 'action', { get: 'boot_memory.read', list: 'boot_memory.read', status: 'boot_memory.read', set: 'boot_memory.set', delete: 'boot_memory.delete' }),
  memorize: fixed('memory.memorize.default'),
  auto_ingest_start: autoIngestStartRoute,
  auto_ingest_status: fixed('query.auto_ingest_status'),
  auto_ingest_stop: fixed('auto_ingest.stop'),
  system_blocks_snapshot: fixed('query.system_blocks_snapshot'),
  system_blocks_seed_import: fixed('system_blocks.seed_import.force'),
  system_blocks_ratify: fixed('system_blocks.ratify'),
  receipt_import: fixed('system_blocks.receipt_import'),
  system_blocks_reconcile: fixed('system_blocks.reconcile'),
  receipt_recompute: fixed('query.receipt_recompute'),
  system_blocks_archive: byField('system_blocks_archive', 'mode', { archive: 'system_blocks.archive', restore: 'system_blocks.restore' }),
  system_blocks_delete: fixed('system_blocks.delete.permanent'),
  skeleton_candidate: fixed('system_blocks.skeleton_candidate'),
  candidate_edit: fixed('system_blocks.candidate_edit'),
  candidate_lease: byField('candidate_lease', 'action', { acquire: 'system_blocks.lease.acquire', refresh: 'system_blocks.lease.refresh', release: 'system_blocks.lease.release' }),
});
