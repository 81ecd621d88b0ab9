import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { refuseBirth, type BirthRefusal } from './birth-refusal.js';

/**
 * Canonicalises the root a human typed after `--birth`. A relative path is read against the launch
 * directory, as any command-line path is: the argument is the human's explicit choice, not a hint.
 */
export function resolveBirthRoot(raw: string, cwd: string): { root: string } | BirthRefusal {
  if (raw === '') return refuseBirth('birth_root_unresolvable', '--birth was given an empty path; pass the repository directory');
  const absolute = resolve(cwd, raw);
  let root: string;
  try {
    root = realpathSync(absolute);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unknown error';
    return refuseBirth('birth_root_unresolvable', `--birth ${raw} does not resolve (${code}); pass an existing repository directory`);
  }
  if (!statSync(root).isDirectory()) {
    return refuseBirth('birth_root_unresolvable', `--birth ${raw} resolves to ${root}, which is not a directory`);
  }
  return { root };
}
