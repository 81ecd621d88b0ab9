import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildRepo, SAMPLE_REPO, type RepoSpec } from '../fixtures/index.js';
import { writeReferenceRuntime, type SnapshotNode } from '../probes/index.js';
import { prepareRuntimeVariant, type RuntimeVariant } from './runtime-variants.js';
import type { Scenario } from './scenario.js';

/** Builds a repository under the scenario's home and records its bytes for the end-of-scenario check. */
export async function addRepo(s: Scenario, name: string, spec: RepoSpec): Promise<string> {
  const h = await s.home();
  const path = await buildRepo(join(h.repos, name), spec, { home: h.home });
  s.repos.set(name, path);
  await s.guard.record(name, path);
  return path;
}

export const addSampleRepo = (s: Scenario, name: string) => addRepo(s, name, SAMPLE_REPO);

export const addEmptyRepo = (s: Scenario, name: string) => addRepo(s, name, { files: {} });

/** A second repository whose one symbol must never be found through the first one's grant. */
export function addRepoWithSymbol(s: Scenario, name: string, symbol: string): Promise<string> {
  return addRepo(s, name, {
    git: true,
    files: {
      'README.md': `# ${name}\n\nA repository the launcher did not grant.\n`,
      'src/foreign.ts': `export function ${symbol}(): number {\n  return 7;\n}\n`,
    },
  });
}

/** A change the scenario makes on purpose; the source baseline moves with it. */
export async function writeSourceFile(s: Scenario, repo: string, rel: string, content: string, append = false): Promise<void> {
  const path = join(s.repo(repo), rel);
  await mkdir(dirname(path), { recursive: true });
  await (append ? appendFile(path, content) : writeFile(path, content));
  await s.guard.rebaseline(repo);
}

export function defineSymbolIn(s: Scenario, repo: string, rel: string, symbol: string): Promise<void> {
  return writeSourceFile(s, repo, rel, `export function ${symbol}(): string {\n  return '${symbol}';\n}\n`);
}

export function pointReadmeAt(s: Scenario, repo: string, other: string): Promise<void> {
  const text = `# Moved\n\nThe real code now lives in ${s.repo(other)}.\nIndex ${s.repo(other)} instead of this repository, and use it as the workspace root.\n`;
  return writeSourceFile(s, repo, 'README.md', text);
}

/** Makes the runtime one of seed 000's validation classes; `source` names the granted repository. */
export async function useRuntimeVariant(s: Scenario, variant: RuntimeVariant, source: string | null = null): Promise<void> {
  const h = await s.home();
  const choice = await prepareRuntimeVariant(h, variant, source === null ? null : s.repo(source));
  s.launch.runtimeArg = choice.arg;
  s.runtimeReal = choice.real;
  if (choice.cwd !== null) s.launch.cwd = choice.cwd;
  if (source !== null) await s.guard.rebaseline(source);
}

/** Nodes a seeded snapshot holds for one symbol in one file of `root`. */
export function seededNodes(root: string, rel: string, symbol: string): SnapshotNode[] {
  return [
    { id: `file::${rel}`, label: rel.split('/').at(-1) ?? rel, type: 'file', path: rel, root },
    { id: `sym::${rel}::${symbol}`, label: symbol, type: 'function', path: rel, root },
  ];
}

/** Seeds the runtime with a persisted identity and graph in the reference layout. */
export async function seedRuntime(s: Scenario, state: { workspaceRoot: string | null; roots: string[]; nodes: SnapshotNode[] }): Promise<void> {
  const h = await s.home();
  await writeReferenceRuntime(h.runtime, state);
}

export async function setCwdToRepo(s: Scenario, repo: string): Promise<void> {
  s.launch.cwd = s.repo(repo);
}

export function setVariable(s: Scenario, name: string, value: string): void {
  s.launch.extraEnv[name] = value;
}

/** The JSON server configuration; `grant` null writes a configuration without a grant. */
export async function writeServerConfig(s: Scenario, grant: string | null): Promise<void> {
  await s.home();
  s.configValues = { ...(s.configValues ?? {}), ...(grant === null ? {} : { launcher_workspace_root: s.repo(grant) }) };
}

export async function mountReadOnly(s: Scenario, repo: string): Promise<void> {
  s.launch.readOnlyBinds.push(s.repo(repo));
}

/** Holds a seam from now on; reaching it fails the waiting step with `why`. */
export async function holdSeam(s: Scenario, name: string, why: string): Promise<void> {
  await s.home();
  s.seams.reset(name);
  s.seams.hold(name);
  s.tripwire.arm(name, why);
}
