import type { Mutant } from './mutant.js';

/** Mutants of the agent-cli code: each must be killed by the scenarios its tags select. */
export const AGENT_CLI_MUTANTS: readonly Mutant[] = Object.freeze([
]);
