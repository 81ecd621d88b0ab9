import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { gitEnv, runGit } from '../../cochange/index.js';
import { walkTree } from '../../graph/index.js';

/**
 * The code root's real files, repo-relative and sorted: git's view when the root is a git work tree (tracked
 * plus untracked-but-not-ignored, minus what was deleted from the disk), else a walk that honours .gitignore
 * files and never follows links — the same walk the graph scan uses.
 */
export async function listRepoFiles(root: string, env: Record<string, string | undefined> = process.env): Promise<{ files: string[]; source: 'git' | 'walk' }> {
  const genv = gitEnv(env, root);
  const probe = await runGit(root, ['rev-parse', '--is-inside-work-tree'], genv).catch(() => null);
  if (probe?.status === 0 && probe.stdout.trim() === 'true') {
    const listed = await runGit(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], genv);
    if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
    const names = [...new Set(listed.stdout.split('\0').filter((n) => n !== ''))];
    const present = await Promise.all(names.map(async (n) => ((await lstat(join(root, n)).catch(() => null))?.isFile() ? n : null)));
    return { files: present.filter((n): n is string => n !== null).sort(), source: 'git' };
  }
  const files: string[] = [];
  for await (const entry of walkTree(root)) files.push(entry.relPath);
  return { files: files.sort(), source: 'walk' };
}
