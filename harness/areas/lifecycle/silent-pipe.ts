import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { execa } from 'execa';
import { withBound } from '../../process/index.js';

/**
 * A named pipe nobody writes to, standing where an implementation expects a file. Opening its write end
 * completes only once a reader opened the pipe: that is the order marker "the implementation is reading it",
 * seen from outside with no seam. The write end then stays open and silent, so the reader's read blocks for
 * real until the pipe is closed.
 */
export class SilentPipe {
  private writer: FileHandle | null = null;
  private settled = false;
  private closing = false;
  private readerCame = false;
  private readonly opening: Promise<FileHandle>;

  private constructor(readonly path: string) {
    this.opening = open(path, 'w');
    this.opening.then(
      (handle) => {
        this.writer = handle;
        this.settled = true;
        if (!this.closing) this.readerCame = true;
      },
      () => {
        this.settled = true;
      },
    );
  }

  /** Makes the pipe at `path` (which must not exist) and starts waiting for its first reader. */
  static async create(path: string): Promise<SilentPipe> {
    await execa('mkfifo', ['-m', '0600', path], { extendEnv: false, env: { PATH: '/usr/bin:/bin' } });
    return new SilentPipe(path);
  }

  /** Whether a reader has opened the pipe so far. */
  get opened(): boolean {
    return this.readerCame;
  }

  /**
   * Resolves once a reader opened the pipe; rejects after `boundMs`, or as soon as `gone` rejects (the
   * process that should read it ended first).
   */
  async waitForReader(boundMs: number, what: string, gone: Promise<never>): Promise<void> {
    await withBound(Promise.race([this.opening, gone]), boundMs, () => `${what} did not happen within ${boundMs} ms`);
  }

  /**
   * Closes the write end, so a blocked reader sees the end of the file. A write end still waiting for its
   * reader is freed by opening the read end here, so no thread of the battery stays stuck in that open.
   */
  async close(): Promise<void> {
    this.closing = true;
    if (!this.settled) {
      const reader = await open(this.path, constants.O_RDONLY | constants.O_NONBLOCK);
      await this.opening.catch(() => null);
      await reader.close();
    }
    await this.writer?.close();
    this.writer = null;
  }
}
