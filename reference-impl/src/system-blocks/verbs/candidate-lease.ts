import { z } from 'zod';
import { instantOf, msOf, parseInput, refuse, type SystemBlockVerb } from '../store-api/index.js';

const TOOL = 'candidate_lease';

/** The lease lifetime when a call names none. */
export const DEFAULT_LEASE_TTL_SECS = 900;

const LeaseInput = z.strictObject({
  agent_id: z.string().min(1, 'name the agent that holds the lease'),
  action: z.enum(['acquire', 'refresh', 'release']),
  ttl_secs: z.number().int().min(1).max(86_400).optional(),
  expected_store_version: z.number().int().min(1).optional(),
});

/**
 * `candidate_lease` (advisory): acquire is a compare-and-set granted when the lease is free, expired or already
 * the caller's; refresh extends the caller's live lease; release frees it (a lease that is not the caller's is
 * refused). Time is the brain's clock, so an expired lease is anyone's. The lease never bumps the store
 * version, and no edit needs it.
 */
export const candidateLeaseVerb: SystemBlockVerb = {
  name: TOOL,
  description: `The advisory curation lease: action acquire (free, expired or already yours), refresh, release; agent_id required; ttl_secs defaults to ${DEFAULT_LEASE_TTL_SECS}. Never bumps store_version and never required by candidate_edit.`,
  input: LeaseInput,
  readOnly: false,
  async run(ctx, args) {
    const input = parseInput(TOOL, LeaseInput, args);
    if ('refused' in input) return input;
    const { agent_id: agent, action } = input.data;
    const now = ctx.now();
    const until = instantOf(now + (input.data.ttl_secs ?? DEFAULT_LEASE_TTL_SECS) * 1000);
    const written = await ctx.store.write(input.data.expected_store_version ?? null, (current) => {
      if (current === null) return refuse('unknown_block', 'there is no store, so there is no candidate to curate; import a seed or run a scan first');
      const lease = current.lease;
      const live = lease !== null && msOf(lease.curating_until) > now;
      const mine = live && lease.curating_by === agent;
      if (action === 'acquire' && live && !mine) return refuse('lease_held', `the curation lease is held by ${JSON.stringify(lease.curating_by)} until ${lease.curating_until}; nothing was applied; acquire again once it is released or expired`);
      if (action === 'refresh' && !mine) return refuse('lease_not_held', `${JSON.stringify(agent)} holds no live curation lease to refresh (${live ? `it is held by ${JSON.stringify(lease.curating_by)}` : 'it is free or expired'}); nothing was applied; acquire it instead`);
      if (action === 'release' && live && !mine) return refuse('lease_not_held', `the curation lease is held by ${JSON.stringify(lease.curating_by)}, not ${JSON.stringify(agent)}; nothing was applied; only its holder releases a live lease`);
      const next = action === 'release' ? null : { curating_by: agent, curating_until: until };
      return { next: { ...current, lease: next }, bump: false };
    });
    if ('refused' in written) return written;
    const lease = written.store.lease;
    const held = lease !== null && msOf(lease.curating_until) > now;
    return {
      answer: {
        ok: true,
        action,
        state: held ? 'held' : 'free',
        curating_by: held ? lease.curating_by : null,
        curating_until: held ? lease.curating_until : null,
        store_version: written.store.store_version,
      },
    };
  },
};
