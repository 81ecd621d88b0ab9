export type { ChildHandle, ExitStatus } from './child-handle.js';
export { DEFAULT_BOUND_MS } from './child-handle.js';
export type { StartOptions } from './process-driver.js';
export { ProcessDriver } from './process-driver.js';
export { LineSplitter } from './line-splitter.js';
export { withBound } from './bounded.js';
export { wrapWithReadOnlyBinds } from './read-only-binds.js';
