import type { Graph } from '../graph/index.js';

export interface BrainState {
  graph: Graph;
  workspaceRoot: string | null;
  roots: string[];
  checkpointId: string | null;
  dirty: boolean;
}

/**
 * The single writer: every mutation of a brain runs through one queue, so a scan, a
 * checkpoint and a shutdown never interleave. Reads see the last committed state.
 */
export class BrainActor {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private current: BrainState) {}

  read(): BrainState {
    return this.current;
  }

  /** Runs `fn` after every earlier mutation; its result replaces the state only when it returns one. */
  mutate<T>(fn: (state: BrainState) => Promise<{ next?: BrainState; value: T }>): Promise<T> {
    const run = this.tail.then(async () => {
      const { next, value } = await fn(this.current);
      if (next) this.current = next;
      return value;
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every queued mutation has finished. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}

export function emptyBrain(): BrainState {
  return { graph: { roots: [], nodes: [], edges: [], files: [] }, workspaceRoot: null, roots: [], checkpointId: null, dirty: false };
}
