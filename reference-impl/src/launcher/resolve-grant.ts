import { canonicalise } from '../paths/index.js';
import { refuse, type LaunchRefusal } from './launch-refusal.js';
import type { ServerConfig } from './server-config.js';

/** Canonicalises the launcher grant; it must name an existing directory by an absolute path. */
export function resolveGrant(cfg: Pick<ServerConfig, 'grant' | 'grantSource'>): { root: string } | LaunchRefusal {
  const raw = cfg.grant;
  const from = cfg.grantSource === 'config' ? 'config launcher_workspace_root' : 'M1ND_WORKSPACE_ROOT';
  if (raw === null) return refuse('launcher_workspace_unresolvable', 'no workspace grant was given');
  const c = canonicalise(raw, { expect: 'directory' });
  if ('path' in c) return { root: c.path };
  switch (c.reason) {
    case 'empty':
    case 'not_absolute':
      // A relative grant would be completed by the cwd, and the cwd is never a grant.
      return refuse('launcher_workspace_unresolvable', `${from} ${JSON.stringify(raw)} is not an absolute path; pass the repository's absolute path`);
    case 'not_a_directory':
      return refuse('launcher_workspace_unresolvable', `${from} ${raw} resolves to ${c.resolved}, which is not a directory`);
    default:
      return refuse('launcher_workspace_unresolvable', `${from} ${raw} does not resolve (${c.errno ?? c.reason}); point it at an existing repository directory`);
  }
}
