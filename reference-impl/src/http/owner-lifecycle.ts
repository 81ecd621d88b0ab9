import type { BrainActor } from '../actor/index.js';
import { removeInstance, writeInstance, type InstanceRecord } from '../store/index.js';

/** Commits the brain through its actor; with `onlyIfDirty` an unchanged brain keeps its checkpoint. */
/**
 * Discovery goes through the single writer: publishing is queued behind every mutation of the
 * preparation, and withdrawal behind the final checkpoint, so neither can interleave with a write.
 */
export class InstancePublication {
  private path: string | null = null;

  constructor(private readonly actor: BrainActor) {}

  publish(runtime: string, record: InstanceRecord): Promise<string> {
    return this.actor.mutate(async () => {
      this.path = writeInstance(runtime, record);
      return { value: this.path };
    });
  }

  withdraw(): Promise<void> {
    return this.actor.mutate(async () => {
      if (this.path) removeInstance(this.path);
      this.path = null;
      return { value: undefined };
    });
  }
}

/** Rejects as soon as `signal` aborts, so a held seam cannot keep a cancelled start alive. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
