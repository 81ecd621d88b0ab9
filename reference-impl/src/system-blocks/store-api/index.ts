// The shared store API every system-blocks verb is written against.
export { STORE_REFUSAL_CODES, formatStoreRefusal, refuse, type StoreRefusal, type StoreRefusalCode } from './refusal.js';
export { SystemBlocksStoreFile, STORE_COMMIT_SEAM, type StoreBody, type StoreChange, type StoreRead, type StoreWrite, type StoreFileOptions } from './store-file.js';
export { parseInput, describeIssue } from './parse-input.js';
export { instantOf, msOf } from './instants.js';
export { slugOfRoot } from './slug.js';
export type { SystemBlocksContext, SystemBlockVerb, VerbOutcome } from './verb.js';
export { SEED_SCHEMA, SeedSchema, storeBodyFromSeed, type Seed } from './seed.js';
export { readRepoRelative } from './repo-path.js';
export { globMatcher } from './glob-match.js';
export { resolveMembers, memberKey } from './membership.js';
export { listRepoFiles } from './repo-files.js';
export { readAtVersion } from './read-at.js';
