// A full garbage collection on demand, at the moments a large graph's preparation or refresh would otherwise work on
// top of the garbage before it. Left to itself, V8 grows the heap past that garbage instead, and the process's peak
// memory with it:
// - once a first scan's links are resolved (scan-root.ts; a scan given no previous graph): the resolver's indexes
//   and what it worked out on the way.
//   In a cold start over 100k generated files the heap's used part went from about 490 to 820-870 MB while
//   resolving, and this collection (0.3 s) took it back to about 510 MB, so the sort and the snapshot's encoding
//   that follow reuse that room. Measured on 2026-12-06 over one generated tree, before the resolver's name sets
//   and import cache were made smaller, single cold starts peaked at 882-963 MiB of RSS with it and at
//   1,077-1,155 MiB without it (with the second collection in both);
// - once the preparation is done (server/prepare-owned.ts), before the first question builds its indexes: the
//   scan's file parts and the encoded snapshot. When it was added, it took that tree's peak from about 1,010 to
//   900-920 MiB; the resolver has since grown, which the first collection answers;
// - as a refresh of a large graph begins (refresh/refresh-door.ts): what the warm start's snapshot read or the last
//   refresh left. The only one that runs while the server answers: other requests wait for it. Over the bench's
//   100k tree at 8727967, a warm start then an unchanged and a 1%-changed refresh peaked at 724 and 732 MiB with
//   it, 759 and 906 MiB without (one run each, with other processes running), and it cost 0.19 and 0.43 s; in the
//   bench's three runs the refreshes peaked at 779-838 MiB against 798-1,001 at c4861b7.
// Node offers gc() only behind a flag; the flag is set for this process and the function taken from a fresh
// context, once.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Fewest graph nodes for a collection to be worth its time (10k generated files make 57,099 nodes). */
export const COLLECT_AFTER_SCAN_NODES = 200_000;

/** Collects when a graph of `nodes` nodes is large enough for it to be worth its time; true when it did. */
export function collectForGraphOf(nodes: number): boolean {
  return nodes >= COLLECT_AFTER_SCAN_NODES && collectGarbage();
}

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
