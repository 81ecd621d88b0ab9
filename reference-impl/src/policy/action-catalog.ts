import type { ActionEntry, AuthorityFloor, Effect, Ingress, RiskClass } from './types.js';

const ALL: Ingress[] = ['mcp', 'rest', 'cli'];

function entry(action: string, floor: AuthorityFloor, risk: RiskClass, effects: Effect[], ingresses: Ingress[] = ALL): ActionEntry {
  return Object.freeze({ action, effects: Object.freeze(effects) as Effect[], risk, floor, ingresses: Object.freeze(ingresses) as Ingress[] });
}

function read(action: string): ActionEntry {
  return entry(action, 'Ordinary', 'low', ['read']);
}

/**
 * The canonical semantic actions. Floors follow the glossary: anything that changes the root set or
 * binds a new identity is sovereign; writes into the source tree or the graph wholesale need a scoped
 * grant; reads and writes confined to this brain's own runtime state are ordinary.
 */
export const ACTION_CATALOG: readonly ActionEntry[] = Object.freeze([
  // Queries over the graph and the runtime.
  read('query.health'),
  read('query.search'),
  read('query.seek'),
  read('query.north'),
  read('query.orient'),
  read('query.am_i_stale'),
  read('query.help'),
  read('query.activate'),
  read('query.impact'),
  read('query.why'),
  read('query.missing'),
  read('query.glob'),
  read('query.view'),
  read('query.trace'),
  read('query.drift'),
  read('query.auto_ingest_status'),
  read('query.system_blocks_snapshot'),
  read('query.receipt_recompute'),

  // Ingest and bootstrap.
  entry('graph.ingest.replace', 'PositiveSovereign', 'critical', ['read', 'graph_write', 'runtime_state_write']),
  entry('graph.ingest.merge_existing', 'ScopedGrantA2', 'high', ['read', 'graph_write', 'runtime_state_write']),
  entry('graph.ingest.change_roots', 'PositiveSovereign', 'critical', ['read', 'graph_write', 'roots_change', 'runtime_state_write']),
  entry('graph.ingest.refresh_declared_root', 'ScopedGrantA2', 'medium', ['read', 'graph_write', 'runtime_state_write']),
  entry('brain.bootstrap', 'PositiveSovereign', 'critical', ['read', 'graph_write', 'roots_change', 'identity_bind', 'runtime_state_write']),
  entry('brain.bootstrap.birth', 'PositiveSovereign', 'critical', ['read', 'graph_write', 'roots_change', 'identity_bind', 'runtime_state_write']),
  // The launcher's automatic first preparation: reachable only from the binary's own command line.
  entry('launcher.workspace.prepare', 'ScopedGrantA2', 'high', ['read', 'graph_write', 'runtime_state_write'], ['cli']),

  // Background ingest.
  entry('auto_ingest.change_roots', 'PositiveSovereign', 'critical', ['read', 'graph_write', 'roots_change', 'process_spawn']),
  entry('auto_ingest.start_existing_roots', 'ScopedGrantA2', 'high', ['read', 'graph_write', 'process_spawn']),
  entry('auto_ingest.stop', 'Ordinary', 'low', ['runtime_state_write']),

  // Checkpoint store.
  entry('store.persist.status', 'Ordinary', 'low', ['read']),
  entry('store.persist.save_runtime', 'Ordinary', 'low', ['runtime_state_write']),
  entry('store.persist.checkpoint', 'Ordinary', 'low', ['runtime_state_write']),
  entry('store.persist.load_replace', 'ScopedGrantA2', 'high', ['graph_write', 'runtime_state_write']),

  // Sessions and agent memory.
  entry('runtime.session.handshake', 'Ordinary', 'low', ['runtime_state_write']),
  entry('boot_memory.read', 'Ordinary', 'low', ['read']),
  entry('boot_memory.set', 'Ordinary', 'low', ['runtime_state_write']),
  entry('boot_memory.delete', 'Ordinary', 'medium', ['runtime_state_write']),
  entry('memory.memorize.default', 'Ordinary', 'low', ['runtime_state_write']),

  // Source edits: previews read, commits write the source tree.
  entry('source.edit.preview', 'Ordinary', 'low', ['read']),
  entry('source.edit.commit', 'ScopedGrantA2', 'high', ['read', 'source_filesystem_write']),
  entry('xray.apply.dry_run', 'Ordinary', 'low', ['read']),
  entry('xray.apply.commit', 'ScopedGrantA2', 'high', ['read', 'source_filesystem_write']),
  entry('xray.retag.dry_run', 'Ordinary', 'low', ['read']),
  entry('xray.retag.commit', 'ScopedGrantA2', 'high', ['read', 'source_filesystem_write']),

  // System-block store (seed 003): writes stay in the runtime and are guarded by OCC in the handler.
  entry('system_blocks.seed_import.force', 'Ordinary', 'medium', ['read', 'runtime_state_write']),
  entry('system_blocks.ratify', 'PositiveSovereign', 'high', ['runtime_state_write']),
  entry('system_blocks.receipt_import', 'Ordinary', 'medium', ['runtime_state_write']),
  entry('system_blocks.reconcile', 'Ordinary', 'medium', ['read', 'runtime_state_write']),
  entry('system_blocks.archive', 'Ordinary', 'medium', ['runtime_state_write']),
  entry('system_blocks.restore', 'Ordinary', 'medium', ['runtime_state_write']),
  entry('system_blocks.delete.permanent', 'Ordinary', 'high', ['runtime_state_write']),
  entry('system_blocks.skeleton_candidate', 'Ordinary', 'low', ['read', 'runtime_state_write']),
  entry('system_blocks.candidate_edit', 'Ordinary', 'medium', ['runtime_state_write']),
  entry('system_blocks.lease.acquire', 'Ordinary', 'low', ['runtime_state_write']),
  entry('system_blocks.lease.refresh', 'Ordinary', 'low', ['runtime_state_write']),
  entry('system_blocks.lease.release', 'Ordinary', 'low', ['runtime_state_write']),
]);

/** The catalog entry for `action`, or undefined when the catalog does not know it. */
export function findAction(action: string, catalog: readonly ActionEntry[] = ACTION_CATALOG): ActionEntry | undefined {
  return catalog.find((e) => e.action === action);
}
