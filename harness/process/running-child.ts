import type { ResultPromise } from 'execa';
import { withBound } from './bounded.js';
import type { ChildHandle, ExitStatus } from './child-handle.js';
import { DEFAULT_BOUND_MS } from './child-handle.js';
import { LineSplitter } from './line-splitter.js';

/** ChildHandle over an execa subprocess started with piped stdio and buffering off. */
export class RunningChild implements ChildHandle {
  readonly pid: number;
  readonly stdoutLines: string[] = [];
  readonly stderrLines: string[] = [];
  private readonly stdoutListeners: ((line: string) => void)[] = [];
  private readonly stderrListeners: ((line: string) => void)[] = [];
  private readonly exitListeners: ((status: ExitStatus) => void)[] = [];
  private status: ExitStatus | null = null;
  private readonly exited: Promise<ExitStatus>;
  /** monotonic ms (performance.now) of the start and of the exit: how long the implementation was alive */
  readonly startedAtMs = performance.now();
  exitedAtMs: number | null = null;

  constructor(readonly argv: string[], private readonly sub: ResultPromise) {
    if (sub.pid === undefined) throw new Error(`could not start ${argv.join(' ')}: no pid (is ${argv[0]} on PATH and executable?)`);
    this.pid = sub.pid;
    this.pipeLines(sub.stdout, this.stdoutLines, this.stdoutListeners);
    this.pipeLines(sub.stderr, this.stderrLines, this.stderrListeners);
    sub.stdin?.on('error', () => undefined); // EPIPE after the child exits is not a harness error
    this.exited = sub.then(
      (r) => ({ code: r.exitCode ?? null, signal: r.signal ?? null }),
      (e: { exitCode?: number; signal?: string }) => ({ code: e.exitCode ?? null, signal: e.signal ?? null }),
    ).then((s) => {
      this.status = s;
      this.exitedAtMs = performance.now();
      for (const cb of this.exitListeners) cb(s);
      return s;
    });
  }

  private pipeLines(stream: NodeJS.ReadableStream | null, sink: string[], listeners: ((line: string) => void)[]): void {
    if (!stream) return;
    const splitter = new LineSplitter();
    const emit = (line: string) => {
      sink.push(line);
      for (const cb of listeners) cb(line);
    };
    stream.on('data', (chunk: Buffer) => splitter.push(chunk).forEach(emit));
    stream.on('end', () => splitter.end().forEach(emit));
  }

  writeStdin(bytes: string | Buffer): void {
    if (this.status || !this.sub.stdin || this.sub.stdin.destroyed) {
      throw new Error(`cannot write to stdin of ${this.argv.join(' ')} (pid ${this.pid}): it has exited or stdin is closed`);
    }
    this.sub.stdin.write(bytes);
  }

  closeStdin(): void {
    this.sub.stdin?.end();
  }

  signal(sig: NodeJS.Signals): void {
    if (this.status) return;
    try {
      process.kill(this.pid, sig);
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'ESRCH') throw cause;
    }
  }

  waitExit(boundMs = DEFAULT_BOUND_MS): Promise<ExitStatus> {
    return withBound(this.exited, boundMs, () =>
      `${this.argv.join(' ')} (pid ${this.pid}) did not exit within ${boundMs} ms; last stderr: ${this.stderrLines.slice(-3).join(' | ') || '(none)'}`);
  }

  waitForStderr(re: RegExp, boundMs = DEFAULT_BOUND_MS): Promise<string> {
    const seen = this.stderrLines.find((line) => re.test(line));
    if (seen !== undefined) return Promise.resolve(seen);
    const found = new Promise<string>((resolve, reject) => {
      this.stderrListeners.push((line) => { if (re.test(line)) resolve(line); });
      this.onExit((s) => {
        // stderr may still drain after exit; give the 'end' event the chance to deliver the last lines.
        setImmediate(() => {
          const late = this.stderrLines.find((line) => re.test(line));
          if (late !== undefined) resolve(late);
          else reject(new Error(`${this.argv.join(' ')} exited (code ${s.code}, signal ${s.signal}) without a stderr line matching ${re}; stderr: ${this.stderrLines.join(' | ') || '(none)'}`));
        });
      });
    });
    return withBound(found, boundMs, () =>
      `no stderr line matching ${re} from ${this.argv.join(' ')} (pid ${this.pid}) within ${boundMs} ms; stderr so far: ${this.stderrLines.join(' | ') || '(none)'}`);
  }

  onStdoutLine(cb: (line: string) => void): void {
    for (const line of this.stdoutLines) cb(line);
    this.stdoutListeners.push(cb);
  }

  onExit(cb: (status: ExitStatus) => void): void {
    if (this.status) cb(this.status);
    else this.exitListeners.push(cb);
  }

  exitStatus(): ExitStatus | null {
    return this.status;
  }
}
