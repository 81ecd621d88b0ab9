/**
 * Variables a child never inherits (harness/README.md, fixture homes): workspace hints, editor aliases, graph/plasticity/read-only
 * overrides, registry/runtime/seam overrides, git location overrides, home and temp. The child env is built
 * from scratch, so this list documents the rule and lets callers check an env they built themselves.
 */
export const SCRUBBED_ENV: readonly string[] = Object.freeze([
  'M1ND_WORKSPACE_ROOT', 'M1ND_PROJECT_ROOT', 'M1ND_REPO_ROOT', 'WORKSPACE_ROOT', 'PROJECT_ROOT', 'REPO_ROOT',
  'CLAUDE_PROJECT_DIR', 'VSCODE_CWD', 'INIT_CWD', 'PWD', 'OLDPWD',
  'M1ND_GRAPH_SOURCE', 'M1ND_PLASTICITY_STATE', 'M1ND_READ_ONLY', 'M1ND_NO_GUI', 'M1ND_CONFIG',
  'M1ND_REGISTRY_DIR', 'M1ND_RUNTIME_DIR', 'M1ND_TEST_SEAMS_DIR', 'M1ND_EMBED_MODEL',
  'M1ND_HTTP_BEARER_TOKEN', 'M1ND_HTTP_BEARER_TOKEN_FILE',
  'M1ND_AGENT_CACHE_DIR', 'M1ND_AGENT_CACHE_OWNER_WAIT_MS', 'M1ND_MCP_BINARY', 'M1ND_MCP_ARGS',
  'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR', 'GIT_CEILING_DIRECTORIES',
  'GIT_CONFIG', 'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM',
  'HOME', 'USERPROFILE', 'TMPDIR', 'TMP', 'TEMP', 'XDG_CACHE_HOME', 'XDG_CONFIG_HOME', 'XDG_DATA_HOME',
  'XDG_STATE_HOME', 'XDG_RUNTIME_DIR', 'NODE_OPTIONS',
]);

/** Names of `env` that belong to the scrubbed family (for asserting a built env is clean). */
export function findScrubbedNames(env: Readonly<Record<string, string | undefined>>): string[] {
  return SCRUBBED_ENV.filter((name) => env[name] !== undefined);
}
