// A warm start leaves its graph's link material undecoded (graph/snapshot-read.ts, DeferLinks) so the first answer
// does not wait for it. A serving owner then decodes it a slice at a time, so a later refresh or `missing` finds it
// ready; one that comes sooner decodes the rest at once.
import { decodeDeferredLinks, type Graph } from '../graph/index.js';

export interface IdleDecode {
  /** Before the first slice: the first questions of a new session come first. */
  afterMs: number;
  /** Records a slice decodes: about 10 ms of a turn at 100k small files. */
  perTurn: number;
}

export const IDLE_DECODE: IdleDecode = { afterMs: 1000, perTurn: 500 };

/**
 * Starts decoding `graph`'s deferred link material in slices, one per turn (the pause holds no process open).
 * Returns a stop. A slice that throws (a fault while decoding, or in telling a refusal) ends the decode and is
 * handed to `fault`, never left to end the server: the graph is then settled without link material, which only
 * makes the next refresh parse every file again.
 */
export function decodeLinksWhenIdle(graph: Graph, fault: (error: unknown) => void, opts: IdleDecode = IDLE_DECODE): () => void {
  let timer: NodeJS.Timeout | null = null;
  let immediate: NodeJS.Immediate | null = null;
  const turn = (): void => {
    timer = null;
    immediate = null;
    try {
      if (decodeDeferredLinks(graph, opts.perTurn)) return;
    } catch (error) {
      fault(error);
      return;
    }
    // Held (not unref'd): the loop's poll does not wait for I/O while a held immediate is due, and an unref'd one
    // would run only when something else wakes the loop. A server exits explicitly, so nothing is kept alive.
    immediate = setImmediate(turn);
  };
  timer = setTimeout(turn, opts.afterMs).unref();
  return () => {
    if (timer) clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
    timer = null;
    immediate = null;
  };
}
