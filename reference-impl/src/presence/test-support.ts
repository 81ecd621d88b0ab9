import { PRESENCE_SCHEMA, type PresenceRecord } from '../records/index.js';
import { presenceIdOf } from './presence-id.js';
import { PRESENCE_TTL_MS } from './timing.js';

/** A presence record for unit tests: agent `agent` on `/repo`, beating at 1000, neither declaring nor writing. */
export function presence(agent: string, over: Partial<PresenceRecord> & { intent?: 'read' | 'mutate' | null; observed?: number | null } = {}): PresenceRecord {
  const { intent = null, observed = null, ...rest } = over;
  const brain = rest.brain ?? '/repo';
  return {
    schema: PRESENCE_SCHEMA,
    presence_id: presenceIdOf(agent, brain),
    agent_id: agent,
    brain,
    caller_root: '/repo',
    kind: null,
    theme: null,
    worktree: null,
    working_set: [],
    mutation: { observed_at_ms: observed, declared_intent: intent },
    first_seen_ms: 1000,
    last_beat_ms: 1000,
    query_count: 1,
    ttl_ms: PRESENCE_TTL_MS,
    ...rest,
  };
}
