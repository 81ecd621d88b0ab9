export { runScenarios, fakePath } from './run-against-fake.js';
