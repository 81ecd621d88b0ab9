export { main, EXIT_OK, EXIT_INTERNAL, EXIT_USAGE, EXIT_REFUSED, EXIT_CANCELLED } from './main.js';
export type { ServerIo } from './io.js';
