export { ScanArea, scanArea, type ScanAnswer } from './scan-area.js';
export { BODY_MARKER, MODULAR_FILES } from './scan-fixtures.js';
export { SCAN_DOOR_PATTERN, parseScanDoor, NAMING_PHRASES, parseNamingMode, EXPECTED_VERSION_PATTERN, parseExpectedVersion, DAEMON_PHRASES, parseDaemonBehaviour, APPLIED_VALUES, parseApplied, NAMING_OUTCOME_PATTERN, parseNamingOutcome, NAMED_BY_PHRASES, parseNamedBy, type ScanDoor, type NamingMode, type ExpectedVersion, type NamingApplied, type NamedBySplit } from './scan-words.js';
export { NAMING_RUNNER_URL_VARIABLE, NAMING_RUNNER_SECRET_FILE_VARIABLE, addModularRepo, startNamingDaemon, placeRatifiedStore, importLegacySeed, listenToEvents } from './scan-setups.js';
export { scanCandidate, scanThroughBothDoors, scanNobodyListening, scanLanded } from './scan-calls.js';
export { expectScanAnswered, expectMembersFromCodeRoot, expectSnapshotHoldsCandidate, expectScanRefused, expectRefusalSameOnBothDoors, expectRatifiedKeptWithRevision, expectSameAsUnlistened } from './scan-checks.js';
export { expectPhases, expectPhaseCounts, expectNamingPhaseCounts, expectFailedWithError, expectNoFractionFields, expectEventsServed, expectEventsHeaderRejected } from './phase-checks.js';
export { expectNamingApplied, expectNamedBy, expectRunnerNamedAnswered, expectOnePacketPerBlock, expectNoFileBodyInPackets, expectNoPacket, expectEveryPacketUnsigned } from './runner-checks.js';
export { FakeNamingDaemon, RUNNER_SECRET_HEADER, type DaemonBehaviour, type ReceivedPacket } from './fake-naming-daemon.js';
