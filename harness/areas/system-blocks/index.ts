export { SystemBlocksArea, systemBlocksArea } from './sb-area.js';
export { SEED_NAMES, slugOfRepo, type SeedName } from './fixtures.js';
export { DOORS, ORIGIN_PATTERN, SEED_PHRASES, STORE_CALLS, parseDoor, parseOrigin, parseSeedName, parseSeedPhrase, parseStoreCall, type Door } from './store-calls.js';
export { expectNoStore, importSeed, importSeedPath, seedImported, expectImportAnswered, expectImportOverwrote, expectSnapshotHoldsSeed, expectSnapshotCoherent, expectSkeletonMismatch, expectCallRefused, placeSeedFile } from './store-checks.js';
export { expectOriginDeclined, importReceipt, receiptImported, expectReceiptLanded, expectReceiptKept, clientsRead, clientImports, expectClientRefused, expectRecompute, setTestClock, expectRatifyRefused } from './receipt-checks.js';
export { damageStoreFile, expectRefusedKeepingStoreFile } from './store-layout.js';
