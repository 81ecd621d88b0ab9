export type { BenchContext, TreeCase, Sample, RefreshSample, IterationSamples, TreeSamples } from './types.js';
export { runTree, rotation, CHANGED_SHARE, REFRESH_ARGS } from './tree-run.js';
export type { TreeChoice } from './prepare-trees.js';
export { TREE_CHOICES, selectTrees, prepareTree } from './prepare-trees.js';
