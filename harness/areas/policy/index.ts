export { adapterRefusalText, expectGoldenRefusal, expectSpellingsAlike, expectSameAnswer } from './golden-refusals.js';
export { expectRouteParity, expectOnlyAllowlisted, expectToolsRefusedButAdvertised, expectRoutesAgreeWithSweep } from './route-inventory.js';
export { sweepRoutingTable } from './gate-sweep.js';
export { expectAboveFloorRefused, expectRefusedChangedNothing, expectOrdinaryPassed, expectAdvertisedEqualsRouted, expectUnlistedToolsHarmless, expectAdvertisedWithFloor, expectReadOnlyWritesRefused, READ_ONLY_CODE } from './sweep-checks.js';
export { expectSelectorsRefused, expectUnknownToolsRefused } from './fail-closed.js';
export { QUOTED_WORDS_PATTERN, parseQuotedWords } from './policy-words.js';
export { loadRoutingTable, ROUTING_TABLE_FILE, type RoutingTable, type RoutingCall } from './routing-table.js';
