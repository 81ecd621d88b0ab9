export { collectBook, type BookDataFile, type SpecBook, type BookSeed, type BookSection, type BookClause, type BookScenario, type BookStep } from './collect-book.js';
export { renderBook, type BookMeta } from './render-book.js';
export { buildSpecBook, readDataFiles, type BuildBookOptions } from './build-spec-book.js';
