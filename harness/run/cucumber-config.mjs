// The runner's Cucumber configuration: the kit's cucumber.mjs without its feature paths, so the paths the
// runner passes (all features, an area, or one scenario's file:line) replace them instead of adding to them.
import base from '../../cucumber.mjs';

export const DEFAULT_PATHS = base.paths;
export default { ...base, paths: [] };
