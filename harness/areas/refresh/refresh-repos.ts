import { mkdir, symlink, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SAMPLE_REPO, type RepoSpec } from '../../repos/index.js';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { refreshArea } from './refresh-area.js';

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

/**
 * Searches whose answers a refusal must leave as they were: symbols of files a scenario keeps, renames and
 * removes (so an applied refresh would show), and a subdirectory's symbol.
 */
export const REFRESH_REPO_QUERIES: readonly string[] = Object.freeze(['greetVisitor', 'renderPanel', STAMP_BEFORE, 'render_report']);

export async function addRefreshRepo(s: Scenario, name: string): Promise<string> {
  const path = await addRepo(s, name, REFRESH_REPO);
  await utimes(join(path, STAMP_FILE), FIXED_MTIME, FIXED_MTIME);
  refreshArea(s).probeQueries.push(...REFRESH_REPO_QUERIES);
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

/** Searches over the wide fixture: its functions, and its notes by file name. */
export const WIDE_REPO_QUERIES: readonly string[] = Object.freeze(['wideUnit', '.md']);

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
  'a dangling symbolic link inside it',
  'a missing directory inside it, then ".."',
  'a missing directory inside it, then "../.."',
  'a file inside it, then ".."',
  'a symbolic link inside it that points out, then ".."',
  'its subdirectory "m1nd-ui", then ".."',
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
 * Every `..` is kept textual on purpose: it must reach the implementation unresolved.
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
      return `${root}/../out`;
    case 'a symbolic link inside it that points out':
      await mkdir(join(parent, 'out'), { recursive: true });
      return linkInside(s, repo, 'escape-link', join(parent, 'out'));
    case 'a dangling symbolic link inside it':
      return linkInside(s, repo, 'dangling-link', join(parent, `${name}-link-target-never-created`));
    // Read as text these three name the root itself (or its parent); on the disk they name nothing.
    case 'a missing directory inside it, then ".."':
      return `${root}/never-created/..`;
    case 'a missing directory inside it, then "../.."':
      return `${root}/never-created/../..`;
    case 'a file inside it, then ".."':
      return `${root}/README.md/..`;
    // Read as text this is the root; on the disk it is the parent of the link's target, outside the root.
    case 'a symbolic link inside it that points out, then ".."':
      await mkdir(join(parent, 'out'), { recursive: true });
      return `${await linkInside(s, repo, 'escape-link', join(parent, 'out'))}/..`;
    case 'its subdirectory "m1nd-ui", then ".."':
      return `${root}/m1nd-ui/..`;
    case 'its path spelled through a symlinked parent':
      return join(await aliasOfParent(s, parent), name);
    case 'its subdirectory "m1nd-ui" spelled through a symlinked parent':
      return join(await aliasOfParent(s, parent), name, 'm1nd-ui');
    case 'a path beside it that does not exist':
      return join(parent, `${name}-never-created`);
  }
}

/** A symbolic link `<root>/<name>` -> `target`, made once; the source baseline moves with it. */
async function linkInside(s: Scenario, repo: string, name: string, target: string): Promise<string> {
  const link = join(s.repo(repo), name);
  await symlink(target, link).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'EEXIST') throw e; });
  await s.guard.rebaseline(repo);
  return link;
}

/** `<home>/alias-of-repos` -> the repositories' parent: the Linux stand-in for `/tmp` vs `/private/tmp`. */
async function aliasOfParent(s: Scenario, parent: string): Promise<string> {
  const alias = join(s.fixtureHome.root, 'alias-of-repos');
  await symlink(parent, alias).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'EEXIST') throw e; });
  return alias;
}
