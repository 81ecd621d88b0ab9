import { execFileSync } from 'node:child_process';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';

/**
 * How a scenario spells a path relative to a target directory (a repository, or the runtime directory):
 * the one vocabulary of the caller-root table, the grant and runtime attack tables and the brain selector.
 * The phrases are the features' words; each belongs to one form class.
 */
export const PATH_FORM_CLASSES = {
  'the root': 'exact',
  'its subdirectory "m1nd-ui"': 'descendant',
  'its subdirectory "sub"': 'descendant',
  'its sibling "out" spelled through ".."': 'dotdot',
  'its subdirectory "m1nd-ui", then ".."': 'dotdot',
  'its own name after "..", from inside it': 'dotdot',
  'a missing directory inside it, then ".."': 'missing-then-dotdot',
  'a missing directory inside it, then "../.."': 'missing-then-dotdot',
  'a missing directory beside it, then ".." and its name': 'missing-then-dotdot',
  'a file inside it, then ".."': 'missing-then-dotdot',
  'a path beside it that does not exist': 'missing',
  'a symbolic link inside it that points out': 'symlink-out',
  'a symbolic link inside it that points out, with a trailing slash': 'symlink-out',
  'a symbolic link beside it that points at it': 'symlink-in',
  'a symbolic link loop inside it': 'symlink-loop',
  'a dangling symbolic link inside it': 'symlink-dangling',
  'a symbolic link inside it that points out, then ".."': 'symlink-then-dotdot',
  'its path spelled through a symlinked parent': 'alias',
  'its subdirectory "m1nd-ui" spelled through a symlinked parent': 'alias',
  'its path with a trailing slash': 'slashes',
  'its path with doubled slashes': 'slashes',
  'its path with a leading "//"': 'slashes',
  'a file inside it, with a trailing slash': 'slashes',
  'its path with a "." component': 'dot',
  'its path, then "/."': 'dot',
  'its subdirectory "m1nd-ui", then "."': 'dot',
  'its path through a parent alias named in NFC': 'unicode',
  'its path through that NFC alias, spelled in NFD': 'unicode',
  'its path through a parent alias named in NFD, spelled in NFC': 'unicode',
  'its name in upper case': 'case',
  'its name in upper case, where that is another directory': 'case',
  'a component of 256 bytes inside it': 'over-long',
  'a path of over 4096 bytes that would name it': 'over-long',
  'its path, then a newline': 'control',
  'its name after a tab': 'control',
  'its path, then a no-break space': 'control',
  'its path, then a NUL': 'nul',
  'its path relative to the fixture folder': 'relative',
  'its name alone': 'relative',
  'a "~" path to it': 'tilde',
  'its name with its first letter percent-encoded': 'percent',
  'its subdirectory "m1nd-ui", then a percent-encoded ".."': 'percent',
  'its path with a percent-encoded slash before its name': 'percent',
  'a file inside it': 'not-a-directory',
  'a FIFO inside it': 'not-a-directory',
} as const;

export type PathForm = keyof typeof PATH_FORM_CLASSES;
export type FormClass = (typeof PATH_FORM_CLASSES)[PathForm];
export const PATH_FORMS = Object.freeze(Object.keys(PATH_FORM_CLASSES) as PathForm[]);

export function parsePathForm(words: string): PathForm {
  if (!(words in PATH_FORM_CLASSES)) throw new Error(`unknown path form "${words}"; use one of: ${PATH_FORMS.join(' | ')}`);
  return words as PathForm;
}

/**
 * The channels a path travels in. The environment and argv cannot hold a NUL; an HTTP header holds
 * neither a NUL nor a line break (a tab and bytes above 0x7f it can: the path's UTF-8 octets).
 */
export type PathChannel = 'env' | 'argv' | 'config' | 'json' | 'header' | 'query';

export function channelCarries(channel: PathChannel, text: string): boolean {
  if (text.includes('\0')) return channel === 'config' || channel === 'json';
  // eslint-disable-next-line no-control-regex
  if (/[\r\n\x01-\x08\x0b-\x1f\x7f]/.test(text)) return channel !== 'header';
  return true;
}

/** What the forms are spelled against, and where a form may make what it needs. */
export interface FormTarget {
  /** the directory the forms spell (canonical) */
  dir: string;
  /** a private folder for aliases (the fixture root) */
  aliasBase: string;
  /** the fixture's HOME, for "~" forms */
  home: string;
  /** called after a form made something inside the target (the source baseline moves with it) */
  changedInside(): Promise<void>;
}

/** The text of `form` for `target`, making what it needs. Every `..`, `.` and slash is kept textual on purpose. */
export async function spellPath(t: FormTarget, form: PathForm): Promise<string> {
  const root = t.dir;
  const parent = dirname(root);
  const name = root.slice(parent.length + 1);
  switch (form) {
    case 'the root':
      return root;
    case 'its subdirectory "m1nd-ui"':
      return join(root, 'm1nd-ui');
    case 'its subdirectory "sub"':
      return join(root, 'sub');
    case 'its sibling "out" spelled through ".."':
      await outside(parent);
      return `${root}/../out`;
    case 'its subdirectory "m1nd-ui", then ".."':
      return `${root}/m1nd-ui/..`;
    case 'its own name after "..", from inside it':
      return `${root}/../${name}`;
    // Read as text these name the root itself (or its parent); on the disk they name nothing.
    case 'a missing directory inside it, then ".."':
      return `${root}/never-created/..`;
    case 'a missing directory inside it, then "../.."':
      return `${root}/never-created/../..`;
    case 'a missing directory beside it, then ".." and its name':
      return `${parent}/never-created/../${name}`;
    case 'a file inside it, then ".."':
      return `${await fileInside(t)}/..`;
    case 'a path beside it that does not exist':
      return join(parent, `${name}-never-created`);
    case 'a symbolic link inside it that points out':
      return linkInside(t, 'escape-link', await outside(parent));
    case 'a symbolic link inside it that points out, with a trailing slash':
      return `${await linkInside(t, 'escape-link', await outside(parent))}/`;
    case 'a symbolic link beside it that points at it':
      return linkAt(join(parent, `${name}-link`), root);
    case 'a symbolic link loop inside it':
      await linkInside(t, 'loop-b', join(root, 'loop-a'));
      return linkInside(t, 'loop-a', join(root, 'loop-b'));
    case 'a dangling symbolic link inside it':
      return linkInside(t, 'dangling-link', join(parent, `${name}-link-target-never-created`));
    // Read as text this is the root; on the disk it is the parent of the link's target, outside the root.
    case 'a symbolic link inside it that points out, then ".."':
      return `${await linkInside(t, 'escape-link', await outside(parent))}/..`;
    case 'its path spelled through a symlinked parent':
      return join(await linkAt(aliasOf(t, parent, 'alias'), parent), name);
    case 'its subdirectory "m1nd-ui" spelled through a symlinked parent':
      return join(await linkAt(aliasOf(t, parent, 'alias'), parent), name, 'm1nd-ui');
    case 'its path with a trailing slash':
      return `${root}/`;
    case 'its path with doubled slashes':
      return `${parent}//${name}`;
    case 'its path with a leading "//"':
      return `/${root}`;
    case 'a file inside it, with a trailing slash':
      return `${await fileInside(t)}/`;
    case 'its path with a "." component':
      return `${parent}/./${name}`;
    case 'its path, then "/."':
      return `${root}/.`;
    case 'its subdirectory "m1nd-ui", then "."':
      return `${root}/m1nd-ui/.`;
    // The same letters in two Unicode normal forms are two names on a byte-exact file system.
    case 'its path through a parent alias named in NFC':
      return join(await linkAt(aliasOf(t, parent, NFC_ALIAS), parent), name);
    case 'its path through that NFC alias, spelled in NFD':
      return join((await linkAt(aliasOf(t, parent, NFC_ALIAS), parent)).normalize('NFD'), name);
    case 'its path through a parent alias named in NFD, spelled in NFC':
      return join((await linkAt(aliasOf(t, parent, NFD_ALIAS), parent)).normalize('NFC'), name);
    case 'its name in upper case':
      return join(parent, name.toUpperCase());
    case 'its name in upper case, where that is another directory': {
      const twin = join(parent, name.toUpperCase());
      await mkdir(twin, { recursive: true });
      await writeFile(join(twin, 'twin.ts'), 'export const twin = 1;\n');
      return twin;
    }
    case 'a component of 256 bytes inside it':
      return join(root, 'c'.repeat(256));
    // Every component exists, but the whole is longer than PATH_MAX: the kernel names nothing.
    case 'a path of over 4096 bytes that would name it':
      return `${parent}${'/.'.repeat(2100)}/${name}`;
    case 'its path, then a newline':
      return `${root}\n`;
    case 'its name after a tab':
      return `${parent}/\t${name}`;
    case 'its path, then a no-break space':
      return `${root}\u00a0`;
    case 'its path, then a NUL':
      return `${root}\0`;
    case 'its path relative to the fixture folder':
      return relative(t.aliasBase, root);
    case 'its name alone':
      return name;
    case 'a "~" path to it':
      return `~/${relative(t.home, root)}`;
    case 'its name with its first letter percent-encoded':
      return join(parent, `%${name.charCodeAt(0).toString(16).toUpperCase()}${name.slice(1)}`);
    case 'its subdirectory "m1nd-ui", then a percent-encoded ".."':
      return `${root}/m1nd-ui/%2e%2e`;
    case 'its path with a percent-encoded slash before its name':
      return `${parent}%2F${name}`;
    case 'a file inside it':
      return fileInside(t);
    case 'a FIFO inside it': {
      const fifo = join(root, 'a-fifo');
      try {
        execFileSync('mkfifo', ['-m', '0600', fifo], { env: { PATH: '/usr/bin:/bin' }, stdio: 'pipe' });
      } catch (e) {
        if (!String((e as { stderr?: unknown }).stderr ?? '').includes('File exists')) throw e;
      }
      await t.changedInside();
      return fifo;
    }
  }
}

// Both names hold an accented letter: one composed (NFC), one decomposed (NFD).
const NFC_ALIAS = 'caf\u00e9';
const NFD_ALIAS = 'nfd-cafe\u0301';

/** `<aliasBase>/<prefix>-of-<parent's name>`: a symbolic link to `parent` (the `/tmp` vs `/private/tmp` stand-in). */
function aliasOf(t: FormTarget, parent: string, prefix: string): string {
  return join(t.aliasBase, `${prefix}-of-${basename(parent)}`);
}

/** `<parent>/out` holding one source file, so a grant that lands there has something to scan. */
async function outside(parent: string): Promise<string> {
  const out = join(parent, 'out');
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'outside.ts'), 'export function outsideTheRoot(): number {\n  return 0;\n}\n');
  return out;
}

/** A regular file inside the target (the repository's README, or one made for another target). */
async function fileInside(t: FormTarget): Promise<string> {
  const file = join(t.dir, 'README.md');
  await writeFile(file, '# A file where a directory is expected\n', { flag: 'wx' }).then(() => t.changedInside(), (e: NodeJS.ErrnoException) => { if (e.code !== 'EEXIST') throw e; });
  return file;
}

/** A symbolic link `<target>/<name>` -> `to`, made once; the target's baseline moves with it. */
async function linkInside(t: FormTarget, name: string, to: string): Promise<string> {
  const link = await linkAt(join(t.dir, name), to);
  await t.changedInside();
  return link;
}

async function linkAt(link: string, to: string): Promise<string> {
  await symlink(to, link).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'EEXIST') throw e; });
  return link;
}
