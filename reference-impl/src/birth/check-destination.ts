import { lstatSync, readdirSync } from 'node:fs';
import { brainDirOf } from '../brains/index.js';
import { collectBoundRoots, findOverlap } from './bound-roots.js';
import { refuseBirth, type BirthRefusal } from './birth-refusal.js';

/**
 * The read-only guards a birth must pass, in order: an empty destination as found on disk, a
 * readable set of bound roots, and no overlap with any of them. Nothing is created here.
 */
export function checkDestination(runtime: string, root: string, brainId: string, grantRaw: string | null): BirthRefusal | null {
  const dir = brainDirOf(runtime, brainId);
  const occupied = describeOccupied(dir);
  if (occupied) return refuseBirth('birth_destination_not_empty', `${dir} ${occupied}; a brain is born only into an empty destination`);

  let bound;
  try {
    bound = collectBoundRoots(runtime, grantRaw);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return refuseBirth('birth_bound_roots_unreadable', `the roots ${runtime} is bound to cannot be read (${why}); repair or move that runtime first`);
  }
  const overlap = findOverlap(root, bound);
  if (overlap) {
    const { bound: b, relation } = overlap;
    const shown = b.canonical !== null && b.canonical !== b.root ? `${b.root} (${b.canonical})` : b.root;
    const how = relation === 'equal' ? 'equals' : relation === 'inside' ? 'lies inside' : 'contains';
    return refuseBirth('birth_root_overlaps_bound_root', `${root} ${how} ${shown}, the ${b.source} of this runtime; a born root must be disjoint from every bound root`);
  }
  return null;
}

/** Why the destination is not empty, or null when it is absent or an empty directory. */
function describeOccupied(dir: string): string | null {
  let isDir: boolean;
  try {
    isDir = lstatSync(dir).isDirectory();
  } catch {
    return null;
  }
  if (!isDir) return 'exists and is not a directory';
  const entries = readdirSync(dir);
  return entries.length === 0 ? null : `already holds ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} (${entries.slice(0, 3).join(', ')})`;
}
