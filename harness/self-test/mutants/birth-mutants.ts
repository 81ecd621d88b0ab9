import type { Mutant } from './mutant.js';

/** Mutants of the birth code: each must be killed by the scenarios its tags select. */
export const BIRTH_MUTANTS: readonly Mutant[] = Object.freeze([
]);
