import { AgentError } from './agent-error.js';

export const SIGNAL_NUMBERS: Readonly<Record<string, number>> = Object.freeze({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 });

/**
 * The first SIGTERM, SIGINT or SIGHUP interrupts the command: it aborts lease waits and pending calls,
 * forbids new spawns, and is forwarded to an owned child. Later signals change nothing.
 */
export class Interrupt {
  private readonly controller = new AbortController();
  name: NodeJS.Signals | null = null;

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  trigger(name: NodeJS.Signals): void {
    if (this.name !== null) return;
    this.name = name;
    this.controller.abort(new AgentError('M1ND_AGENT_INTERRUPTED', `interrupted by ${name}`, { signal: name }));
  }

  /** 128 + the signal number, the shell's convention (143 for SIGTERM). */
  exitStatus(): number {
    return 128 + (this.name ? (SIGNAL_NUMBERS[this.name] ?? 15) : 15);
  }

  throwIfInterrupted(): void {
    if (this.signal.aborted) throw this.signal.reason as AgentError;
  }

  /** Races a promise against the interruption (a held seam, a slow probe). */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.signal.aborted) return Promise.reject(this.signal.reason as AgentError);
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => reject(this.signal.reason as AgentError);
      this.signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (v) => {
          this.signal.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (e: unknown) => {
          this.signal.removeEventListener('abort', onAbort);
          reject(e);
        },
      );
    });
  }
}
