import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Waits until no live process owns the reference runtime (`checkpoint-store/WRITER.lock` gone, or its
 * pid dead). The inspector ends its stdio server with a signal but does not wait for it; the next run
 * needs the owner released. The bound only ends a wait for a server that never exits.
 */
export async function waitOwnerReleased(runtime: string, boundMs: number): Promise<{ released: boolean; pid: number | null }> {
  const lock = join(runtime, 'checkpoint-store', 'WRITER.lock');
  const deadline = Date.now() + boundMs;
  for (;;) {
    const pid = await readLockPid(lock);
    if (pid === null || !isAlive(pid)) return { released: true, pid };
    if (Date.now() > deadline) return { released: false, pid };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function readLockPid(lock: string): Promise<number | null> {
  try {
    const pid = (JSON.parse(await readFile(lock, 'utf8')) as { pid?: unknown }).pid;
    return typeof pid === 'number' ? pid : null;
  } catch {
    return null; // absent, or being replaced: no owner to wait for
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (cause) {
    return (cause as NodeJS.ErrnoException).code === 'EPERM';
  }
}
