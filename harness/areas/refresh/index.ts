export { openSessionAt, setCwdToForm, addWideRepo, askRefreshOverMcp, askRefreshWithBrainSelector, moveRootAway } from './refresh-actions.js';
export { REFRESH_ARGS, askOverBoth, payloadOf, latestAnswers } from './refresh-answers.js';
export { RefreshArea, refreshArea, type RepoEdits } from './refresh-area.js';
export { chooseCallerRoot, askRefreshOverBoth, askRefreshNamingPath, expectAllRefused, expectAllRefreshed, expectNothingButJournalChanged, expectRefusalsJournaled, expectSameDecisionAs, expectCallerSearchFinds, expectStdioRefreshOf, expectStdioRefreshDespiteMetadata, expectStdioRefreshOfPathRefused } from './refresh-checks.js';
export { computeCompletedRefresh, startStdioRefreshHeldAt, expectOldOrCompleted } from './refresh-crash.js';
export { rememberSnapshotOld, editRepository, expectSnapshotAbsorbed, expectAnswerCountsMatchSnapshots, expectReceiptJournaled } from './refresh-edits.js';
export { startRefreshHeldAt, expectHeldRefreshRefreshed, replaceRootBySymlink, putRootBack, FLOOR_SIDE_PHRASES, parseFloorSide, floorTarget, deleteFilesToFloor, pickExactly, expectShrinkCountsNamed, expectSnapshotHoldsCandidate, type FloorSide } from './refresh-guards.js';
export { FIXED_MTIME, STAMP_FILE, STAMP_BEFORE, STAMP_AFTER, REFRESH_REPO, addRefreshRepo, wideRepoSpec, CALLER_FORMS, parseCallerForm, callerRootText, type CallerForm } from './refresh-repos.js';
export { expectSeamRegistryCurrent } from './seam-registry.js';
