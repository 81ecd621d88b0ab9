export type { BenchOptions, Parsed } from './parse-args.js';
export { parseBenchArgs, USAGE } from './parse-args.js';
