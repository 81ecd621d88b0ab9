import { isSameOrInside } from '../launcher/index.js';
import { canonicalOrNull } from '../paths/index.js';
import { listBornBrains, type BornBrain } from './list-born-brains.js';

export type CallerBrain = { kind: 'dev' } | { kind: 'born'; brain: BornBrain } | { kind: 'none' };

/**
 * Which brain receives a caller, by the reception rule: the caller's canonical root equals or lies
 * inside the brain's root. An unknown caller (null) stays with the development brain; a caller root
 * that does not resolve matches nothing, since two unresolvable spellings prove no identity.
 */
export function resolveBrainForCaller(runtime: string, devRoot: string | null, callerRoot: string | null): CallerBrain {
  if (callerRoot === null) return { kind: 'dev' };
  const caller = canonicalOrNull(callerRoot);
  if (caller === null) return { kind: 'none' };
  if (devRoot !== null && isSameOrInside(caller, devRoot)) return { kind: 'dev' };
  // Born roots never overlap one another, so at most one matches; the deepest wins all the same.
  let best: BornBrain | null = null;
  for (const brain of listBornBrains(runtime)) {
    if (!isSameOrInside(caller, brain.root)) continue;
    if (best === null || brain.root.length > best.root.length) best = brain;
  }
  return best ? { kind: 'born', brain: best } : { kind: 'none' };
}
