import type { Mutant } from './mutant.js';

/** Mutants of the lifecycle code: each must be killed by the scenarios its tags select. */
export const LIFECYCLE_MUTANTS: readonly Mutant[] = Object.freeze([
]);
