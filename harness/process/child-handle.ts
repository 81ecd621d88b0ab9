export interface ExitStatus {
  code: number | null;
  signal: string | null;
}

/** A running implementation process as the harness sees it: pid, argv, line streams, stdin, signals. */
export interface ChildHandle {
  pid: number;
  argv: string[];
  stdoutLines: string[];
  stderrLines: string[];
  writeStdin(bytes: string | Buffer): void;
  closeStdin(): void;
  signal(sig: NodeJS.Signals): void;
  /** rejects with an error naming the argv when the bound passes */
  waitExit(boundMs?: number): Promise<ExitStatus>;
  /** the first stderr line (already seen or future) matching `re` */
  waitForStderr(re: RegExp, boundMs?: number): Promise<string>;
  /** replays lines already received, then every new one */
  onStdoutLine(cb: (line: string) => void): void;
  /** called once with the exit status (immediately when it already exited) */
  onExit(cb: (status: ExitStatus) => void): void;
  /** null while running */
  exitStatus(): ExitStatus | null;
}

export const DEFAULT_BOUND_MS = 30_000;
