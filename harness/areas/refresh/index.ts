export { openSessionAt, setCwdToForm, addWideRepo, askRefreshOverMcp, askRefreshWithBrainSelector, moveRootAway } from './refresh-actions.js';
export { chooseCallerRoot, chooseNoCallerRoot, askRefreshOverBoth, askRefreshNamingPath, expectAllRefused, expectAllRefreshed, expectNothingButJournalChanged, expectRefusalsJournaled, expectSameDecisionAs, expectCallerSearchFinds, expectStdioRefreshOf, expectStdioRefreshDespiteMetadata, expectStdioRefreshOfPathRefused } from './refresh-checks.js';
export { computeCompletedRefresh, startStdioRefreshHeldAt, expectOldOrCompleted } from './refresh-crash.js';
export { rememberSnapshotOld, editRepository, expectSnapshotAbsorbed, expectAnswerCountsMatchSnapshots, expectReceiptJournaled } from './refresh-edits.js';
export { startRefreshHeldAt, expectHeldRefreshRefreshed, replaceRootBySymlink, putRootBack, FLOOR_SIDE_PHRASES, parseFloorSide, deleteFilesToFloor, expectShrinkCountsNamed, expectSnapshotHoldsCandidate, type FloorSide } from './refresh-guards.js';
export { addRefreshRepo, CALLER_FORMS, parseCallerForm, type CallerForm } from './refresh-repos.js';
export { expectSeamRegistryCurrent } from './seam-registry.js';
