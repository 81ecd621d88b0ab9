import { realpathSync } from 'node:fs';
import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { agentCacheBinary } from '../../lanes/index.js';
import { listTree } from '../../probes/index.js';
import { addRepo, writeSourceFile, type Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';
import { runAgentWords, runFirstMinute } from './commands.js';
import { addWorktree } from './git-state.js';
import { checkGitUnchanged, rebaselineGit } from './git-watch.js';
import { IDENTITY_FILE } from './lease.js';

/**
 * The real lane: the server behind the CLI is the lane's native binary (M1ND_TEST_AGENT_CACHE_BINARY, else the
 * bundled reference server of the reference CLI) and the model is the lane's (M1ND_TEST_EMBED_MODEL).
 */
export async function useLaneServer(s: Scenario): Promise<void> {
  await s.prepareHome();
  const binary = agentCacheBinary(s.harnessEnv, s.lane.adapter);
  if (binary === null) throw new Error('no native server for the agent CLI on this lane; set M1ND_TEST_AGENT_CACHE_BINARY (the scenario should have been skipped by @needs:agent-cache-binary)');
  const model = s.harnessEnv.env.M1ND_TEST_EMBED_MODEL;
  if (!model) throw new Error('M1ND_TEST_EMBED_MODEL is unset; the runner sets it to the kit-generated model on the default lane (the scenario should have been skipped by @needs:model)');
  const area = agentArea(s);
  area.binary = binary;
  area.env.M1ND_EMBED_MODEL = model;
}

/** Later commands start in `<home>/<rel>` (created). */
export async function setCommandDir(s: Scenario, rel: string): Promise<void> {
  const fixture = await s.prepareHome();
  const dir = join(fixture.home, rel);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  agentArea(s).cwd = dir;
}

/** `--runtime-dir value` or `--runtime-dir=value`, exactly as typed. */
export function runWithRuntimeForm(s: Scenario, repo: string, form: string, value: string): Promise<unknown> {
  if (form !== '--runtime-dir value' && form !== '--runtime-dir=value') throw new Error(`unknown form "${form}"; use --runtime-dir value or --runtime-dir=value`);
  const extra = form === '--runtime-dir value' ? ['--runtime-dir', value] : [`--runtime-dir=${value}`];
  return runFirstMinute(s, repo, { extra });
}

export function setMcpArgsRuntime(s: Scenario, relative: string): void {
  agentArea(s).env.M1ND_MCP_ARGS = `--runtime-dir ${relative}`;
}

/** A small repository (git or not) with one symbol in a file that will change and one in a file that will go. */
export async function addEditableRepo(s: Scenario, kind: string, name: string, files: Record<string, string>): Promise<void> {
  if (kind !== 'git' && kind !== 'non-git') throw new Error(`repository kind "${kind}": use git or non-git`);
  const content: Record<string, string> = { 'README.md': `# ${name}\n` };
  for (const [rel, symbol] of Object.entries(files)) content[rel] = `export function ${symbol}(): number {\n  return 1;\n}\n`;
  await addRepo(s, name, { git: kind === 'git', files: content });
}

/** A deliberate dirty edit: the file now defines `symbol` (and nothing it defined before). */
export function redefineFile(s: Scenario, repo: string, rel: string, symbol: string): Promise<void> {
  return writeSourceFile(s, repo, rel, `export function ${symbol}(): number {\n  return 2;\n}\n`);
}

export async function removeSourceFile(s: Scenario, repo: string, rel: string): Promise<void> {
  await rm(join(s.repo(repo), rel));
  await rebaselineGit(s, repo);
}

export function askStaleThroughCli(s: Scenario, repo: string, rel: string): Promise<unknown> {
  return runAgentWords(s, ['agent', 'am-i-stale', '--repo', s.repo(repo), '--file', rel, '--json']);
}

export function birthThroughCli(s: Scenario, root: string, runtimeOf: string): Promise<unknown> {
  return runAgentWords(s, ['init', '--birth', s.repo(root), '--repo', s.repo(runtimeOf), '--json']);
}

/** A second work tree of the repository's git directory, built on purpose and guarded like a repository. */
export async function addSecondWorktree(s: Scenario, repo: string, name: string): Promise<void> {
  await checkGitUnchanged(s);
  const path = realpathSync(await addWorktree(s, repo, name));
  s.repos.set(name, path);
  await s.guard.record(name, path);
  await rebaselineGit(s, repo);
  await rebaselineGit(s, name);
}

/** Turns the latest command's runtime into a state that must be refused, then remembers it as "planted". */
export async function plantRuntimeState(s: Scenario, state: string): Promise<void> {
  const runtime = agentArea(s).run().runtimeRoot();
  const manifest = join(runtime, IDENTITY_FILE);
  const foreign = /^the identity manifest of the repository "([^"]*)"$/.exec(state);
  if (state === 'populated state without an identity manifest') await rm(manifest);
  else if (state === 'a malformed identity manifest') await writeFile(manifest, '{"schema": "m1nd-agent-runtime-cache-v1", "canonical_root": ');
  else if (foreign) {
    const identity = JSON.parse(await readFile(manifest, 'utf8')) as Record<string, unknown>;
    await writeFile(manifest, `${JSON.stringify({ ...identity, canonical_root: s.repo(foreign[1] as string) }, null, 2)}\n`);
  } else throw new Error(`no runtime state "${state}"; use populated state without an identity manifest, a malformed identity manifest, or the identity manifest of the repository "<name>"`);
  const area = agentArea(s);
  area.remembered.set('runtime:planted', runtime);
  area.remembered.set('tree:planted', JSON.stringify(await listTree(runtime)));
}

/** Points the CLI's discovery at the fixture runtime's registry, where the scenario's HTTP owner publishes. */
export function discoverInFixtureRegistry(s: Scenario): void {
  agentArea(s).env.M1ND_REGISTRY_DIR = join(s.fixtureHome.runtime, 'registry');
}

/**
 * Bumps a file's times without changing its bytes: git's stat cache for it goes stale, so any git command that
 * refreshes the index (a plain `git status`) would now rewrite .git/index — which no command may do.
 */
export async function touchUnchanged(s: Scenario, repo: string, rel: string): Promise<void> {
  const later = new Date('2030-01-01T00:00:00Z');
  await utimes(join(s.repo(repo), rel), later, later);
}
