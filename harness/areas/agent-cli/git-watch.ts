import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { changeRevision, isGitRepo, readGitState, type GitState } from './git-state.js';

function known(s: Scenario): Map<string, GitState> {
  return agentArea(s).gitBaselines;
}

const describe = (g: GitState): string => `branch ${g.branch ?? '(detached)'}, HEAD ${g.head ?? '(unborn)'}, index ${g.indexDigest ?? '(none)'}, ${g.staged.split('\n').filter(Boolean).length} staged entries`;

/**
 * Compares every git repository of the scenario with its state before the first command (or the scenario's
 * last deliberate change); a repository seen for the first time is recorded. Called before each command
 * starts and by the final check, so a command that moved branch, HEAD, the index or a staged entry is named.
 */
export async function checkGitUnchanged(s: Scenario): Promise<void> {
  const map = known(s);
  const problems: string[] = [];
  for (const [name, path] of s.repos) {
    if (!isGitRepo(path)) continue;
    const now = await readGitState(s, path);
    const before = map.get(name);
    if (!before) {
      map.set(name, now);
      continue;
    }
    if (before.branch !== now.branch || before.head !== now.head || before.indexDigest !== now.indexDigest || before.staged !== now.staged) {
      const runs = [...agentArea(s).runs.keys()].join(', ');
      problems.push(`the git state of "${name}" changed after the commands ${runs}: was ${describe(before)}; now ${describe(now)}`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** A change the scenario makes to git on purpose: checked first, then made, then the new baseline. */
export async function changeRevisionOnPurpose(s: Scenario, repo: string, change: 'HEAD' | 'branch'): Promise<void> {
  await checkGitUnchanged(s);
  await changeRevision(s, repo, change);
  await rebaselineGit(s, repo);
}

export async function rebaselineGit(s: Scenario, repo: string): Promise<void> {
  const path = s.repo(repo);
  if (isGitRepo(path)) known(s).set(repo, await readGitState(s, path));
  await s.guard.rebaseline(repo);
}
