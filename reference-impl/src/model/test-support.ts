// The test surface model/ offers other folders' tests; excluded from the build.
export { writeTestModel, type TestModelSpec } from './model-writer.test-support.js';
