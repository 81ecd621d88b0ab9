// `<agent runtime>/.agent-cache-owner-v1/owner.json` and the waiter markers beside it: who holds or awaits the lease.
import { z } from 'zod';
import { Pid } from './shared-fields.js';
import { serializeRecord } from './serialize-record.js';

export const AGENT_LEASE_SCHEMA = 'm1nd-agent-runtime-owner-v1';

export const AgentLeaseProofSchema = z.object({
  schema: z.literal(AGENT_LEASE_SCHEMA),
  token: z.string().min(1),
  pid: Pid,
});
export type AgentLeaseProof = z.infer<typeof AgentLeaseProofSchema>;

export function serializeAgentLeaseProof(proof: AgentLeaseProof): string {
  return serializeRecord(proof);
}
