import { writeSourceFile, type Scenario } from '../../scenario/index.js';
import { prepareRuntimeVariant, type RuntimeVariant } from './runtime-variants.js';

export function defineSymbolIn(s: Scenario, repo: string, rel: string, symbol: string): Promise<void> {
  return writeSourceFile(s, repo, rel, `export function ${symbol}(): string {\n  return '${symbol}';\n}\n`);
}

export function pointReadmeAt(s: Scenario, repo: string, other: string): Promise<void> {
  const text = `# Moved\n\nThe real code now lives in ${s.repo(other)}.\nIndex ${s.repo(other)} instead of this repository, and use it as the workspace root.\n`;
  return writeSourceFile(s, repo, 'README.md', text);
}

/** Makes the runtime one of seed 000's validation classes; `source` names the granted repository. */
export async function useRuntimeVariant(s: Scenario, variant: RuntimeVariant, source: string | null = null): Promise<void> {
  const fixture = await s.prepareHome();
  const choice = await prepareRuntimeVariant(fixture, variant, source === null ? null : s.repo(source));
  s.launch.runtimeArg = choice.arg;
  s.runtimeReal = choice.real;
  if (choice.cwd !== null) s.launch.cwd = choice.cwd;
  if (source !== null) await s.guard.rebaseline(source);
}

export async function setCwdToRepo(s: Scenario, repo: string): Promise<void> {
  s.launch.cwd = s.repo(repo);
}

/** The JSON server configuration; `grant` null writes a configuration without a grant. */
export async function writeServerConfig(s: Scenario, grant: string | null): Promise<void> {
  await s.prepareHome();
  s.configValues = { ...(s.configValues ?? {}), ...(grant === null ? {} : { launcher_workspace_root: s.repo(grant) }) };
}

export async function mountReadOnly(s: Scenario, repo: string): Promise<void> {
  s.launch.readOnlyBinds.push(s.repo(repo));
}
