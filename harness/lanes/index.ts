export type { Provisioning } from './provisioning.js';
export { LANE_ONLY_NEEDS, PROVISIONING_NEEDS, PLATFORMS } from './provisioning.js';
export type { ProbeRunner, ProbeRun } from './probe-runner.js';
export { runProbe } from './probe-runner.js';
export type { ProbeLaneOptions } from './probe-lane.js';
export { probeLane, KIT_MODEL_TOKENIZER } from './probe-lane.js';
export type { SkipDecision } from './decide-skip.js';
export { decideSkip } from './decide-skip.js';
export { agentCacheBinary, probeAgentCacheBinary, AGENT_CACHE_BINARY_VAR } from './probe-agent-cache-binary.js';
