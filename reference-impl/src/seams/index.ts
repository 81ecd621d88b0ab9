export { SEAM_NAMES, type SeamName } from './names.js';
export { createSeamHook, noSeams, InjectedFault, type SeamHook } from './seams.js';
