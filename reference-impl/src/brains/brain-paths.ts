import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** Born brains live beside the development brain's files, never inside them. */
export const BRAINS_DIR = 'brains';

export function brainsDirOf(runtime: string): string {
  return join(runtime, BRAINS_DIR);
}

/** A brain's id: the first 16 hex digits of sha256 over its canonical root, so one root has one home. */
export function brainIdFor(canonicalRoot: string): string {
  return createHash('sha256').update(canonicalRoot).digest('hex').slice(0, 16);
}

export function brainDirOf(runtime: string, brainId: string): string {
  return join(brainsDirOf(runtime), brainId);
}
