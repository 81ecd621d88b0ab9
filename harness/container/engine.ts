import type { Readable, Writable } from 'node:stream';
import type { ContainerSpec } from './container-spec.js';

/** What the engine said about itself: the only evidence that a container runtime is really there. */
export interface EngineAnswer {
  host: string;
  serverVersion: string;
  operatingSystem: string;
  /** whether the lane's image is present (null when no image was named) */
  imagePresent: boolean | null;
}

/** One created container, as the relay drives it. */
export interface ContainerHandle {
  /** stdin of the process, and its multiplexed stdout/stderr split into the two writers */
  attach(stdout: Writable, stderr: Writable): Promise<Writable>;
  start(): Promise<void>;
  kill(signal: string): Promise<void>;
  /** the process's exit status */
  wait(): Promise<number>;
  remove(): Promise<void>;
}

/** The container engine, narrowed to what the kit uses; tests pass a fake. */
export interface ContainerEngine {
  create(spec: ContainerSpec): Promise<ContainerHandle>;
}

export type { Readable };
