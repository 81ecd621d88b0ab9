export type { ContainerSpec, SpecInputs } from './container-spec.js';
export { buildContainerSpec, mountRoots } from './container-spec.js';
export type { ContainerEngine, ContainerHandle, EngineAnswer } from './engine.js';
export type { RelayIo } from './run-in-container.js';
export { runInContainer } from './run-in-container.js';
export type { ContainerLane } from './container-command.js';
export { containerCommand, parseRelayArgs, RELAY_BIN, ENGINE_ANSWER_BIN } from './container-command.js';
export type { BoundedRun } from './probe-container.js';
export { probeContainer } from './probe-container.js';
