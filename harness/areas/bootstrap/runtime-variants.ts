import { chmod, chown, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FixtureHome } from '../../homes/index.js';

/** The runtime directory classes of seed 000's validation rule, as the battery builds them. */
export const RUNTIME_VARIANTS = [
  'absent', 'none', 'relative', 'parent-component', 'symlink', 'regular-file', 'inside-source',
  'group-writable', 'other-writable', 'foreign-owner', 'open-ancestor', 'foreign-ancestor',
  'group-grandparent', 'open-great-grandparent', 'sticky-ancestor',
] as const;
export type RuntimeVariant = (typeof RUNTIME_VARIANTS)[number];

/** How the runtime is named to the server, the directory it really is, and a cwd the naming needs. */
export interface RuntimeChoice {
  arg: string | null;
  real: string | null;
  cwd: string | null;
}

/** The UID/GID that owns "foreign" objects: nobody, a real account that is not us. */
export const FOREIGN_ID = 65534;

/** Builds one runtime class inside the scenario's home; `source` is the granted repository. */
export async function prepareRuntimeVariant(h: FixtureHome, variant: RuntimeVariant, source: string | null): Promise<RuntimeChoice> {
  const plain = { arg: h.runtime, real: h.runtime, cwd: null };
  switch (variant) {
    case 'absent': {
      const path = join(h.root, 'absent-runtime');
      return { arg: path, real: path, cwd: null };
    }
    case 'none':
      return { arg: null, real: null, cwd: null };
    case 'relative':
      // Resolves to the valid private runtime from the cwd, so relativity is the only fault.
      return { arg: relative(h.root, h.runtime), real: h.runtime, cwd: h.root };
    case 'parent-component': {
      await privateDir(join(h.root, 'detour'));
      return { arg: `${join(h.root, 'detour')}/../${relative(h.root, h.runtime)}`, real: h.runtime, cwd: null };
    }
    case 'symlink': {
      const link = join(h.root, 'runtime-link');
      await symlink(h.runtime, link);
      return { arg: link, real: h.runtime, cwd: null };
    }
    case 'regular-file': {
      const file = join(h.root, 'runtime-file');
      await writeFile(file, '', { mode: 0o600 });
      return { arg: file, real: file, cwd: null };
    }
    case 'inside-source': {
      if (source === null) throw new Error('a runtime inside the source needs the granted repository first; build it before this step');
      const inside = join(source, '.m1nd-runtime');
      await privateDir(inside);
      return { arg: inside, real: inside, cwd: null };
    }
    case 'group-writable':
      await chmod(h.runtime, 0o770);
      return plain;
    case 'other-writable':
      await chmod(h.runtime, 0o707);
      return plain;
    case 'foreign-owner':
      await chown(h.runtime, FOREIGN_ID, FOREIGN_ID);
      return plain;
    case 'open-ancestor': {
      const open = join(h.root, 'open');
      await mkdir(open);
      await chmod(open, 0o777); // set explicitly: the umask would drop the other-write bit
      const runtime = join(open, 'runtime');
      await privateDir(runtime);
      return { arg: runtime, real: runtime, cwd: null };
    }
    case 'group-grandparent':
      // Private parent, shared grandparent: only a walk past the parent sees it.
      return privateBelow(join(h.root, 'shared-group'), 0o770, ['team', 'runtime']);
    case 'open-great-grandparent':
      return privateBelow(join(h.root, 'shared-all'), 0o777, ['projects', 'team', 'runtime']);
    case 'sticky-ancestor':
      // Like /tmp: everyone may create entries, the sticky bit only stops them deleting others'.
      return privateBelow(join(h.root, 'sticky'), 0o1777, ['runtime']);
    case 'foreign-ancestor': {
      const parent = join(h.root, 'foreign-parent');
      await mkdir(parent);
      await chmod(parent, 0o755);
      const runtime = join(parent, 'runtime');
      await privateDir(runtime);
      await chown(parent, FOREIGN_ID, FOREIGN_ID);
      return { arg: runtime, real: runtime, cwd: null };
    }
  }
}

/** A runtime at `ancestor/<levels...>`: the ancestor gets `mode`, everything below it is private. */
async function privateBelow(ancestor: string, mode: number, levels: readonly string[]): Promise<RuntimeChoice> {
  await mkdir(ancestor);
  await chmod(ancestor, mode); // set explicitly: the umask would drop the group and other bits
  let dir = ancestor;
  for (const level of levels) {
    dir = join(dir, level);
    await privateDir(dir);
  }
  return { arg: dir, real: dir, cwd: null };
}

async function privateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true });
  await chmod(path, 0o700);
}

/** The runtime directory classes of seed 000's runtime validation, as features name them. */
export const RUNTIME_CLASS_PHRASES: Readonly<Record<string, RuntimeVariant>> = Object.freeze({
  'no runtime directory is given': 'none',
  'a runtime directory that does not exist': 'absent',
  'the runtime directory is named by a path relative to the current directory': 'relative',
  'the runtime directory is named by a path that climbs through a parent component': 'parent-component',
  'the runtime directory is named by a symbolic link to a private directory': 'symlink',
  'the runtime path names a regular file': 'regular-file',
  'the runtime directory is writable by its group': 'group-writable',
  'the runtime directory is writable by other users': 'other-writable',
  'the runtime directory belongs to another user': 'foreign-owner',
  'the runtime directory sits below an ancestor writable by other users': 'open-ancestor',
  'the runtime directory sits below an ancestor owned by another user and writable only by it': 'foreign-ancestor',
  'the runtime directory sits in a private folder whose own parent its group may write': 'group-grandparent',
  'the runtime directory sits three levels below an ancestor writable by other users': 'open-great-grandparent',
  'the runtime directory sits in a shared folder everyone may write, with the sticky bit like /tmp': 'sticky-ancestor',
});

export function parseRuntimeClass(words: string): RuntimeVariant {
  const found = RUNTIME_CLASS_PHRASES[words];
  if (!found) throw new Error(`unknown runtime directory class ${JSON.stringify(words)}; use one of: ${Object.keys(RUNTIME_CLASS_PHRASES).join(' | ')}`);
  return found;
}
