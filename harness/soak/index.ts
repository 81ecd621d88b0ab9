// Long campaigns outside the test run: the agent CLI soak.
export { soakAgentCli, type SoakOptions, type SoakReport } from './agent-soak.js';
