// The one checkpoint-ACK shutdown: checkpoint through the writer, withdraw, then release the owner.
import type { SeamHook } from '../seams/index.js';

export const ACK_LINE = 'checkpoint ACK; owner released';
export const CANCELLED_LINE = 'startup cancelled before serving; no owner remains';

export interface ShutdownSteps {
  seams: SeamHook;
  /** The final checkpoint (only if something changed); throws when it cannot be made durable. */
  checkpoint(): Promise<unknown>;
  /** Withdraws the instance record, if one was published. */
  withdraw(): void;
  release(): void;
  say(line: string): void;
}

/**
 * 0 after the ACK line. A failed checkpoint keeps the owner lock (the state on disk may be older than
 * memory, so no successor may start from it while this process lives) and returns 1 without an ACK.
 */
export async function shutdownOwner(steps: ShutdownSteps): Promise<number> {
  try {
    await steps.seams('shutdown.checkpoint');
    await steps.checkpoint();
  } catch (error) {
    steps.say(`error: final checkpoint failed (${error instanceof Error ? error.message : String(error)}); the owner is retained until exit`);
    return 1;
  }
  steps.withdraw();
  steps.release();
  steps.say(ACK_LINE);
  return 0;
}
