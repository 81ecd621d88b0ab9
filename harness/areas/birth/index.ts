export { OVERLAP_CLASSES, parseOverlap, runCeremonyFor, runCeremonyOverlapping, runCeremonyInside, rememberRuntime, bearBrainFor, expectLatestReceipt, expectLatestBornStamped, expectLatestRefused, expectLatestRefusedEither, expectDevelopmentUntouched, expectNoBrainCreated, startCeremonyHeldAt, expectHeldCeremonyBorn, HELD_CEREMONY, expectCompleteOrAbsent, expectNoBrains, expectBirthRefusedAlike, expectCallerReachesBorn, type OverlapClass } from './birth-checks.js';
export { occupyBirthDestination } from './birth-setups.js';
export { prepareDevelopmentBrain, prepareDevelopmentBrainRemembering, expectDevelopmentAnswersAsBefore } from './development-brain.js';
export { expectCallerFindsNothing } from './born-answers.js';
export { observeAsCallerAt, askBirthWithAllowances, expectSameRefusal, expectCallerSeesAsBefore } from './overlap-allowance.js';
export { expectPrepareThenCommit, expectPrepareWithoutCommit, expectRecoveredThenCommitted } from './birth-journal-checks.js';
