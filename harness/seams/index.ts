export { SeamController } from './seam-controller.js';
export { SeamTripwire } from './seam-tripwire.js';
