export { main } from './main.js';
export { EXIT_OK, EXIT_INTERNAL, EXIT_USAGE, EXIT_REFUSED, EXIT_CANCELLED } from './exit-codes.js';
export type { ServerIo } from './io.js';
export { tuneTiering } from './engine-tiering.js';
