import { readFileSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { addRepo, type Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { rememberHome } from './cache-setups.js';
import { detachHead, initUnborn, readGitState } from './git-state.js';
import { rebaselineGit } from './git-watch.js';
import { IDENTITY_FILE } from './lease.js';

const FILES = { 'src/ledger.ts': 'export function ledgerTotal(): number {\n  return 1;\n}\n' };

/** A small repository in one of the four git states the identity tells apart. */
export async function addClassifiedRepo(s: Scenario, tree: string, name: string): Promise<void> {
  if (tree === 'a repository outside git') await addRepo(s, name, { files: FILES });
  else if (tree === 'a git repository on its branch') await addRepo(s, name, { git: true, files: FILES });
  else if (tree === 'a git repository with a detached HEAD') {
    await addRepo(s, name, { git: true, files: FILES });
    await detachHead(s, name);
    await rebaselineGit(s, name);
  } else if (tree === 'a git repository on an unborn branch') {
    await addRepo(s, name, { files: FILES });
    await initUnborn(s, s.repo(name));
    await rebaselineGit(s, name);
  } else throw new Error(`no repository kind "${tree}"`);
}

/** The manifest in the latest command's runtime repeats the canonical root, the kind, the branch and HEAD. */
export async function expectIdentityRecorded(s: Scenario, repo: string, kind: string, branch: string, head: string): Promise<void> {
  const file = join(agentArea(s).run().runtimeRoot(), IDENTITY_FILE);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { canonical_root?: unknown; source_revision?: Record<string, unknown> };
  const expectedHead = head === 'its HEAD' ? (await readGitState(s, s.repo(repo))).head : null;
  const expectedBranch = branch === 'none' ? null : branch.replace(/^"|"$/g, '');
  const r = manifest.source_revision ?? {};
  if (manifest.canonical_root !== s.repo(repo) || r.kind !== kind || (r.branch ?? null) !== expectedBranch || (r.head ?? null) !== expectedHead) {
    throw new Error(`${file} says ${JSON.stringify(manifest)}; expected root ${s.repo(repo)}, kind ${kind}, branch ${String(expectedBranch)}, HEAD ${String(expectedHead)}`);
  }
}

/** Makes git's answer unusable or ambiguous, then remembers the home (which holds the cache). */
export async function confuseGit(s: Scenario, why: string, repo: string): Promise<void> {
  const path = s.repo(repo);
  const area = agentArea(s);
  if (why === 'the repository holds a .git folder that git does not recognise') {
    await mkdir(join(path, '.git'));
    await s.guard.rebaseline(repo);
  } else if (why === 'the folder above the repository holds a .git folder git does not know') {
    await mkdir(join(dirname(path), '.git'));
  } else if (why === 'the environment sets GIT_DIR') {
    area.env.GIT_DIR = join(path, '.git');
  } else if (why === 'the environment sets GIT_WORK_TREE') {
    area.env.GIT_WORK_TREE = path;
  } else if (why === "the repository's .git is a file git cannot read") {
    await writeFile(join(path, '.git'), 'this is not a gitdir pointer\n');
    await s.guard.rebaseline(repo);
  } else if (why === 'git is not on the PATH') {
    // A PATH holding node alone: the CLI (started by absolute path) runs, git cannot.
    const bin = join(s.fixtureHome.root, 'bin-without-git');
    await mkdir(bin, { mode: 0o700 });
    await symlink(process.execPath, join(bin, 'node'));
    area.env.PATH = bin;
  } else throw new Error(`no git confusion "${why}"`);
  await rememberHome(s);
}
