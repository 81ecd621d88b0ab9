import { canonicalOrNull, directoryIdOf } from '../paths/index.js';
import { refuse, type LaunchRefusal } from './launch-refusal.js';

/**
 * A persisted runtime is reusable only when its declared roots are non-empty and every one
 * canonicalises to exactly the grant. Only what was persisted is compared: the grant never
 * vouches for itself, and emptiness never authorises reassignment.
 */
export function checkPersistedIdentity(
  persistedRoots: { workspace_root: string | null; roots: string[]; root_ids?: Record<string, string> } | null,
  canonicalGrant: string,
): 'fresh' | 'reuse' | LaunchRefusal {
  if (persistedRoots === null) return 'fresh';
  const declared = [
    ...(persistedRoots.workspace_root === null ? [] : [persistedRoots.workspace_root]),
    ...persistedRoots.roots,
  ];
  if (declared.length === 0) {
    return refuse('launcher_workspace_conflicts_with_bound_graph', `the runtime's persisted identity declares no root, so it cannot be reused for ${canonicalGrant}; use a fresh runtime directory`);
  }
  for (const root of declared) {
    // A relative spelling would be completed by the cwd, which has no say in identity: it has none.
    const canonical = canonicalOrNull(root);
    if (canonical === null) {
      return refuse('launcher_workspace_conflicts_with_bound_graph', `persisted root ${JSON.stringify(root)} does not resolve; this runtime is bound to it, use a fresh runtime directory for ${canonicalGrant}`);
    }
    if (canonical !== canonicalGrant) {
      return refuse('launcher_workspace_conflicts_with_bound_graph', `persisted root ${root} (${canonical}) is not the granted workspace ${canonicalGrant}; use a fresh runtime directory`);
    }
    // A recorded spelling that now resolves elsewhere is an alias only if it still names the directory recorded
    // (a legacy identity records none, and is adopted); a root swapped for a link to another tree is not.
    const recorded = persistedRoots.root_ids?.[root];
    if (canonical !== root && recorded !== undefined && directoryIdOf(canonical) !== recorded) {
      return refuse('launcher_workspace_conflicts_with_bound_graph', `persisted root ${root} now resolves to ${canonical}, which is not the directory this runtime recorded for it; the root was replaced since, use a fresh runtime directory`);
    }
  }
  return 'reuse';
}
