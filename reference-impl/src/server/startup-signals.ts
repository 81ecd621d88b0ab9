import { say, type ServerIo } from './io.js';

/**
 * A terminating signal, as the owner process answers it. Registered before anything else, so no signal
 * goes unanswered: before serving it cancels the start (`signal` aborts); once the owner serves it goes
 * to the stop handler the serving phase installs.
 */
export class StartupSignals {
  private readonly cancel = new AbortController();
  private received: string | null = null;
  private onServing: ((signal: string) => void) | null = null;

  /** `announce`: say `received <signal> during cold bootstrap` (the cold-bootstrap rules' notice). */
  constructor(io: ServerIo, opts: { announce: boolean; phase: () => string }) {
    io.onTerminate((signal) => {
      if (this.onServing) return this.onServing(signal);
      if (this.received !== null) return;
      this.received = signal;
      if (opts.announce) say(io, `received ${signal} during cold bootstrap`);
      this.cancel.abort(new Error(`received ${signal} during ${opts.phase()}`));
    });
  }

  get signal(): AbortSignal {
    return this.cancel.signal;
  }

  /** The signal that cancelled the start, or null. */
  get first(): string | null {
    return this.received;
  }

  /** From now on a signal stops the serving owner. */
  serving(handler: (signal: string) => void): void {
    this.onServing = handler;
  }

  /** Rejects as soon as the start is cancelled, so a held seam cannot keep a cancelled start alive. */
  race<T>(work: Promise<T>): Promise<T> {
    const signal = this.cancel.signal;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (v) => {
          signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }
}
