// The test surface birth/ offers other folders' tests; excluded from the build.
export { makeBirthFixture, type BirthFixture } from './birth-fixture.test-support.js';
