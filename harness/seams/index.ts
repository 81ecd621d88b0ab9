export { SeamController } from './seam-controller.js';
