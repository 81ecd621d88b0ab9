import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { SAMPLE_REPO, type RepoSpec } from '../../repos/index.js';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { PATH_FORMS, parsePathForm, spellPath, type FormTarget, type PathForm } from './path-forms.js';
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

/** The caller-root vocabulary is the one table of path forms (path-forms.ts), spelled against a repository. */
export const CALLER_FORMS = PATH_FORMS;
export type CallerForm = PathForm;

export function parseCallerForm(words: string): CallerForm {
  return parsePathForm(words);
}

/** A repository as the target the path forms are spelled against; what a form makes inside it moves its source baseline. */
export function repoTarget(s: Scenario, repo: string): FormTarget {
  return { dir: s.repo(repo), aliasBase: s.fixtureHome.root, home: s.fixtureHome.home, changedInside: () => s.guard.rebaseline(repo) };
}

/**
 * The caller-root text for `form` of repository `repo`, creating what it needs (the sibling `out`, a link
 * inside the root, a symlinked alias of the repositories' parent, ...). Every `..` is kept textual on
 * purpose: it must reach the implementation unresolved.
 */
export function callerRootText(s: Scenario, repo: string, form: CallerForm): Promise<string> {
  return spellPath(repoTarget(s, repo), form);
}
