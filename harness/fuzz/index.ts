// Generated hostile input for any implementation: stdio frames, tool arguments, HTTP requests.
export { fuzzPlan, replayHint, DEFAULT_FUZZ_RUNS, type FuzzPlan } from './fuzz-plan.js';
export { fuzzStdio, PEAK_RSS_BOUND, type StdioFuzzReport } from './stdio-fuzz.js';
export { fuzzToolArguments, type ToolArgsReport } from './tool-args-fuzz.js';
export { jsonRpcProblem } from './json-rpc-shape.js';
export { fuzzHttp, judge, type HttpFuzzReport, type HttpTarget } from './http-fuzz.js';
