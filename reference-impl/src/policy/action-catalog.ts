import type { ActionEntry, AuthorityFloor, Effect, Ingress, RiskClass } from './types.js';

// Stryker disable next-line StringLiteral: the cli ingress is the binary's own command line, where no routed tool is called
const CLI: Ingress = 'cli';
const ALL: Ingress[] = ['mcp', 'rest', CLI];

// Only "read" against "anything else" is observable: a read-only attach refuses an action with any effect beyond
// read, and a catalog action with no effect is drift the gate refuses. Which write an action names is metadata.
const READ: Effect = 'read';
// Stryker disable next-line StringLiteral: which write an action names is metadata; any name but read is a write
const GRAPH_WRITE: Effect = 'graph_write';
// Stryker disable next-line StringLiteral: which write an action names is metadata; any name but read is a write
const ROOTS_CHANGE: Effect = 'roots_change';
// Stryker disable next-line StringLiteral: which write an action names is metadata; any name but read is a write
const RUNTIME_WRITE: Effect = 'runtime_state_write';
// Stryker disable next-line StringLiteral: which write an action names is metadata; any name but read is a write
const IDENTITY_BIND: Effect = 'identity_bind';
// Stryker disable next-line StringLiteral: which write an action names is metadata; any name but read is a write
const PROCESS_SPAWN: Effect = 'process_spawn';
// Stryker disable next-line StringLiteral: which write an action names is metadata; any name but read is a write
const SOURCE_WRITE: Effect = 'source_filesystem_write';

// The risk class travels with a classified action (seed 001), but no decision reads it and no client sees it.
// Stryker disable next-line StringLiteral: risk is carried metadata; no gate decision reads it
const LOW: RiskClass = 'low';
// Stryker disable next-line StringLiteral: risk is carried metadata; no gate decision reads it
const MEDIUM: RiskClass = 'medium';
// Stryker disable next-line StringLiteral: risk is carried metadata; no gate decision reads it
const HIGH: RiskClass = 'high';
// Stryker disable next-line StringLiteral: risk is carried metadata; no gate decision reads it
const CRITICAL: RiskClass = 'critical';

function entry(action: string, floor: AuthorityFloor, risk: RiskClass, effects: Effect[], ingresses: Ingress[] = ALL): ActionEntry {
  return Object.freeze({ action, effects: Object.freeze(effects) as Effect[], risk, floor, ingresses: Object.freeze(ingresses) as Ingress[] });
}

function read(action: string): ActionEntry {
  return entry(action, 'Ordinary', LOW, [READ]);
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
  read('query.cockpit'),
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
  entry('graph.ingest.replace', 'PositiveSovereign', CRITICAL, [READ, GRAPH_WRITE, RUNTIME_WRITE]),
  entry('graph.ingest.merge_existing', 'ScopedGrantA2', HIGH, [READ, GRAPH_WRITE, RUNTIME_WRITE]),
  entry('graph.ingest.change_roots', 'PositiveSovereign', CRITICAL, [READ, GRAPH_WRITE, ROOTS_CHANGE, RUNTIME_WRITE]),
  entry('graph.ingest.refresh_declared_root', 'ScopedGrantA2', MEDIUM, [READ, GRAPH_WRITE, RUNTIME_WRITE]),
  entry('brain.bootstrap', 'PositiveSovereign', CRITICAL, [READ, GRAPH_WRITE, ROOTS_CHANGE, IDENTITY_BIND, RUNTIME_WRITE]),
  entry('brain.bootstrap.birth', 'PositiveSovereign', CRITICAL, [READ, GRAPH_WRITE, ROOTS_CHANGE, IDENTITY_BIND, RUNTIME_WRITE]),

  // Background ingest.
  entry('auto_ingest.change_roots', 'PositiveSovereign', CRITICAL, [READ, GRAPH_WRITE, ROOTS_CHANGE, PROCESS_SPAWN]),
  entry('auto_ingest.start_existing_roots', 'ScopedGrantA2', HIGH, [READ, GRAPH_WRITE, PROCESS_SPAWN]),
  entry('auto_ingest.stop', 'Ordinary', LOW, [RUNTIME_WRITE]),

  // Checkpoint store.
  entry('store.persist.status', 'Ordinary', LOW, [READ]),
  entry('store.persist.save_runtime', 'Ordinary', LOW, [RUNTIME_WRITE]),
  entry('store.persist.checkpoint', 'Ordinary', LOW, [RUNTIME_WRITE]),
  entry('store.persist.load_replace', 'ScopedGrantA2', HIGH, [GRAPH_WRITE, RUNTIME_WRITE]),

  // Sessions and agent memory.
  entry('runtime.session.handshake', 'Ordinary', LOW, [RUNTIME_WRITE]),
  entry('boot_memory.read', 'Ordinary', LOW, [READ]),
  entry('boot_memory.set', 'Ordinary', LOW, [RUNTIME_WRITE]),
  entry('boot_memory.delete', 'Ordinary', MEDIUM, [RUNTIME_WRITE]),
  entry('memory.memorize.default', 'Ordinary', LOW, [RUNTIME_WRITE]),

  // Source edits: previews read, commits write the source tree.
  entry('source.edit.preview', 'Ordinary', LOW, [READ]),
  entry('source.edit.commit', 'ScopedGrantA2', HIGH, [READ, SOURCE_WRITE]),
  entry('xray.apply.dry_run', 'Ordinary', LOW, [READ]),
  entry('xray.apply.commit', 'ScopedGrantA2', HIGH, [READ, SOURCE_WRITE]),
  entry('xray.retag.dry_run', 'Ordinary', LOW, [READ]),
  entry('xray.retag.commit', 'ScopedGrantA2', HIGH, [READ, SOURCE_WRITE]),

  // System-block store (seed 003): writes stay in the runtime and are guarded by OCC in the handler.
  entry('system_blocks.seed_import.force', 'Ordinary', MEDIUM, [READ, RUNTIME_WRITE]),
  entry('system_blocks.ratify', 'PositiveSovereign', HIGH, [RUNTIME_WRITE]),
  entry('system_blocks.receipt_import', 'Ordinary', MEDIUM, [RUNTIME_WRITE]),
  entry('system_blocks.reconcile', 'Ordinary', MEDIUM, [READ, RUNTIME_WRITE]),
  entry('system_blocks.archive', 'Ordinary', MEDIUM, [RUNTIME_WRITE]),
  entry('system_blocks.restore', 'Ordinary', MEDIUM, [RUNTIME_WRITE]),
  entry('system_blocks.delete.permanent', 'Ordinary', HIGH, [RUNTIME_WRITE]),
  entry('system_blocks.skeleton_candidate', 'Ordinary', LOW, [READ, RUNTIME_WRITE]),
  entry('system_blocks.candidate_edit', 'Ordinary', MEDIUM, [RUNTIME_WRITE]),
  entry('system_blocks.lease.acquire', 'Ordinary', LOW, [RUNTIME_WRITE]),
  entry('system_blocks.lease.refresh', 'Ordinary', LOW, [RUNTIME_WRITE]),
  entry('system_blocks.lease.release', 'Ordinary', LOW, [RUNTIME_WRITE]),
]);
