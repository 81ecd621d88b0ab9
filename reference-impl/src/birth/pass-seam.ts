import type { SeamHook } from '../seams/index.js';

/** Passes a seam, but lets cancellation end a hold: a held ceremony must still answer SIGTERM. */
export async function passSeam(seams: SeamHook, name: string, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  let onAbort: (() => void) | null = null;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([seams(name), aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
