import type { Mutant } from './mutant.js';

/** Mutants of the http code: each must be killed by the scenarios its tags select. */
export const HTTP_MUTANTS: readonly Mutant[] = Object.freeze([
]);
