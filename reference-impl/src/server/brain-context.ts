import type { BrainActor } from '../actor/index.js';
import { toCheckpointFiles } from '../bootstrap/index.js';
import { indexPartners } from '../cochange/index.js';
import type { CochangeRecord } from '../records/index.js';
import type { SemanticSeek } from '../lifecycle/index.js';
import type { ToolContext } from '../mcp/index.js';
import { createRefreshDoor, type RefreshDoor } from '../refresh/index.js';
import type { SeamHook } from '../seams/index.js';
import type { CheckpointStore } from '../store/index.js';
import { openSystemBlocks, readRunnerAnnouncement, ScanEventBus, type ScanDeps } from '../system-blocks/index.js';
import { PresenceStore } from '../presence/index.js';
import { presencesDirOf } from '../store/index.js';
import type { ProcessClock } from './io.js';

// How many co-change partners a seek hit lists.
const PARTNERS_PER_HIT = 3;

/** Commits the brain through its actor; with `onlyIfDirty` an unchanged brain keeps its checkpoint. */
export function createCommit(actor: BrainActor, store: CheckpointStore | null): (onlyIfDirty: boolean) => Promise<string | null> {
  return async (onlyIfDirty) => {
    if (!store) return null;
    return actor.mutate(async (s) => {
      if (onlyIfDirty && !s.dirty) return { value: s.checkpointId };
      const id = await store.commit(toCheckpointFiles(s.graph, { workspace_root: s.workspaceRoot, roots: s.roots }));
      return { next: { ...s, checkpointId: id, dirty: false }, value: id };
    });
  };
}

export interface BrainContextDeps {
  actor: BrainActor;
  runtime: string | null;
  grant: string | null;
  store: CheckpointStore | null;
  seams: SeamHook;
  /** For the journal lines the brain writes. */
  clock: ProcessClock;
  /** The clock of lease and receipt expiry (the test clock under the seam protocol); default: `clock.now`. */
  expiryClock?: () => number;
  /** The semantic index built at bootstrap (or why there is none); absent: seek is lexical. */
  semantic?: SemanticSeek | null;
  cochange?: CochangeRecord | null;
  /** Where a naming runner may be announced (the process environment) and whose secret file to trust; absent: none. */
  runnerEnv?: { env: Record<string, string | undefined>; uid: number };
  /** `--read-only` or M1ND_READ_ONLY: the dispatch refuses every write. */
  readOnly?: boolean;
}

/**
 * What every transport hands its tools about one brain: the checkpoint, the refresh door (rebuilding the
 * semantic index behind a committed refresh), semantic ranking and co-change partners. The transport adds
 * its own ingress and caller identity.
 */
export function brainToolContext(deps: BrainContextDeps): Omit<ToolContext, 'ingress' | 'callerRoot'> {
  const commit = createCommit(deps.actor, deps.store);
  const semantic = deps.semantic ?? null;
  const door = deps.store && deps.runtime ? createRefreshDoor({ actor: deps.actor, store: deps.store, runtime: deps.runtime, seams: deps.seams, now: deps.clock.now, pid: deps.clock.pid }) : undefined;
  const refresh: RefreshDoor | undefined = door && semantic ? rebuildingAfterRefresh(door, semantic, deps.actor) : door;
  return {
    actor: deps.actor,
    runtime: deps.runtime,
    grant: deps.grant,
    readOnly: deps.readOnly === true,
    checkpoint: () => commit(false),
    ...(refresh ? { refresh } : {}),
    ...(deps.runtime ? { systemBlocks: openSystemBlocks({ runtime: deps.runtime, grant: deps.grant, seams: deps.seams, now: deps.expiryClock ?? deps.clock.now, scan: scanDeps(deps) }) } : {}),
    ...(deps.runtime ? { presence: openPresences(deps.runtime, deps.expiryClock ?? deps.clock.now) } : {}),
    ...(semantic ? { seekRanking: () => semantic.ranking(deps.actor) } : {}),
    ...(deps.cochange ? { cochange: cochangeView(deps.cochange) } : {}),
  };
}

/** The owner's presence store; stale sidecars an earlier owner left are reclaimed as it boots. */
function openPresences(runtime: string, now: () => number): PresenceStore {
  const store = new PresenceStore(presencesDirOf(runtime), now);
  store.reclaimStale();
  return store;
}

/** What a skeleton scan reads of this brain: the granted root's files in the current graph, its bus, its runner. */
function scanDeps(deps: BrainContextDeps): ScanDeps {
  const runner = deps.runnerEnv;
  return {
    codeGraph() {
      const { graph } = deps.actor.read();
      const files = deps.grant === null ? [] : graph.files.filter((f) => f.root === deps.grant).map((f) => f.path);
      return { files, nodeCount: graph.nodes.length, edgeCount: graph.edges.length };
    },
    events: new ScanEventBus(),
    namingRunner: () => (runner ? readRunnerAnnouncement(runner.env, runner.uid) : null),
  };
}

/** After a refresh committed a new graph, the semantic index is rebuilt behind it by the single writer. */
function rebuildingAfterRefresh(door: RefreshDoor, semantic: SemanticSeek, actor: BrainActor): RefreshDoor {
  return {
    async refresh(request) {
      const answer = await door.refresh(request);
      if (answer.ok) await semantic.rebuild(actor);
      return answer;
    },
  };
}

function cochangeView(record: CochangeRecord): NonNullable<ToolContext['cochange']> {
  const partners = indexPartners(record.edges, PARTNERS_PER_HIT);
  return {
    status: record.status,
    edgeCount: record.edges.length,
    reason: record.status === 'skipped' ? record.reason : null,
    partners: (path) => partners.get(path) ?? [],
  };
}
