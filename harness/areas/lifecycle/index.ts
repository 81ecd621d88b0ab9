export { replaceCacheByPipe, startBlockedOnCache, restoreCacheFile } from './blocked-read.js';
export { addCochangeRepo, expectCochangePartner } from './cochange.js';
export { CRASH_PATHS, parseCrashPath, setUpCrashPath, computeCompletedPath, killPathAt, expectCrashLeftBeforeOrCompleted, type CrashPath } from './crash.js';
export { LEGACY_SPELLINGS, parseLegacySpelling, seedLegacyRuntime, expectCanonicalIdentity, expectNewCheckpointFallingBack, expectOneRestamp, expectNoRestamp, expectSeededCheckpoint, type LegacySpelling } from './legacy.js';
export { MODEL_DAMAGES, parseModelDamage, MODEL_CHOICES, parseModelChoice, useModel, useDamagedModel, useFixtureModel, catchModelLoad, expectModelUntouched, expectModelWarning, expectSeekLexicalNamingFile, expectSeekWithoutModelError, expectSeekSemanticRanks, expectSeekSemantic, expectOneCacheFile, expectWarmIndex, type ModelDamage, type ModelChoice } from './model.js';
export { ENDINGS, parseEnding, failFinalCheckpoint, stopServerBy, expectFailedCheckpointExit, expectOwnerRetained, type Ending } from './ownership.js';
export { expectNoOwnerLock } from './runtime-baseline.js';
export { startHeldAt, expectSignalNoted, expectAckEnding, expectCancelledEnding, expectCommittedCheckpoint, expectNoDerivedFiles, expectRuntimeAsBefore, expectQuarantineJournaled, expectLockNamesCurrent } from './signals.js';
