import type { BrainActor, BrainState } from '../actor/index.js';
import { toCheckpointFiles } from '../bootstrap/index.js';
import { collectForGraphOf, graphDigest, scanRoot, sha256Hex, type Graph } from '../graph/index.js';
import { appendJournal } from '../journal/index.js';
import { GRAPH_SNAPSHOT_FILE, JOURNAL_SCHEMA, REFRESH_JOURNAL, type RefreshJournalRecord } from '../records/index.js';
import type { SeamHook } from '../seams/index.js';
import type { CheckpointStore } from '../store/index.js';
import { admitRefresh } from './admit-refresh.js';
import { buildCandidate, rootSetOf, sameRootSet } from './build-candidate.js';
import { isBelowShrinkFloor, REFRESH_ACTION, SHRINK_FLOOR_PERCENT, type RefreshRefusalCode } from './refresh-codes.js';
import { refusalPayload, type RefreshPayload } from './refresh-payload.js';
import { SingleFlight } from './single-flight.js';

export interface RefreshDoorDeps {
  actor: BrainActor;
  store: CheckpointStore;
  runtime: string;
  seams: SeamHook;
  /** The process's clock and pid, for journal lines. */
  now(): number;
  pid: number;
}

export interface RefreshRequest {
  /** The caller root as the ingress knows it (ToolContext.callerRoot()); null when unknown. */
  callerRoot: string | null;
  /** The call's optional `path` argument. */
  path?: string;
  /** Which ingress delivered the call; journaled as the writer's ingress, never part of the answer. */
  ingress: string;
}

/** The exact-root refresh door of one brain. Refusals are data; a thrown error is a fault (I/O, injected). */
export interface RefreshDoor {
  refresh(request: RefreshRequest): Promise<RefreshPayload>;
}

/**
 * `late` is a failure after CURRENT moved (e.g. refreshing mirrors): the new state is authoritative all the same.
 * An unchanged graph commits nothing: `checkpoint` is then the live one.
 */
type Committed = { before: Graph; after: Graph; digestBefore: string; digestAfter: string; checkpoint: string; late?: unknown };
type Refused = { refused: RefreshRefusalCode; reason: string; candidate?: number };

export function createRefreshDoor(deps: RefreshDoorDeps): RefreshDoor {
  const flights = new SingleFlight();
  const { now, pid } = deps;

  const journal = (req: RefreshRequest, fields: Omit<RefreshJournalRecord, 'schema' | 'at_ms' | 'writer' | 'caller_root'>): string => {
    const { kind, root, ...counts } = fields;
    const record: RefreshJournalRecord = { schema: JOURNAL_SCHEMA, kind, at_ms: now(), writer: { pid, ingress: req.ingress }, root, caller_root: req.callerRoot, ...counts };
    appendJournal(deps.runtime, REFRESH_JOURNAL, record);
    return sha256Hex(JSON.stringify(record));
  };

  const refuse = (req: RefreshRequest, state: BrainState, root: string | null, r: Refused): RefreshPayload => {
    const before = state.graph.nodes.length;
    // Stryker disable next-line ConditionalExpression: a node_count of undefined is left out of the journal line just as an absent one is
    journal(req, { kind: 'refresh.refusal', root, code: r.refused, node_count_before: before, ...(r.candidate === undefined ? {} : { node_count: r.candidate }), digest_before: graphDigest(state.graph) });
    return refusalPayload(r.refused, r.reason, before, r.candidate);
  };

  return {
    async refresh(req) {
      // Stryker disable next-line ConditionalExpression: an absent path and a path of undefined are the same request
      const admission = admitRefresh({ callerRoot: req.callerRoot, ...(req.path === undefined ? {} : { path: req.path }) }, deps.actor.read());
      if (!admission.admitted) return refuse(req, deps.actor.read(), admission.root, { refused: admission.code, reason: admission.reason });
      const { target, liveRoot } = admission;
      const release = flights.tryEnter(target);
      if (!release) {
        // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
        return refuse(req, deps.actor.read(), target, { refused: 'refresh_in_flight', reason: `a refresh of ${target} is already in flight; retry after it finishes` });
      }
      try {
        const outcome = await deps.actor.mutate(async (state): Promise<{ next?: BrainState; value: { refused: RefreshPayload } | Committed }> => {
          await deps.seams('refresh.scan');
          // A large graph's refresh starts from a collected heap: what the warm start or the last refresh left behind
          // (collect-garbage.ts) would otherwise lie under this refresh's own work, the previous graph held beside it.
          collectForGraphOf(state.graph.nodes.length);
          // Every file is read and digested again (an edit that keeps size and mtime must still be seen) unless its
          // inode still carries the stamp of its last read (graph/file-stamps.ts); only a file whose bytes changed
          // is parsed again, and only the links a change can reach are resolved again.
          const scanned = await scanRoot(target, { previous: state.graph });
          await deps.seams('refresh.candidate');
          const candidate = buildCandidate(state.graph, state.roots, liveRoot, scanned);
          const guard = checkCandidate(state, liveRoot, candidate.roots, candidate.graph.nodes.length);
          if (guard) return { value: { refused: refuse(req, state, target, guard) } };

          const digestBefore = graphDigest(state.graph);
          // Nothing changed: the live checkpoint already holds this graph, so none is written; the receipt still is.
          const live = state.dirty ? null : state.checkpointId;
          const unchanged = (checkpoint: string) => ({ value: { before: state.graph, after: state.graph, digestBefore, digestAfter: digestBefore, checkpoint } });
          // A rescan that found nothing changed hands back the live graph itself.
          if (live !== null && scanned === state.graph && candidate.roots.join('\0') === state.roots.join('\0')) return unchanged(live);

          await deps.seams('refresh.commit');
          const files = toCheckpointFiles(candidate.graph, { workspace_root: state.workspaceRoot, roots: state.roots });
          let checkpoint: string;
          let late: unknown;
          try {
            // Any other rescan changed the graph as a rule, but only its bytes can say so: they are hashed as they are
            // written (the graph is encoded once), and a checkpoint whose graph turns out to be the live one's is
            // abandoned unpublished.
            if (live === null) checkpoint = await deps.store.commit(files);
            else {
              const written = await deps.store.commitUnlessSame(files, (w) => w.get(GRAPH_SNAPSHOT_FILE)?.sha256 === digestBefore);
              if (written === null) return unchanged(live);
              checkpoint = written;
            }
          } catch (error) {
            // Past the commit point the disk holds the candidate, so memory must follow it.
            const published = publishedPast(deps.store, state.checkpointId);
            if (published === null) throw error;
            checkpoint = published;
            late = error;
          }
          // Known since the snapshot was written (toCheckpointFiles), so not encoded again.
          const value: Committed = { before: state.graph, after: candidate.graph, digestBefore, digestAfter: graphDigest(candidate.graph), checkpoint, late };
          return { next: { ...state, graph: candidate.graph, checkpointId: checkpoint, dirty: false }, value };
        });
        if ('refused' in outcome) return outcome.refused;
        // The receipt follows the commit, outside the actor, so a failed journal write never desynchronises state from disk.
        const { before, after, checkpoint } = outcome;
        const receiptId = journalReceipt(() => journal(req, { kind: 'refresh.receipt', root: target, node_count_before: before.nodes.length, node_count: after.nodes.length, digest_before: outcome.digestBefore, digest_after: outcome.digestAfter, checkpoint }), checkpoint);
        if (outcome.late !== undefined) throw outcome.late;
        return { ok: true, mode: 'refresh', action: REFRESH_ACTION, refreshed_root: target, node_count_before: before.nodes.length, node_count: after.nodes.length, root_set_unchanged: true, checkpoint, receipt_id: receiptId };
      } finally {
        release();
      }
    },
  };
}

/** Root-set invariance first, then the hard shrink floor; null admits the candidate. */
function checkCandidate(state: BrainState, liveRoot: string, candidateRoots: string[], candidateNodes: number): Refused | null {
  if (!sameRootSet(state.roots, candidateRoots)) {
    // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
    return { refused: 'refresh_would_change_roots', reason: `rescanning declared root ${liveRoot} would change the root set from [${rootSetOf(state.roots).join(', ')}] to [${rootSetOf(candidateRoots).join(', ')}]; nothing was changed`, candidate: candidateNodes };
  }
  const before = state.graph.nodes.length;
  if (isBelowShrinkFloor(before, candidateNodes)) {
    // Stryker disable next-line StringLiteral: refusal prose; clients and the battery match the code, never the wording
    return { refused: 'refresh_would_shrink_graph', reason: `the candidate has ${candidateNodes} nodes, below ${SHRINK_FLOOR_PERCENT}% of the live graph's ${before}; nothing was changed`, candidate: candidateNodes };
  }
  return null;
}

/** The checkpoint CURRENT names when a failed commit had already moved it past `before`; null when it had not. */
function publishedPast(store: CheckpointStore, before: string | null): string | null {
  // Stryker disable next-line OptionalChaining: a brain that refreshes was prepared, so CURRENT exists
  const current = store.readCurrent()?.current ?? before;
  return current === before ? null : current;
}

function journalReceipt(write: () => string, checkpoint: string): string {
  try {
    return write();
  } catch (error) {
    // Stryker disable next-line StringLiteral,ObjectLiteral: the fault's prose and its cause; the battery sees the fault, not its wording
    throw new Error(`refresh committed checkpoint ${checkpoint} but its journal receipt could not be written: ${error instanceof Error ? error.message : String(error)}; check the runtime's journal directory`, { cause: error });
  }
}

