export { MUTANTS, controlTags, type Mutant } from './mutant-catalogue.js';
export { copyReference, applyMutant, type ReferenceCopy } from './mutant-copy.js';
