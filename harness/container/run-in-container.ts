import type { Readable, Writable } from 'node:stream';
import type { ContainerSpec } from './container-spec.js';
import type { ContainerEngine } from './engine.js';

export interface RelayIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** registers the handler for the signals a harness sends (SIGTERM, SIGINT) */
  onSignal(handler: (signal: NodeJS.Signals) => void): void;
}

/**
 * Runs one process in a container as if it were a local child: stdin is piped in, stdout/stderr come back
 * apart, SIGTERM/SIGINT are forwarded to the process, and its exit status is returned. The container is
 * removed afterwards whatever happened.
 */
export async function runInContainer(spec: ContainerSpec, engine: ContainerEngine, io: RelayIo): Promise<number> {
  const container = await engine.create(spec);
  try {
    const input = await container.attach(io.stdout, io.stderr);
    io.stdin.pipe(input);
    io.onSignal((signal) => {
      container.kill(signal).catch(() => undefined); // a process that already ended cannot be signalled
    });
    await container.start();
    return await container.wait();
  } finally {
    await container.remove().catch(() => undefined);
  }
}
