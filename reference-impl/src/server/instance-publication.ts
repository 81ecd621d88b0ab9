import type { BrainActor } from '../actor/index.js';
import { removeInstance, writeInstance, type InstanceFields } from '../store/index.js';

/**
 * Discovery goes through the single writer: publishing is queued behind every mutation of the
 * preparation, and withdrawal behind the final checkpoint, so neither can interleave with a write.
 */
export class InstancePublication {
  private path: string | null = null;

  constructor(private readonly actor: BrainActor) {}

  publish(runtime: string, record: InstanceFields): Promise<string> {
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
