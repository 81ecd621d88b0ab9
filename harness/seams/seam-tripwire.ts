import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/**
 * Fails a waiting step the moment a held seam is reached, instead of letting it run into its bound: a
 * server that rescans on a warm start blocks at the held seam and would otherwise only time out.
 */
export class SeamTripwire {
  private watcher: FSWatcher | null = null;
  private readonly armed = new Map<string, string>();
  private fail: (error: Error) => void = () => undefined;
  private readonly tripped: Promise<never>;
  private trippedBy: string | null = null;

  constructor(private readonly dir: string) {
    this.tripped = new Promise<never>((_, reject) => {
      this.fail = reject;
    });
    this.tripped.catch(() => undefined); // observed only through race()
  }

  /** Watches `<name>.reached`; `why` says what reaching it would mean. */
  arm(name: string, why: string): void {
    this.armed.set(name, why);
    // Watch first, then check, so a marker written in between is not missed.
    this.watcher ??= watch(this.dir, () => this.check());
    this.check();
  }

  /** Names of armed seams whose reached marker exists. */
  reached(): string[] {
    return [...this.armed.keys()].filter((name) => existsSync(join(this.dir, `${name}.reached`)));
  }

  /** Resolves or rejects like `promise`, unless an armed seam is reached first. */
  race<T>(promise: Promise<T>): Promise<T> {
    return this.armed.size === 0 ? promise : Promise.race([promise, this.tripped]);
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
  }

  private check(): void {
    if (this.trippedBy !== null) return;
    const [name] = this.reached();
    if (name === undefined) return;
    this.trippedBy = name;
    let pid = '?';
    try {
      pid = readFileSync(join(this.dir, `${name}.reached`), 'utf8').trim() || '?';
    } catch { /* the pid is only for the message */ }
    this.fail(new Error(`the implementation (pid ${pid}) reached the held seam "${name}": ${this.armed.get(name)}`));
  }
}
