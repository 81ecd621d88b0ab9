import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { canonicalise, describeUncanonical } from '../../paths/index.js';
import { errorCode, repoRelativeViolation } from '../../records/index.js';
import { refuse, type StoreRefusal } from './refusal.js';

/**
 * Reads a repo-relative file of the granted repository. The law the seed's member paths obey comes first (never
 * absolute, never `..`), then the joined path is canonicalised on the disk and must still lie inside the
 * canonical root: a link leaving the repository is refused, and a path that does not resolve is refused,
 * never folded as text.
 */
export async function readRepoRelative(grant: string | null, rel: string, field: string): Promise<{ text: string } | { refused: StoreRefusal }> {
  const why = repoRelativeViolation(rel);
  if (why !== null) return refuse('path_not_repo_relative', `${field} ${JSON.stringify(rel)} ${why}; name a file relative to the repository root, or pass the seed inline as seed_json`);
  if (grant === null) return refuse('no_workspace_root', `no workspace root is bound to this brain, so ${field} cannot be resolved; pass the seed inline as seed_json`);
  const root = canonicalise(grant, { expect: 'directory' });
  if (!('path' in root)) return refuse('no_workspace_root', `the workspace root ${grant} ${describeUncanonical(root)}; pass the seed inline as seed_json`);
  const target = canonicalise(join(root.path, rel));
  if (!('path' in target)) return refuse('path_unresolvable', `${field} ${JSON.stringify(rel)} ${describeUncanonical(target)} under ${root.path}; name an existing file of the repository`);
  if (!target.path.startsWith(root.path + sep)) return refuse('path_escapes_root', `${field} ${JSON.stringify(rel)} resolves to ${target.path}, outside the repository ${root.path}; name a file inside it`);
  try {
    return { text: await readFile(target.path, 'utf8') };
  } catch (error) {
    return refuse('path_unresolvable', `${field} ${JSON.stringify(rel)} cannot be read (${errorCode(error) ?? String(error)}); name a readable file of the repository`);
  }
}
