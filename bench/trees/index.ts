export type { GeneratedFile, TreeSpec } from './generate-tree.js';
export { generateTree, generatedFile, generatedPath } from './generate-tree.js';
export type { WrittenTree } from './write-tree.js';
export { writeGeneratedTree, copyCorpus, countTree, listFiles } from './write-tree.js';
export type { AppliedEdits } from './edit-files.js';
export { chooseEdits, editText, applyEdits, addJoinedFile } from './edit-files.js';
export { hash32, unit, below } from './seeded.js';
