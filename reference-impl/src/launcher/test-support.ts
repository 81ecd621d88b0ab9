// The test surface launcher/ offers other folders' tests; excluded from the build.
export { makePrivateTestDir } from './private-test-dir.js';
