import { existsSync, readFileSync, renameSync, rmSync, watch, writeFileSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const SEAM_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The harness side of the seam protocol (harness/README.md): marker files in one directory. Order comes from the
 * `reached` marker the implementation writes; the bound of waitReached only ends a hung wait.
 */
export class SeamController {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  hold(name: string): void {
    this.touch(name, 'hold');
  }

  fail(name: string): void {
    this.touch(name, 'fail');
  }

  release(name: string): void {
    this.touch(name, 'release');
  }

  /**
   * Sets the test clock of the seam protocol: `<dir>/clock` holds `epochMs`, which an implementation claiming
   * `seams` takes as now for every lease and receipt expiry (written whole: temp file, then rename).
   */
  setClock(epochMs: number): void {
    if (!Number.isSafeInteger(epochMs) || epochMs < 0) throw new Error(`the test clock takes epoch milliseconds as a non-negative integer, not ${epochMs}`);
    const temp = join(this.dir, `.clock.${randomBytes(6).toString('hex')}.tmp`);
    writeFileSync(temp, `${epochMs}\n`);
    renameSync(temp, join(this.dir, 'clock'));
  }

  /** Removes every marker of `name` so a restarted implementation meets the seam fresh. */
  reset(name: string): void {
    for (const suffix of ['hold', 'fail', 'release', 'reached']) rmSync(this.marker(name, suffix), { force: true });
  }

  wasReached(name: string): boolean {
    return existsSync(this.marker(name, 'reached'));
  }

  /** The pid written in `<name>.reached`, or null when absent or still being written. */
  reachedPid(name: string): number | null {
    let text: string;
    try {
      text = readFileSync(this.marker(name, 'reached'), 'utf8').trim();
    } catch {
      return null;
    }
    return /^\d+$/.test(text) ? Number(text) : null;
  }

  /** Resolves with the pid from `<name>.reached` once it appears (and equals expectPid when given). */
  waitReached(name: string, expectPid: number | null, boundMs: number): Promise<number> {
    this.marker(name, 'reached');
    return new Promise<number>((resolve, reject) => {
      let done = false;
      const finish = (fn: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        watcher.close();
        fn();
      };
      const check = () => {
        const pid = this.reachedPid(name);
        if (pid !== null && (expectPid === null || pid === expectPid)) finish(() => resolve(pid));
      };
      // Watch first, then check, so a marker written in between is not missed.
      const watcher = watch(this.dir, () => check());
      watcher.on('error', (error) => finish(() => reject(new Error(`watching seam dir ${this.dir} failed: ${error.message}`))));
      const timer = setTimeout(() => finish(() => {
        const seen = this.reachedPid(name);
        const found = seen === null ? 'no reached marker' : `reached by pid ${seen}`;
        reject(new Error(`seam ${name} was not reached${expectPid === null ? '' : ` by pid ${expectPid}`} within ${boundMs} ms (${found} in ${this.dir}); does the implementation run this seam with M1ND_TEST_SEAMS_DIR set?`));
      }), boundMs);
      check();
    });
  }

  private touch(name: string, suffix: string): void {
    writeFileSync(this.marker(name, suffix), '');
  }

  private marker(name: string, suffix: string): string {
    if (!SEAM_NAME.test(name)) throw new Error(`seam name ${JSON.stringify(name)} is invalid: use letters, digits, '.', '_' or '-'`);
    return join(this.dir, `${name}.${suffix}`);
  }
}
