/**
 * The lease-mutation guard: acquiring and giving up the owner lock run one at a time, and whoever
 * reacts to a signal waits for the guard first. A SIGTERM that lands mid-acquisition therefore sees
 * either no lock or a whole one it can release, never a lock file without an owner that knows it.
 */
export class LeaseGuard {
  private tail: Promise<unknown> = Promise.resolve();
  private depth = 0;

  /** Runs `fn` after every earlier guarded step has finished. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    this.depth++;
    const step = this.tail.then(fn).finally(() => this.depth--);
    this.tail = step.catch(() => undefined);
    return step;
  }

  /** Resolves once no guarded step is running or queued. */
  settled(): Promise<void> {
    return this.tail.then(() => undefined);
  }

  /** Whether a guarded step is running or queued now. */
  get busy(): boolean {
    return this.depth > 0;
  }
}
