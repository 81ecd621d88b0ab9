/** Everything a launch may read, injected so nothing here reads `process.*`. */
export interface RawLaunchInputs {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
}

export interface PersistenceOverrides {
  graph: string | null;
  plasticity: string | null;
  registryDir: string | null;
}

export interface ServerConfig {
  mode: 'stdio' | 'serve' | 'list-seams' | 'print-routes' | 'version' | 'help';
  /** Absolute path of the `--config` file, resolved against the launch cwd. */
  configFile: string | null;
  /** The launcher grant exactly as given; canonicalised only by `resolveGrant`. */
  grant: string | null;
  grantSource: 'config' | 'env' | null;
  /** The runtime directory exactly as given; checked only by `validateRuntime`. */
  runtimeDir: string | null;
  /** Names (flag, env var or config key) of persistence overrides present but not kept because of the grant. */
  overridesIgnored: string[];
  /** Persistence overrides in force; all null whenever a grant is present. */
  overrides: PersistenceOverrides;
  seamsDir: string | null;
  embedModel: string | null;
  /** `--serve` only: loopback HTTP port and bind address as given. */
  port: number | null;
  bind: string | null;
  /** `--birth <repo>` as given. */
  birth: string | null;
  /** `--read-only` or M1ND_READ_ONLY on: every action that writes is refused at the dispatch. */
  readOnly: boolean;
}
