// A full garbage collection on demand, for the moment a large preparation leaves most of its heap behind (the
// scan's file parts, the encoded snapshot) just before the first question builds its indexes. Left to itself, V8
// grows the heap past that garbage instead: a 100k-file tree's cold start peaked at about 1,010 MiB of RSS, and
// with one collection here (about a third of a second) at 900-920 MiB. Node offers gc() only behind a flag; the
// flag is set for this process and the function taken from a fresh context, once.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Fewest graph nodes after a scan for a collection to be worth its time (a 100k-file tree has about 700k). */
export const COLLECT_AFTER_SCAN_NODES = 200_000;

let gc: (() => void) | null = null;

/** Runs a full, blocking collection; false when this runtime does not allow one (nothing is done then). */
export function collectGarbage(): boolean {
  try {
    if (gc === null) {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    }
    gc();
    return true;
  } catch {
    return false;
  }
}
