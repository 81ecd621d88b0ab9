export { addChainRepo, linkOutOfRepo, driftRepo } from './chain-setups.js';
export { expectGlob, expectView, expectReach, expectTraceNames, expectWhyPath, expectWhyNone, expectMissing, expectDrift, expectActivate, expectOrient, expectToolRefused } from './read-tool-checks.js';
export { parseList, parseDepths, parseToolArgs } from './tool-words.js';
export { addReferencesRepo, expectReachSymbols, expectUnresolved } from './edge-checks.js';
export { expectBootMemoryRoundTrip, expectBootMemoryPerBrain, expectMemorizeKeeps, expectNoBackgroundIngest, expectEditPreview, expectXrayDryRun } from './runtime-tool-checks.js';
export { setModifiedAt, addWordAfterIngest, rewriteKeepingSizeAndMtime, expectSearchFindsIn, expectSearchFindsNothingIn } from './freshness-checks.js';
