export { runBirthCeremony, type BirthInput, type BirthOutcome, type BirthReceipt } from './run-ceremony.js';
export { recoverBirths, type BirthRecovery, type RecoveryIds } from './recover-births.js';
export { BIRTH_REFUSAL_CODES, type BirthRefusal, type BirthRefusalCode } from './birth-refusal.js';
export { readBirthJournal } from './birth-journal.js';
export { collectBoundRoots, findOverlap, type BoundRoot, type Overlap } from './bound-roots.js';
