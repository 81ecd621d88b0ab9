import { realpathSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { refuse, type LaunchRefusal } from './launch-refusal.js';
import type { ServerConfig } from './server-config.js';

/** Canonicalises the launcher grant; it must name an existing directory by an absolute path. */
export function resolveGrant(cfg: Pick<ServerConfig, 'grant' | 'grantSource'>): { root: string } | LaunchRefusal {
  const raw = cfg.grant;
  const from = cfg.grantSource === 'config' ? 'config launcher_workspace_root' : 'M1ND_WORKSPACE_ROOT';
  if (raw === null) return refuse('launcher_workspace_unresolvable', 'no workspace grant was given');
  // A relative grant would be completed by the cwd, and the cwd is never a grant.
  if (!isAbsolute(raw)) {
    return refuse('launcher_workspace_unresolvable', `${from} ${JSON.stringify(raw)} is not an absolute path; pass the repository's absolute path`);
  }
  let root: string;
  try {
    root = realpathSync(raw);
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'unknown error';
    return refuse('launcher_workspace_unresolvable', `${from} ${raw} does not resolve (${code}); point it at an existing repository directory`);
  }
  if (!statSync(root).isDirectory()) {
    return refuse('launcher_workspace_unresolvable', `${from} ${raw} resolves to ${root}, which is not a directory`);
  }
  return { root };
}
