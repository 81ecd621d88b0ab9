export {
  canonicalise,
  canonicalOrNull,
  describeUncanonical,
  type Canonical,
  type CanonicaliseOptions,
  type Uncanonical,
  type UncanonicalReason,
} from './canonicalise.js';
export { anchorPath } from './anchor-path.js';
export { directoryIdOf } from './directory-id.js';
