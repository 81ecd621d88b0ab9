import type { Mutant } from './mutant.js';

/** Mutants of the bootstrap code: each must be killed by the scenarios its tags select. */
export const BOOTSTRAP_MUTANTS: readonly Mutant[] = Object.freeze([
]);
