import type { BrainActor } from '../actor/index.js';
import type { SeamHook } from '../seams/index.js';
import { readProcStat } from '../store/index.js';
import { EXIT_INTERNAL, EXIT_OK } from './exit-codes.js';
import { InstancePublication } from './instance-publication.js';
import { describe, say, type ServerIo } from './io.js';
import type { OpenedRuntime } from './open-runtime.js';
import type { BrainTools, OwnerTransport } from './owner-transport.js';
import { shutdownOwner } from './owner-shutdown.js';

export interface ServingParts {
  io: ServerIo;
  transport: OwnerTransport;
  seams: SeamHook;
  actor: BrainActor;
  tools: BrainTools;
  /** The owned runtime; null for an ungranted server (nothing persisted, published or owned). */
  opened: OpenedRuntime | null;
  /** The final checkpoint: only if something changed. */
  checkpoint(): Promise<unknown>;
  /** What is kept beside the final checkpoint (owner-shutdown.ts); none for an ungranted server. */
  keep?(): void;
  /** Routes every later signal to the serving stop. */
  onSignal(handler: (signal: string) => void): void;
}

/**
 * Serves until the input ends or a signal arrives, then the ACK shutdown. The brain is admitted, then
 * published through its actor (so discovery names only a prepared owner), then the transport opens.
 */
export function serveOwned(p: ServingParts): Promise<number> {
  const { io, transport } = p;
  const publication = p.opened ? new InstancePublication(p.actor) : null;
  return new Promise<number>((resolve) => {
    let status = EXIT_OK;
    let stopping = false;
    const stop = (): void => {
      if (stopping) return;
      stopping = true;
      const steps = {
        seams: p.seams,
        close: () => transport.close(),
        checkpoint: p.checkpoint,
        keep: () => p.keep?.(),
        withdraw: async () => publication?.withdraw(),
        release: () => p.opened?.lock.release(),
        say: (line: string) => say(io, line),
      };
      void shutdownOwner(steps, status).then(resolve);
    };
    const fail = (error: unknown): void => {
      say(io, `error: transport failed: ${describe(error)}`);
      resolve(EXIT_INTERNAL);
    };
    p.onSignal((signal) => {
      say(io, `received ${signal}; checkpointing before exit`);
      stop();
    });
    transport.admit(p.tools);
    void publish(p, publication).then((published) => {
      if (!published) {
        status = EXIT_INTERNAL;
        return stop();
      }
      const line = transport.servingLine();
      if (line !== null) say(io, line);
      transport.open({ stop, fail });
    });
  });
}

async function publish(p: ServingParts, publication: InstancePublication | null): Promise<boolean> {
  if (!p.opened || !publication) return true;
  const startedAt = p.io.now();
  try {
    await publication.publish(p.opened.runtime, {
      instance_id: `${p.transport.ingress}-${p.io.pid}-${startedAt}`,
      workspace_root: p.opened.grant,
      runtime_root: p.opened.runtime,
      pid: p.io.pid,
      transport: p.transport.ingress,
      ...p.transport.address(),
      status: 'serving',
      started_at_ms: startedAt,
      proc_start: readProcStat(p.io.pid)?.startTime ?? null,
    });
    return true;
  } catch (error) {
    say(p.io, `error: cannot publish the instance record under ${p.opened.runtime} (${describe(error)})`);
    return false;
  }
}
