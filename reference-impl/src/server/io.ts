import type { Readable, Writable } from 'node:stream';
import { EXIT_REFUSED } from './exit-codes.js';

/** Everything the server takes from its process, injected so nothing deeper reads `process.*`. */
export interface ServerIo {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  pid: number;
  uid: number;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  now(): number;
  /** Registers a handler for SIGTERM (and SIGINT); returns nothing, lives as long as the process. */
  onTerminate(handler: (signal: string) => void): void;
}

/** The process's clock and pid, as the journal lines a server writes name their writer. */
export interface ProcessClock {
  now(): number;
  pid: number;
}

export function processClock(io: ServerIo): ProcessClock {
  return { now: () => io.now(), pid: io.pid };
}

export function say(io: ServerIo, line: string): void {
  io.stderr.write(`m1nd-mcp: ${line}\n`);
}

/** The one refusal line (`refused: <code>: <detail>`) and its exit status. */
export function refuse(io: ServerIo, refusal: { code: string; detail: string }): number {
  say(io, `refused: ${refusal.code}: ${refusal.detail}`);
  return EXIT_REFUSED;
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
