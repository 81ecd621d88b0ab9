// The test surface graph/ offers other folders' tests; excluded from the build.
export { makeFixtureTree, type FixtureTree } from './fixture-tree.js';
export { makeSampleGraph, readSampleBytes, readSampleFile, SAMPLE_ROOT, SAMPLE_FILES } from './sample-graph.js';
export { linksUndecoded, readDeferred } from './deferred-links.test-support.js';
export { withHeader } from './seek-fixture.test-support.js';
