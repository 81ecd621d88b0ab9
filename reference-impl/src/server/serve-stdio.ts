import { createMcpServer, StdioLineTransport, type ToolContext } from '../mcp/index.js';
import type { BrainActor } from '../actor/index.js';
import type { SeamHook } from '../seams/index.js';
import { removeInstance, writeInstance, type CheckpointStore, type OwnerLock } from '../store/index.js';
import type { CochangeRecord } from '../cochange/index.js';
import { shutdownOwner, type SemanticSeek } from '../lifecycle/index.js';
import { say, type ServerIo } from './io.js';
import { brainToolContext, createCommit } from './brain-context.js';

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

/**
 * Serves MCP on stdio until EOF (after every answer is written) or a terminating signal, then
 * checkpoints what changed and releases the owner. A failed final checkpoint keeps the owner.
 */
export async function serveStdio(io: ServerIo, deps: ServeDeps): Promise<number> {
  const commit = createCommit(deps.actor, deps.store);
  // On stdio with a grant, the grant IS the caller identity; cwd and aliases carry no authority.
  const ctx: ToolContext = { ...brainToolContext(deps), ingress: 'mcp', callerRoot: () => deps.grant };
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
