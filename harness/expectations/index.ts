export type { Expectation, ExpectationsFile } from './expectations-schema.js';
export { ExpectationSchema, ExpectationsFileSchema, parseExpectations, describeExpectation } from './expectations-schema.js';
export type { LoadedExpectations } from './load-expectations.js';
export { loadExpectations } from './load-expectations.js';
export type { JudgedOutcome, ExpectationProblem, ProblemKind, SuiteIndex, ApplyInputs, Applied } from './apply-expectations.js';
export { applyExpectations } from './apply-expectations.js';
export { indexSuite, isoDay } from './suite-index.js';
