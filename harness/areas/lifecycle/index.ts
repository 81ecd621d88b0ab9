export { replaceCacheByPipe, startBlockedOnCache, restoreCacheFile } from './blocked-read.js';
export { cochangeRepoSpec, addCochangeRepo, expectCochangePartner } from './cochange.js';
export { CRASH_PATHS, CRASH_PATH_PATTERN, parseCrashPath, setUpCrashPath, computeCompletedPath, killPathAt, expectCrashLeftBeforeOrCompleted, type CrashPath } from './crash.js';
export { LEGACY_SPELLINGS, parseLegacySpelling, spellRoot, seedLegacyRuntime, expectCanonicalIdentity, expectNewCheckpointFallingBack, expectOneRestamp, expectNoRestamp, expectSeededCheckpoint, type LegacySpelling } from './legacy.js';
export { LifecycleArea, lifecycleArea, type BlockedCache, type RuntimeBaseline } from './lifecycle-area.js';
export { MODEL_VARIABLE, MODEL_LOAD_SEAM, MODEL_DAMAGES, parseModelDamage, laneModelDir, useLaneModel, useNoModel, MODEL_CHOICES, parseModelChoice, useModel, useDamagedModel, useFixtureModel, catchModelLoad, expectModelUntouched, expectModelWarning, expectSeekLexicalNamingFile, expectSeekWithoutModelError, expectSeekSemanticRanks, expectSeekSemantic, expectOneCacheFile, expectWarmIndex, type ModelDamage, type ModelChoice } from './model.js';
export { FINAL_CHECKPOINT_SEAM, ENDINGS, parseEnding, failFinalCheckpoint, stopServerBy, expectFailedCheckpointExit, expectOwnerRetained, type Ending } from './ownership.js';
export { takeRuntimeBaseline, requireRuntimeBaseline, expectNoOwnerLock } from './runtime-baseline.js';
export { SIGNAL_NOTICE, ACK_LINE, CANCELLED_LINE, SIGNAL_EXIT_BOUND_MS, startHeldAt, expectSignalNoted, expectAckEnding, expectCancelledEnding, expectCommittedCheckpoint, expectNoDerivedFiles, expectRuntimeAsBefore, expectQuarantineJournaled, expectLockNamesCurrent } from './signals.js';
