import { readFile } from 'node:fs/promises';

/** A live process's environment as the kernel holds it (Linux /proc), for hygiene checks. */
export async function readProcessEnv(pid: number): Promise<Record<string, string>> {
  let raw: Buffer;
  try {
    raw = await readFile(`/proc/${pid}/environ`);
  } catch (cause) {
    throw new Error(`cannot read /proc/${pid}/environ (${(cause as Error).message}); this check needs Linux and a running server`, { cause });
  }
  const out: Record<string, string> = {};
  for (const entry of raw.toString('utf8').split('\0')) {
    const eq = entry.indexOf('=');
    if (eq > 0) out[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  return out;
}

/** Variables the battery's own environment might carry that must never reach a server (seed 000 hygiene). */
export function inheritedOverrides(foreignRepo: string, scratch: string): Record<string, string> {
  return {
    M1ND_WORKSPACE_ROOT: foreignRepo,
    M1ND_PROJECT_ROOT: foreignRepo,
    M1ND_REPO_ROOT: foreignRepo,
    WORKSPACE_ROOT: foreignRepo,
    PROJECT_ROOT: foreignRepo,
    REPO_ROOT: foreignRepo,
    CLAUDE_PROJECT_DIR: foreignRepo,
    VSCODE_CWD: foreignRepo,
    INIT_CWD: foreignRepo,
    PWD: foreignRepo,
    OLDPWD: foreignRepo,
    M1ND_GRAPH_SOURCE: `${scratch}/graph.json`,
    M1ND_PLASTICITY_STATE: `${scratch}/plasticity.json`,
    M1ND_READ_ONLY: '1',
    M1ND_REGISTRY_DIR: `${scratch}/registry`,
    M1ND_RUNTIME_DIR: `${scratch}/runtime`,
    HOME: scratch,
    TMPDIR: scratch,
    TMP: scratch,
    TEMP: scratch,
    XDG_CACHE_HOME: scratch,
    XDG_CONFIG_HOME: scratch,
  };
}
