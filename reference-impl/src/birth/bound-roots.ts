import { isAbsolute } from 'node:path';
import { listBornBrains } from '../brains/index.js';
import { isSameOrInside } from '../launcher/index.js';
import { canonicalOrNull } from '../paths/index.js';
import { readPersistedRoots } from '../store/index.js';

export interface BoundRoot {
  /** The root as recorded, and its canonical form when it still resolves. */
  root: string;
  canonical: string | null;
  source: 'development identity' | 'workspace grant' | 'born brain';
}

export type Overlap = { bound: BoundRoot; relation: 'equal' | 'inside' | 'containing' };

/**
 * Every root a runtime is already bound to: the development brain's persisted identity, the
 * workspace grant of this launch, and each born brain. Throws when the persisted identity cannot be
 * read, since an unreadable binding cannot be proven disjoint.
 */
export function collectBoundRoots(runtime: string, grantRaw: string | null): BoundRoot[] {
  const bound: BoundRoot[] = [];
  const persisted = readPersistedRoots(runtime);
  if (persisted) {
    const declared = [...(persisted.workspace_root === null ? [] : [persisted.workspace_root]), ...persisted.roots];
    for (const root of new Set(declared)) bound.push(describe(root, 'development identity'));
  }
  if (grantRaw !== null && grantRaw !== '') bound.push(describe(grantRaw, 'workspace grant'));
  for (const brain of listBornBrains(runtime)) bound.push(describe(brain.root, 'born brain'));
  return bound;
}

/**
 * The first bound root the candidate equals, lies inside, or contains. Both the recorded and the
 * canonical spelling of a bound root count, so a vanished or aliased root still blocks.
 */
export function findOverlap(candidate: string, bound: BoundRoot[]): Overlap | null {
  for (const b of bound) {
    for (const form of [b.canonical, isAbsolute(b.root) ? b.root : null]) {
      if (form === null) continue;
      if (candidate === form) return { bound: b, relation: 'equal' };
      if (isSameOrInside(candidate, form)) return { bound: b, relation: 'inside' };
      if (isSameOrInside(form, candidate)) return { bound: b, relation: 'containing' };
    }
  }
  return null;
}

function describe(root: string, source: BoundRoot['source']): BoundRoot {
  return { root, canonical: canonicalOrNull(root), source };
}
