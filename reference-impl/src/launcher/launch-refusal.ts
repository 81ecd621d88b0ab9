/** Startup refusal codes; the spellings are part of the reference server's contract. */
export const LAUNCH_REFUSAL_CODES = [
  'launcher_workspace_requires_explicit_runtime',
  'launcher_workspace_runtime_not_absolute',
  'launcher_workspace_runtime_parent_component',
  'launcher_workspace_runtime_missing',
  'launcher_workspace_runtime_symlink',
  'launcher_workspace_runtime_not_directory',
  'launcher_workspace_runtime_foreign_owner',
  'launcher_workspace_runtime_not_private',
  'launcher_workspace_runtime_inside_source',
  'launcher_workspace_unresolvable',
  'launcher_workspace_conflicts_with_bound_graph',
  'launcher_workspace_produced_empty_graph',
  'runtime_already_owned',
  'http_bind_not_loopback',
  'http_bearer_token_invalid',
  'read_only_value_invalid',
] as const;

export type LaunchRefusalCode = (typeof LAUNCH_REFUSAL_CODES)[number];

export type LaunchRefusal = { code: string; detail: string };

export function refuse(code: LaunchRefusalCode, detail: string): LaunchRefusal {
  return { code, detail };
}

export function isLaunchRefusal(value: unknown): value is LaunchRefusal {
  return typeof value === 'object' && value !== null && 'code' in value && 'detail' in value;
}

/** The one stderr line a startup refusal prints. */
export function formatRefusal(r: LaunchRefusal): string {
  return `m1nd-mcp: refused: ${r.code}: ${r.detail}`;
}
