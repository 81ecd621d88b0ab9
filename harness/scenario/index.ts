export type { Lane } from './lane-cache.js';
export { loadLane, readLaneFile, skipLine } from './lane-cache.js';
export type { ScenarioOptions } from './scenario.js';
export { Scenario } from './scenario.js';
export { ServerRun, type StartupOutcome } from './server-run.js';
export { SourceGuard } from './source-guard.js';
export { SeamTripwire } from './seam-tripwire.js';
export { planLaunch, type LaunchPlan, type LaunchSettings } from './launch-plan.js';
export { RUNTIME_VARIANTS, FOREIGN_ID, prepareRuntimeVariant, type RuntimeVariant, type RuntimeChoice } from './runtime-variants.js';
export { WINDOWS_VARIANTS, prepareWindowsRuntime, type WindowsVariant } from './windows-runtime.js';
export { readProcessEnv, inheritedOverrides } from './read-process-env.js';
export { requirePositive, readHits, requireHit, readRootSet, sameFile, isInside, summarySaysFresh, type Hit } from './tool-checks.js';
export {
  addRepo, addSampleRepo, addEmptyRepo, addRepoWithSymbol, writeSourceFile, defineSymbolIn, pointReadmeAt,
  useRuntimeVariant, seededNodes, seedRuntime, setCwdToRepo, setVariable, writeServerConfig, mountReadOnly, holdSeam,
} from './setups.js';
export { OVERRIDE_CHANNELS, parseOverrideChannel, routeOverridesOutside, type OverrideChannel } from './persistence-overrides.js';
export {
  expectReady, expectRefused, expectNothingChanged, expectRuntimeAbsent, endInput, expectExitStatus, expectSecondRefused,
  expectSeamNeverReached,
} from './startup-checks.js';
export {
  expectSearchFinds, expectSearchFindsNothing, expectSeekFinds, expectNorthRoots, expectHealthRoots,
  expectHealthCountsMatchSnapshot, expectHealthPathsInsideRuntime, requireSnapshot, expectSnapshotHolds, expectSnapshotRoots,
  expectSnapshotNothingIgnored, expectSnapshotNothingFrom, expectNoStateClaims, rememberCheckpoint, expectSameCheckpoint,
  expectToolsPositive,
} from './graph-checks.js';
export {
  expectNoBirthRecord, expectBirthNotAccepted, expectGenericIngestRefused, expectGenericMergeRefused, expectCallerRootSearchFindsNothing,
  sendTextNamingRepo, expectNoIngestSent, expectOverrideDirEmpty, expectProcessEnvClean, expectProcessDirsFixture,
  expectPrivateDirsUntouched,
} from './boundary-checks.js';
export { askStale, expectListedOnly, expectSummaryNotFresh, type Verdict } from './stale-checks.js';
export { seedBoundRuntime, vanishedPath, SEEDED_ONLY_SYMBOL, type SeededIdentity } from './seeded-identities.js';
export { prepareAndEnd, inheritOverridesNaming, useWindowsVariant } from './lifecycle.js';
export type { ScenarioPart } from './scenario.js';
export { HttpArea, httpArea, startHttpOwner } from './http-area.js';
export { HttpOwnerRun, TOKEN_FILE, SERVING_LINE, baseUrlOf, isLoopbackAddress } from './http-owner-run.js';
export { toHttpPlan, newBearerToken, redact, BEARER_TOKEN_VARIABLE, DEFAULT_HTTP_LAUNCH, type BearerSource, type HttpLaunchOptions } from './http-launch.js';
export { expectHttpServing, expectAddressAgrees, expectPausedAt, expectNoInstance, expectExactlyEffectiveAddress, expectHttpRefused, expectCleanStop } from './http-startup-checks.js';
export {
  holdPreparation, failPreparation, releasePreparation, clearSeams, expectNotAdmitted, expectPortReleased, startAgainWithoutFaults,
  terminateOwner, HTTP_PREPARATION_SEAMS,
} from './http-preparation.js';
export { expectRoutesRejected, expectAuthorizedStatus, expectHeaderRejected, expectHeaderAccepted, type RouteRow, type Credential } from './http-boundary-checks.js';
export { expectTokenFilePrivate, expectNoTokenFile, expectTokenNowhereElse } from './http-token-checks.js';
export {
  canonicalJson, callOverMcp, callOverRest, expectFirstMcpCallFinds, expectRestEqualsMcp, expectRestHealthRoots, expectSnapshotOnlyFrom,
  expectSnapshotAsBefore,
} from './http-tool-checks.js';
export {
  openCallerSession, omitCallerRoot, expectCallerRoot, expectRestCallerUnknown, expectSiblingSearchFindsNothing, expectSiblingRefreshRefused,
  expectSessionRefresh,
} from './http-caller-checks.js';
export { expectSessionProtocol } from './http-session-checks.js';
export { DoorArea, doorArea, type DoorBaseline, type RepoEdits, type CeremonyRun } from './door-area.js';
export { DOOR_REPO, CALLER_FORMS, FIXED_MTIME, addDoorRepo, wideRepoSpec, parseCallerForm, callerRootText, type CallerForm } from './door-repos.js';
export { REFRESH_ARGS, callOnNewSession, callRest, askOverBoth, payloadOf, latestAnswers } from './door-calls.js';
export { readJournalRecords, listRuntimeButJournal, takeBaseline, changesSinceBaseline, journalSinceBaseline } from './door-journal.js';
export {
  chooseCallerRoot, askRefreshOverBoth, expectAllRefused, expectAllRefreshed, expectNothingButJournalChanged, expectRefusalsJournaled,
  expectSameDecisionAs, expectCallerSearchFinds, expectStdioRefresh,
} from './door-refresh-checks.js';
export { openSessionAt, setCwdToForm, addWideRepo, askRefreshOverMcp, askRefreshWithBrainSelector, moveRootAway, occupyBirthDestination } from './door-actions.js';
export { rememberSnapshotOld, editRepository, expectSnapshotAbsorbed, expectAnswerCountsMatchSnapshots, expectReceiptJournaled } from './door-edits.js';
export {
  startRefreshHeldAt, releaseHeldRefresh, replaceRootBySymlink, putRootBack, floorTarget, deleteFilesToFloor, pickExactly, expectShrinkCountsNamed,
  expectSnapshotHoldsCandidate,
} from './door-guards.js';
export { computeCompletedRefresh, startStdioRefreshHeldAt, killCurrentServer, expectOldOrCompleted } from './door-crash.js';
export { startCeremony, latestCeremony, expectBorn, expectCeremonyRefused, readBornBrains, expectOneBornBrain, expectNoStaging, BRAINS_DIR, type BornBrain } from './door-birth.js';
export {
  overlappingRoot, runCeremony, expectLatestBorn, expectLatestRefused, expectDevelopmentUntouched, expectNoBrainCreated, startCeremonyHeldAt,
  releaseFirstCeremony, killCeremony, expectCompleteOrAbsent, expectNoBrains, expectBirthRefusedAlike, expectCallerReachesBorn, type OverlapClass,
} from './door-birth-checks.js';
export { readGolden, expandArguments, expectGoldenRefusal, expectSpellingsAlike, expectRefusedNaming, expectSameAnswer, GOLDEN_DIR } from './door-policy.js';
export {
  runIntrospection, parseRouteLines, listLiveTools, expectRouteParity, expectAllowlistExact, expectRefusedToolsAdvertised, expectSeamRegistryCurrent,
  type RouteLine,
} from './door-introspection.js';
export { AgentArea, agentArea, AGENT_HELD_SEAMS, type AgentLaunch } from './agent-area.js';
export { AgentRun, type AgentEnvelope, type AgentOutcome } from './agent-run.js';
export { installFakeServer, installBrokenServer, readFakeEvents, waitForFakeEvent, type FakeMode, type FakeEvent } from './agent-fakes.js';
export {
  firstMinuteWords, startFirstMinute, runFirstMinute, prepareWithFirstMinute, runAgentWords, startHeldFirstMinute, waitForCommandAt,
  continueCommand, signalCommand, type FirstMinuteWords,
} from './agent-commands.js';
export {
  expectAgentExit, expectOneEnvelope, expectEnvelopeTrust, expectEnvelopeCode, expectRefreshFailure, expectStdoutEmpty, expectStderrNames,
  expectRuntimeOutsideRepos, expectBothFailures,
} from './agent-checks.js';
export {
  OWNER_DIR, OWNER_FILE, WAITER_PREFIX, IDENTITY_FILE, cacheBase, cachedRuntimes, runtimeOf, readOwnerProof, expectNoLease, rememberOwnerProof,
  expectOwnerProofUnchanged, plantExitedOwnerProof, waiterMarkers, expectNoWaiterMarkerOf, expectStillOwning,
} from './agent-lease.js';
export { expectFakeStarts, expectFakeStartedFor, expectNothingAfterRefresh, expectFakeSequence, waitForFakeServing, expectFakeStillRunning } from './agent-fake-checks.js';
export { fakeModesFor, parseSpawnErrno, shortenAgentBudgets, setOwnerWait, reachCommandSeam } from './agent-setups.js';
export { lifecycleArea, LifecycleArea, type RuntimeBaseline } from './lifecycle-area.js';
export { expectNoOwnerLock, parseJournalLines, readLifecycleJournal } from './lifecycle-runtime.js';
export {
  startHeldAt, sendSignalToServer, expectSignalNoted, releaseHeldSeam, expectAckEnding, expectCancelledEnding, expectCommittedCheckpoint,
  expectNoDerivedFiles, expectRuntimeAsBefore, expectQuarantineJournaled, expectLockNamesCurrent, SIGNAL_EXIT_BOUND_MS,
} from './lifecycle-signals.js';
export { failFinalCheckpoint, stopServerBy, parseEnding, expectFailedCheckpointExit, expectOwnerRetained, type Ending } from './lifecycle-ownership.js';
export {
  seedLegacyRuntime, parseLegacySpelling, spellRoot, expectCanonicalIdentity, expectNewCheckpointFallingBack, expectOneRestamp, expectNoRestamp,
  expectSeededCheckpoint, LEGACY_SPELLINGS, type LegacySpelling,
} from './lifecycle-legacy.js';
export {
  CRASH_PATH_PATTERN, parseCrashPath, setUpCrashPath, computeCompletedPath, killPathAt, expectCrashLeftBeforeOrCompleted, type CrashPath,
} from './lifecycle-crash.js';
export {
  useLaneModel, useNoModel, useDamagedModel, useFixtureModel, parseModelDamage, catchModelLoad, expectModelUntouched, expectModelWarning,
  expectSeekLexicalNamingFile, expectSeekWithoutModelError, expectSeekSemanticRanks, expectSeekSemantic, expectOneCacheFile, expectWarmIndex,
} from './lifecycle-model.js';
export { addCochangeRepo, cochangeRepoSpec, expectCochangePartner } from './lifecycle-cochange.js';
export {
  setCacheVariables, aliasCacheBase, prepareUnsafeBase, rememberHome, linkRuntimeObject, chooseRuntimes, placeInsideRepo,
  type UnsafeBase, type RuntimeObject,
} from './agent-cache-setups.js';
export { expectRuntimeDirectlyIn, expectOneRuntimeForAll, expectHomeUnchanged, expectRuntimeUsed, expectNoCacheBase } from './agent-cache-checks.js';
export { readGitState, isGitRepo, changeRevision, detachHead, addWorktree, initUnborn, type GitState } from './agent-git.js';
export { checkGitUnchanged, changeRevisionOnPurpose, rebaselineGit } from './agent-git-watch.js';
export {
  useLaneServer, setCommandDir, runWithRuntimeForm, setMcpArgsRuntime, addEditableRepo, redefineFile, removeSourceFile, askStaleThroughCli,
  birthThroughCli, addSecondWorktree, plantRuntimeState, discoverInFixtureRegistry, touchUnchanged,
} from './agent-real.js';
export {
  expectEnvelopeSearchFinds, expectRuntimeSnapshotHolds, expectRuntimeRootSet, expectRuntimeNothingFrom, expectRuntimeWithout, rememberRuntime,
  expectPreparedWithoutRefresh, expectRefreshedFirst, expectOtherRuntime, expectRememberedRuntimeIntact, expectRememberedRuntimeBytes,
  expectIdentityManifest, expectRuntimeAt, homePath, besideRepo, expectStaleUnknownOnly, expectStaleSummaryNotFresh, expectBirthReceipt,
  expectBirthRefusal, expectAttachedToOwner,
} from './agent-real-checks.js';
export {
  startLabelled, reachServerSeam, continueServer, expectServerAlive, expectIdentityStillEmpty, expectWaitingWithoutServer, expectReachedAfterExit,
  expectAllFound, startMany, manyLabels, observeOwnersOneAtATime,
} from './agent-concurrency.js';
export { addClassifiedRepo, expectIdentityRecorded, confuseGit } from './agent-git-setups.js';
export { replaceCacheByPipe, startBlockedOnCache, restoreCacheFile } from './lifecycle-blocked-read.js';
