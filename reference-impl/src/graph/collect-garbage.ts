// A full garbage collection on demand, at the two moments a large preparation leaves most of its heap behind.
// Left to itself, V8 grows the heap past that garbage instead, and the process's peak memory with it:
// - once a scan's links are resolved (scan-root.ts): the resolver's indexes and what it worked out on the way. At
//   100k generated files the heap went from about 500 to 870 MB while resolving, and a collection then took it back
//   to about 510 MB, so the sort and the snapshot's encoding that follow reuse that room: the cold start peaked at
//   about 1,000 MiB of RSS instead of about 1,080-1,150;
// - once the preparation is done (server/prepare-owned.ts), before the first question builds its indexes: the
//   scan's file parts and the encoded snapshot. A 100k-file tree's cold start peaked at about 1,010 MiB of RSS, and
//   with one collection there (about a third of a second) at 900-920 MiB, before the links were resolved as now.
// Node offers gc() only behind a flag; the flag is set for this process and the function taken from a fresh
// context, once.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Fewest graph nodes for a collection to be worth its time (a 100k-file generated tree has about 570k). */
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
