import { isAbsolute, resolve } from 'node:path';
import { refuse, type LaunchRefusal } from './launch-refusal.js';
import { parseArgv } from './parse-argv.js';
import { readConfigFile, type ConfigFileValues } from './read-config-file.js';
import type { RawLaunchInputs, ServerConfig } from './server-config.js';

/**
 * Turns flags, the config file and the environment into a ServerConfig. Only the config key
 * `launcher_workspace_root` and `M1ND_WORKSPACE_ROOT` can grant a workspace: the cwd, PWD and
 * editor or project-root aliases never do. A read-only switch that is neither on nor off is a startup refusal.
 */
export function parseLaunch(inputs: RawLaunchInputs): ServerConfig | { usageError: string } | LaunchRefusal {
  const flags = parseArgv(inputs.argv);
  if ('usageError' in flags) return flags;
  if (flags.stdio && flags.serve) return { usageError: '--stdio and --serve are exclusive; pick one transport' };
  let port: number | null = null;
  if (flags.port !== null) {
    port = Number(flags.port);
    if (!/^\d+$/.test(flags.port) || port > 65535) return { usageError: `--port ${flags.port} is not a port number (0-65535)` };
  }

  const configFile = flags.config === null ? null : isAbsolute(flags.config) ? flags.config : resolve(inputs.cwd, flags.config);
  let config: ConfigFileValues | null = null;
  if (configFile !== null) {
    const read = readConfigFile(configFile);
    if ('usageError' in read) return read;
    config = read;
  }
  const env = (name: string): string | null => {
    const v = inputs.env[name];
    return v === undefined || v === '' ? null : v;
  };

  let grant: string | null = config?.launcher_workspace_root ?? null;
  let grantSource: ServerConfig['grantSource'] = grant === null ? null : 'config';
  if (grant === null && env('M1ND_WORKSPACE_ROOT') !== null) {
    grant = env('M1ND_WORKSPACE_ROOT');
    grantSource = 'env';
  }
  const readOnly = readOnlySwitch(inputs.env.M1ND_READ_ONLY);
  if (typeof readOnly !== 'boolean') return readOnly;
  const runtimeDir = flags.runtimeDir ?? config?.runtime_dir ?? env('M1ND_RUNTIME_DIR');

  // Each override as [name as the user wrote it, value], in precedence order: flag, config, env.
  const sources = {
    graph: [['--graph', flags.graph], ['graph_source', config?.graph_source ?? null], ['M1ND_GRAPH_SOURCE', env('M1ND_GRAPH_SOURCE')]],
    plasticity: [['--plasticity', flags.plasticity], ['plasticity_state', config?.plasticity_state ?? null], ['M1ND_PLASTICITY_STATE', env('M1ND_PLASTICITY_STATE')]],
    registryDir: [['--registry-dir', flags.registryDir], ['registry_dir', config?.registry_dir ?? null], ['M1ND_REGISTRY_DIR', env('M1ND_REGISTRY_DIR')]],
  } as const;
  const overrides: ServerConfig['overrides'] = { graph: null, plasticity: null, registryDir: null };
  const overridesIgnored: string[] = [];
  for (const key of ['graph', 'plasticity', 'registryDir'] as const) {
    for (const [name, value] of sources[key]) {
      if (value === null) continue;
      // With a grant every destination is forced under the runtime; overrides are only reported.
      if (grant !== null) overridesIgnored.push(name);
      else overrides[key] ??= value;
    }
  }

  const mode: ServerConfig['mode'] = flags.help
    ? 'help'
    : flags.version
      ? 'version'
      : flags.listSeams
        ? 'list-seams'
        : flags.printRoutes
          ? 'print-routes'
          : flags.serve
          ? 'serve'
          : 'stdio';
  return {
    mode,
    configFile,
    grant,
    grantSource,
    runtimeDir,
    overridesIgnored,
    overrides,
    seamsDir: env('M1ND_TEST_SEAMS_DIR'),
    embedModel: env('M1ND_EMBED_MODEL'),
    port,
    bind: flags.bind,
    birth: flags.birth,
    readOnly: flags.readOnly || readOnly,
  };
}

/**
 * M1ND_READ_ONLY as a switch: `1`/`true` on; unset, empty, `0`/`false` off. Any other value is refused rather
 * than guessed: off would attach writable against the caller's intent, on would hide the typo.
 */
function readOnlySwitch(value: string | undefined): boolean | LaunchRefusal {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return refuse('read_only_value_invalid', `M1ND_READ_ONLY=${JSON.stringify(value)} is neither on nor off; set it to 1 or true to attach read-only, or to 0, false or empty (or unset it) to attach writable`);
}
