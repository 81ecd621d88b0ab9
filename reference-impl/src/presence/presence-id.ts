import { sha256Hex } from '../store/index.js';

/** The presence id of `agentId` on `brain`: the same pair always gives the same id, so a beat upserts one file. */
export function presenceIdOf(agentId: string, brain: string): string {
  // A NUL cannot occur in a path, so no other (agent, brain) pair hashes the same text.
  return `prs_${sha256Hex(`${agentId}\0${brain}`).slice(0, 12)}`;
}
