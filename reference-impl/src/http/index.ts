export { HttpOwner, type HttpOwnerOptions, type ListeningAddress } from './http-owner.js';
export { ensureRuntimeToken, readConfiguredToken, type BearerCredential, type BearerRefusal, type BearerSource } from './bearer-token.js';
export { checkBearer, type BearerVerdict } from './check-bearer.js';
export { checkHostHeader, checkLocalOrigin, checkOriginHeader, type OriginVerdict } from './check-origin.js';
export { CALLER_ROOT_HEADER, canonicalCallerRoot, claimedCallerRoot, nextCallerRoot, resolveCallerRoot, type CallerIdentity } from './caller-identity.js';
export { bindCaller, type CallerContextFactory, type CallerToolContext } from './caller-context.js';
export { dispatchToolCall, type DispatchOutcome } from './tool-dispatch.js';
export { listInstances, type InstancesAnswer } from './list-instances.js';
