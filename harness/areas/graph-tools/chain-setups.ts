import { rm, symlink } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { CHAIN_REPO } from '../../repos/index.js';
import { addRepo, writeSourceFile, type Scenario } from '../../scenario/index.js';

/** The repository whose import chains the read tools are judged on (CHAIN_REPO). */
export async function addChainRepo(s: Scenario, name: string): Promise<void> {
  await addRepo(s, name, CHAIN_REPO);
}

/** A symbolic link inside `repo` whose target is a file of `otherRepo`: a path that leaves the grant on the disk. */
export async function linkOutOfRepo(s: Scenario, repo: string, rel: string, otherRepo: string, otherRel: string): Promise<void> {
  const at = join(s.repo(repo), rel);
  await symlink(relative(dirname(at), join(s.repo(otherRepo), otherRel)), at);
  await s.guard.rebaseline(repo);
}

/** Edits one file, deletes another and adds a third while the server serves; the source baseline moves with them. */
export async function driftRepo(s: Scenario, repo: string, edited: string, deleted: string, added: string): Promise<void> {
  await writeSourceFile(s, repo, edited, '\nexport const drifted = true;\n', true);
  await rm(join(s.repo(repo), deleted));
  await writeSourceFile(s, repo, added, 'export const added = 1;\n');
}
