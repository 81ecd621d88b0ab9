import { createMcpServer, StdioLineTransport, type ToolContext } from '../mcp/index.js';
import type { BrainActor } from '../actor/index.js';
import type { SeamHook } from '../seams/index.js';
import { removeInstance, writeInstance, type CheckpointStore, type OwnerLock } from '../store/index.js';
import { toCheckpointFiles } from '../bootstrap/index.js';
import { indexPartners, type CochangeRecord } from '../cochange/index.js';
import { shutdownOwner, type SemanticSeek } from '../lifecycle/index.js';
import { createRefreshDoor, type RefreshDoor } from '../refresh/index.js';
import { say, type ServerIo } from './io.js';

export interface ServeDeps {
  actor: BrainActor;
  runtime: string | null;
  grant: string | null;
  store: CheckpointStore | null;
  seams: SeamHook;
  lock: OwnerLock | null;
  onTerminate(handler: (signal: string) => void): void;
  /** The semantic index built at bootstrap (or why there is none); absent: seek is lexical. */
  semantic?: SemanticSeek | null;
  cochange?: CochangeRecord | null;
}

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

/**
 * Serves MCP on stdio until EOF (after every answer is written) or a terminating signal, then
 * checkpoints what changed and releases the owner. A failed final checkpoint keeps the owner.
 */
export async function serveStdio(io: ServerIo, deps: ServeDeps): Promise<number> {
  const commit = createCommit(deps.actor, deps.store);
  const semantic = deps.semantic ?? null;
  // On stdio with a grant, the grant IS the caller identity; cwd and aliases carry no authority.
  const door = deps.store && deps.runtime ? createRefreshDoor({ actor: deps.actor, store: deps.store, runtime: deps.runtime, seams: deps.seams }) : undefined;
  const refresh: RefreshDoor | undefined = door && semantic ? rebuildingAfterRefresh(door, semantic, deps.actor) : door;
  const ctx: ToolContext = {
    actor: deps.actor,
    runtime: deps.runtime,
    grant: deps.grant,
    ingress: 'mcp',
    callerRoot: () => deps.grant,
    checkpoint: () => commit(false),
    ...(refresh ? { refresh } : {}),
    ...(semantic ? { seekRanking: () => semantic.ranking(deps.actor) } : {}),
    ...(deps.cochange ? { cochange: cochangeView(deps.cochange) } : {}),
  };
  const instancePath = deps.runtime
    ? writeInstance(deps.runtime, {
        instance_id: `stdio-${io.pid}-${io.now()}`,
        workspace_root: deps.grant,
        runtime_root: deps.runtime,
        pid: io.pid,
        transport: 'stdio',
        bind: null,
        port: null,
        status: 'serving',
        started_at_ms: io.now(),
      })
    : null;

  const server = createMcpServer(ctx);
  const transport = new StdioLineTransport(io.stdin, io.stdout, deps.seams);
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (): Promise<void> => {
      if (stopping) return;
      stopping = true;
      resolve(
        await shutdownOwner({
          seams: deps.seams,
          checkpoint: () => commit(true),
          withdraw: () => {
            if (instancePath) removeInstance(instancePath);
          },
          release: () => deps.lock?.release(),
          say: (line) => say(io, line),
        }),
      );
    };
    transport.onDrainedEof = () => void stop();
    deps.onTerminate((signal) => {
      say(io, `received ${signal}; checkpointing before exit`);
      void stop();
    });
    server.connect(transport).catch((error: unknown) => {
      say(io, `error: transport failed: ${error instanceof Error ? error.message : String(error)}`);
      resolve(1);
    });
  });
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
