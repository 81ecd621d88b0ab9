export { StoreEditArea, storeEditArea } from './edit-area.js';
export { DOORS, parseDoor, VERSION_KEYS, parseVersionKey, versionFor, parseVerbArguments, parseInstant, JSON_OBJECT_PATTERN, JSON_VALUE_PATTERN, parseJsonValue, QUOTED_MEMBERS_PATTERN, parseQuotedMembers, INSTANT_PATTERN, parseQuotedInstant, type Door, type VersionKey } from './edit-words.js';
export { callThrough, readStoreSnapshot, readAndRememberSnapshot, callVerb, expectRefusedAlike, latestAnswer } from './edit-calls.js';
export { EDIT_SEED, importEditSeed, addPlainSampleRepo, moveRepoFile, landReceipt, setTestClock } from './edit-fixtures.js';
export { expectVersionMoved, expectSnapshotAsRead, expectBlockState, expectBlockKeptItsHistory, expectBlockAbsent, expectBlockIds, expectBlockMembers, expectBlockNamedBy, expectBoundaryVersion, expectReceiptJudged, expectAnswerField, expectMovedBlocks, expectUnmapped, expectLease } from './edit-checks.js';
