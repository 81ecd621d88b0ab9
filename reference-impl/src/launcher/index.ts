export type { PersistenceOverrides, RawLaunchInputs, ServerConfig } from './server-config.js';
export { parseLaunch } from './parse-launch.js';
export {
  LAUNCH_REFUSAL_CODES,
  formatRefusal,
  isLaunchRefusal,
  type LaunchRefusal,
  type LaunchRefusalCode,
} from './launch-refusal.js';
export { resolveGrant } from './resolve-grant.js';
export { validateRuntime, isSameOrInside } from './validate-runtime.js';
export { checkPersistedIdentity } from './check-persisted-identity.js';
export { validateBind, isLoopbackHost, DEFAULT_HTTP_BIND, DEFAULT_HTTP_PORT } from './validate-bind.js';
