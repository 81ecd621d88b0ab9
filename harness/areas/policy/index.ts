export { GOLDEN_DIR, readGolden, expandArguments, callBoth, expectGoldenRefusal, expectSpellingsAlike, expectRefusedNaming, expectSameAnswer } from './golden-refusals.js';
export { ORDINARY, ALLOWLISTED_ACTION, parseRouteLines, listLiveTools, expectRouteParity, expectAllowlistExact, expectRefusedToolsAdvertised, type RouteLine } from './route-inventory.js';
