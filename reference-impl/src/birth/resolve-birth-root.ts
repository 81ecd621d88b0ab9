import { anchorPath, canonicalise } from '../paths/index.js';
import { refuseBirth, type BirthRefusal } from './birth-refusal.js';

/**
 * Canonicalises the root a human typed after `--birth`. A relative path is read against the launch
 * directory, as any command-line path is: the argument is the human's explicit choice, not a hint. Its `..`
 * components are resolved on the disk, never as text.
 */
export function resolveBirthRoot(raw: string, cwd: string): { root: string } | BirthRefusal {
  if (raw === '') return refuseBirth('birth_root_unresolvable', '--birth was given an empty path; pass the repository directory');
  const c = canonicalise(anchorPath(raw, cwd), { expect: 'directory' });
  if ('path' in c) return { root: c.path };
  if (c.reason === 'not_a_directory') {
    return refuseBirth('birth_root_unresolvable', `--birth ${raw} resolves to ${c.resolved}, which is not a directory`);
  }
  return refuseBirth('birth_root_unresolvable', `--birth ${raw} does not resolve (${c.errno ?? c.reason}); pass an existing repository directory`);
}
