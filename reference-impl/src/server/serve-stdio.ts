import { createMcpServer, StdioLineTransport, type ToolContext } from '../mcp/index.js';
import type { BrainActor } from '../actor/index.js';
import type { SeamHook } from '../seams/index.js';
import { removeInstance, writeInstance, type CheckpointStore, type OwnerLock } from '../store/index.js';
import { toCheckpointFiles } from '../bootstrap/index.js';
import { createRefreshDoor } from '../refresh/index.js';
import { say, type ServerIo } from './io.js';

export interface ServeDeps {
  actor: BrainActor;
  runtime: string | null;
  grant: string | null;
  store: CheckpointStore | null;
  seams: SeamHook;
  lock: OwnerLock | null;
  onTerminate(handler: (signal: string) => void): void;
}

/**
 * Serves MCP on stdio until EOF (after every answer is written) or a terminating signal, then
 * checkpoints what changed and releases the owner. A failed final checkpoint keeps the owner.
 */
export async function serveStdio(io: ServerIo, deps: ServeDeps): Promise<number> {
  const commit = async (onlyIfDirty: boolean): Promise<string | null> => {
    const store = deps.store;
    if (!store) return null;
    return deps.actor.mutate(async (s) => {
      if (onlyIfDirty && !s.dirty) return { value: s.checkpointId };
      const id = await store.commit(toCheckpointFiles(s.graph, { workspace_root: s.workspaceRoot, roots: s.roots }));
      return { next: { ...s, checkpointId: id, dirty: false }, value: id };
    });
  };
  // On stdio with a grant, the grant IS the caller identity; cwd and aliases carry no authority.
  const refresh = deps.store && deps.runtime ? createRefreshDoor({ actor: deps.actor, store: deps.store, runtime: deps.runtime, seams: deps.seams }) : undefined;
  const ctx: ToolContext = { actor: deps.actor, runtime: deps.runtime, grant: deps.grant, ingress: 'mcp', callerRoot: () => deps.grant, checkpoint: () => commit(false), ...(refresh ? { refresh } : {}) };
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
      try {
        await deps.seams('shutdown.checkpoint');
        await commit(true);
      } catch (error) {
        say(io, `error: final checkpoint failed (${error instanceof Error ? error.message : String(error)}); the owner is retained until exit`);
        resolve(1);
        return;
      }
      if (instancePath) removeInstance(instancePath);
      deps.lock?.release();
      say(io, 'checkpoint ACK; owner released');
      resolve(0);
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
