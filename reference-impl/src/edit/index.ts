// Source edits as previews: what a change would be, shown and never written.
export { unifiedDiff, type DiffOptions } from './unified-diff.js';
