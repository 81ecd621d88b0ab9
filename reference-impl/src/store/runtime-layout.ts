// Where the store keeps its files in a runtime (README, "Runtime layout"); each record's own file name
// lives with its schema in records/.
import { join } from 'node:path';
import { CURRENT_FILE, INSTANCES_DIR, PRESENCES_DIR, REGISTRY_DIR, WRITER_LOCK_FILE } from '../records/index.js';

export const CHECKPOINT_STORE_DIR = 'checkpoint-store';
export const CHECKPOINTS_DIR = 'checkpoints';
/** A checkpoint's logical files, beside its manifest. */
export const CHECKPOINT_FILES_DIR = 'files';

export function checkpointStoreDirOf(runtime: string): string {
  return join(runtime, CHECKPOINT_STORE_DIR);
}

/** The pointer a runtime that ever committed holds; its existence marks a born brain complete. */
export function currentPathOf(runtime: string): string {
  return join(runtime, CHECKPOINT_STORE_DIR, CURRENT_FILE);
}

export function writerLockPathOf(runtime: string): string {
  return join(runtime, CHECKPOINT_STORE_DIR, WRITER_LOCK_FILE);
}

/** `<runtime>/registry/instances`, where owners publish themselves. */
export function instancesDirOf(runtime: string): string {
  return join(runtime, REGISTRY_DIR, INSTANCES_DIR);
}

/** `<runtime>/registry/presences`, where the owner keeps one presence sidecar per (agent, brain). */
export function presencesDirOf(runtime: string): string {
  return join(runtime, REGISTRY_DIR, PRESENCES_DIR);
}
