import { mkdir, symlink, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SAMPLE_REPO, type RepoSpec } from '../../repos/index.js';
import { addRepo, type Scenario } from '../../scenario/index.js';

/** A whole-second time every fixed-mtime fixture file carries, so an edit can restore it exactly. */
export const FIXED_MTIME = new Date('2024-01-01T00:00:00Z');

/** The file whose edit keeps its size and mtime, and the symbol it defines before and after. */
export const STAMP_FILE = 'src/stamp.ts';
export const STAMP_BEFORE = 'stampAlpha';
export const STAMP_AFTER = 'stampOmega';

/**
 * The sample repository plus two subdirectories a descendant caller can work in (`m1nd-ui`, `sub`) and a
 * file whose symbol can be renamed without changing its size.
 */
export const REFRESH_REPO: RepoSpec = {
  ...SAMPLE_REPO,
  files: {
    ...SAMPLE_REPO.files,
    'm1nd-ui/panel.ts': 'export function renderPanel(): string {\n  return "panel";\n}\n',
    'sub/notes.md': '# Notes\n\nA subdirectory a caller may work in.\n',
    [STAMP_FILE]: `export function ${STAMP_BEFORE}(): number {\n  return 1;\n}\n`,
  },
};

export async function addRefreshRepo(s: Scenario, name: string): Promise<string> {
  const path = await addRepo(s, name, REFRESH_REPO);
  await utimes(join(path, STAMP_FILE), FIXED_MTIME, FIXED_MTIME);
  return path;
}

/**
 * A repository of `units` one-node text files and `symbols` two-node source files (file + function), so
 * that deleting files can leave a candidate of any exact node count.
 */
export function wideRepoSpec(units: number, symbols: number): RepoSpec {
  const files: Record<string, string> = {};
  for (let i = 0; i < units; i += 1) files[`notes/n${String(i).padStart(3, '0')}.md`] = `note ${i}\n`;
  for (let i = 0; i < symbols; i += 1) files[`src/w${String(i).padStart(3, '0')}.ts`] = `export function wideUnit${i}(): number {\n  return ${i};\n}\n`;
  return { files };
}

/** How a scenario spells a caller root relative to a repository; the phrases are the feature's words. */
export const CALLER_FORMS = [
  'the root',
  'its subdirectory "m1nd-ui"',
  'its subdirectory "sub"',
  'its sibling "out" spelled through ".."',
  'a symbolic link inside it that points out',
  'its path spelled through a symlinked parent',
  'its subdirectory "m1nd-ui" spelled through a symlinked parent',
  'a path beside it that does not exist',
] as const;
export type CallerForm = (typeof CALLER_FORMS)[number];

export function parseCallerForm(words: string): CallerForm {
  const form = CALLER_FORMS.find((f) => f === words);
  if (!form) throw new Error(`unknown caller-root form "${words}"; use one of: ${CALLER_FORMS.join(' | ')}`);
  return form;
}

/**
 * The caller-root text for `form` of repository `repo`, creating what it needs: the sibling `out`, a link
 * inside the root (the source baseline moves with it), or a symlinked alias of the repositories' parent.
 */
export async function callerRootText(s: Scenario, repo: string, form: CallerForm): Promise<string> {
  const root = s.repo(repo);
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
      await mkdir(join(parent, 'out'), { recursive: true });
      // Kept textual on purpose: the `..` must reach the implementation unresolved.
      return `${root}/../out`;
    case 'a symbolic link inside it that points out': {
      await mkdir(join(parent, 'out'), { recursive: true });
      const link = join(root, 'escape-link');
      await symlink(join(parent, 'out'), link).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'EEXIST') throw e; });
      await s.guard.rebaseline(repo);
      return link;
    }
    case 'its path spelled through a symlinked parent':
      return join(await aliasOfParent(s, parent), name);
    case 'its subdirectory "m1nd-ui" spelled through a symlinked parent':
      return join(await aliasOfParent(s, parent), name, 'm1nd-ui');
    case 'a path beside it that does not exist':
      return join(parent, `${name}-never-created`);
  }
}

/** `<home>/alias-of-repos` -> the repositories' parent: the Linux stand-in for `/tmp` vs `/private/tmp`. */
async function aliasOfParent(s: Scenario, parent: string): Promise<string> {
  const alias = join(s.fixtureHome.root, 'alias-of-repos');
  await symlink(parent, alias).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'EEXIST') throw e; });
  return alias;
}
