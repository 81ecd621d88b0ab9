import type { Writable } from 'node:stream';
import type { Budgets } from './budgets.js';
import type { Interrupt } from './interrupt.js';

/** Everything a command takes from its process, injected so nothing deeper reads `process.*`. */
export interface CliIo {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  home: string;
  pid: number;
  uid: number;
  now(): number;
  /** The node executable that runs the bundled reference server. */
  execPath: string;
  stdout: Writable;
  stderr: Writable;
  interrupt: Interrupt;
}

export interface CommandContext extends CliIo {
  budgets: Budgets;
  waitMs: number;
  seam(name: string): Promise<void>;
}

export function log(io: { stderr: Writable }, line: string): void {
  io.stderr.write(`m1nd agent: ${line}\n`);
}
