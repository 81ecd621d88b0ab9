export { BirthArea, birthArea, type CeremonyRun } from './birth-area.js';
export { overlappingRoot, runCeremony, expectLatestBorn, expectLatestRefused, expectDevelopmentUntouched, expectNoBrainCreated, startCeremonyHeldAt, releaseFirstCeremony, killCeremony, expectCompleteOrAbsent, expectNoBrains, expectBirthRefusedAlike, expectCallerReachesBorn, type OverlapClass } from './birth-checks.js';
export { occupyBirthDestination } from './birth-setups.js';
export { BRAINS_DIR, BIRTH_RECORD, HUMAN_CLI, startCeremony, latestCeremony, expectBorn, expectCeremonyRefused, readBornBrains, expectOneBornBrain, expectNoStaging, brainsDirExists, type BornBrain } from './ceremony.js';
