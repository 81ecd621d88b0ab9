export type { FixtureHome } from './fixture-home.js';
export type { FixtureBaseResult } from './fixture-base.js';
export type { CreateHomeOptions } from './create-home.js';
export { fixtureBase, sharedFixtureBase, findUnsafeAncestor } from './fixture-base.js';
export { createHome, removeHome } from './create-home.js';
export { childEnv } from './child-env.js';
export { SCRUBBED_ENV, findScrubbedNames } from './scrubbed-env.js';
