// `<agent runtime>/agent-cache-identity.json`: which repository and revision an automatic runtime belongs to.
import { z } from 'zod';
import { serializeRecord } from './serialize-record.js';

export const AGENT_CACHE_IDENTITY_SCHEMA = 'm1nd-agent-runtime-cache-v1';
export const AGENT_CACHE_IDENTITY_FILE = 'agent-cache-identity.json';

export const SourceRevisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('non_git'), head: z.null(), branch: z.null() }),
  z.object({ kind: z.literal('git'), head: z.string(), branch: z.string().nullable() }),
  z.object({ kind: z.literal('git_unborn'), head: z.null(), branch: z.string() }),
]);
export type SourceRevision = z.infer<typeof SourceRevisionSchema>;

export const AgentCacheIdentitySchema = z.object({
  schema: z.literal(AGENT_CACHE_IDENTITY_SCHEMA),
  canonical_root: z.string(),
  source_revision: SourceRevisionSchema,
});
export type AgentCacheIdentity = z.infer<typeof AgentCacheIdentitySchema>;

export function serializeAgentCacheIdentity(identity: AgentCacheIdentity): string {
  return serializeRecord(identity);
}
