// The one checkpoint-ACK shutdown of an owner: stop accepting, checkpoint through the writer, withdraw, release.
import type { SeamHook } from '../seams/index.js';
import { EXIT_INTERNAL } from './exit-codes.js';
import { describe } from './io.js';

export const ACK_LINE = 'checkpoint ACK; owner released';
export const CANCELLED_LINE = 'startup cancelled before serving; no owner remains';

export interface ShutdownSteps {
  seams: SeamHook;
  /** Stops accepting requests (the HTTP listener and its sessions); nothing for stdio. */
  close(): Promise<void>;
  /** The final checkpoint (only if something changed); throws when it cannot be made durable. */
  checkpoint(): Promise<unknown>;
  /** After the final checkpoint, while the runtime is still owned: what is kept beside it (the seek index); may throw. */
  keep?(): void;
  /** Withdraws the instance record, if one was published. */
  withdraw(): Promise<void>;
  release(): void;
  say(line: string): void;
}

/**
 * `status` after the ACK line. A failed checkpoint keeps the owner lock and the instance record (the
 * state on disk may be older than memory, so no successor may start from it while this process lives)
 * and returns EXIT_INTERNAL without an ACK.
 */
export async function shutdownOwner(steps: ShutdownSteps, status: number): Promise<number> {
  await steps.close();
  try {
    await steps.seams('shutdown.checkpoint');
    await steps.checkpoint();
  } catch (error) {
    steps.say(`error: final checkpoint failed (${describe(error)}); the owner is retained until exit`);
    return EXIT_INTERNAL;
  }
  try {
    steps.keep?.();
  } catch (error) {
    // Derived data: the next warm start builds what was not kept.
    steps.say(`note: the seek index was not kept (${describe(error)})`);
  }
  await steps.withdraw();
  steps.release();
  steps.say(ACK_LINE);
  return status;
}
