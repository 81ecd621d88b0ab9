import type { Mutant } from './mutant.js';
import { BOOTSTRAP_MUTANTS } from './bootstrap-mutants.js';
import { HTTP_MUTANTS } from './http-mutants.js';
import { REFRESH_MUTANTS } from './refresh-mutants.js';
import { POLICY_MUTANTS } from './policy-mutants.js';
import { BIRTH_MUTANTS } from './birth-mutants.js';
import { LIFECYCLE_MUTANTS } from './lifecycle-mutants.js';
import { AGENT_CLI_MUTANTS } from './agent-cli-mutants.js';
import { SYSTEM_BLOCKS_EDIT_MUTANTS } from './system-blocks-edit-mutants.js';
import { SYSTEM_BLOCKS_SCAN_MUTANTS } from './system-blocks-scan-mutants.js';
import { SYSTEM_BLOCKS_MUTANTS } from './system-blocks-mutants.js';
import { PRESENCE_MUTANTS } from './presence-mutants.js';

export type { Mutant } from './mutant.js';

/** Every area's mutants: each area keeps its own list beside this one. */
export const MUTANTS: readonly Mutant[] = Object.freeze([
  ...BOOTSTRAP_MUTANTS,
  ...HTTP_MUTANTS,
  ...REFRESH_MUTANTS,
  ...POLICY_MUTANTS,
  ...BIRTH_MUTANTS,
  ...LIFECYCLE_MUTANTS,
  ...AGENT_CLI_MUTANTS,
  ...SYSTEM_BLOCKS_EDIT_MUTANTS,
  ...SYSTEM_BLOCKS_SCAN_MUTANTS,
  ...SYSTEM_BLOCKS_MUTANTS,
  ...PRESENCE_MUTANTS,
]);

/** Every mutant's scenarios at once: the unmutated copy must pass them all (the control run). */
export function controlTags(mutants: readonly Mutant[] = MUTANTS): string {
  return mutants.map((m) => `(${m.tags})`).join(' or ');
}
