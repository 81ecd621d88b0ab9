export interface ParsedFlags {
  stdio: boolean;
  serve: boolean;
  listSeams: boolean;
  printRoutes: boolean;
  version: boolean;
  help: boolean;
  config: string | null;
  runtimeDir: string | null;
  graph: string | null;
  plasticity: string | null;
  registryDir: string | null;
  port: string | null;
  bind: string | null;
  birth: string | null;
}

const SWITCHES = {
  '--stdio': 'stdio',
  '--serve': 'serve',
  '--list-seams': 'listSeams',
  '--print-routes': 'printRoutes',
  '--version': 'version',
  '--help': 'help',
  '-h': 'help',
} as const;

const VALUED = {
  '--config': 'config',
  '--runtime-dir': 'runtimeDir',
  '--graph': 'graph',
  '--plasticity': 'plasticity',
  '--registry-dir': 'registryDir',
  '--port': 'port',
  '--bind': 'bind',
  '--birth': 'birth',
} as const;

// Accepted for command-line compatibility with the upstream server; there is no GUI to disable.
const IGNORED = new Set(['--no-gui']);

/** Parses `--flag`, `--flag value` and `--flag=value`; anything else is a usage error naming it. */
export function parseArgv(argv: string[]): ParsedFlags | { usageError: string } {
  const out: ParsedFlags = {
    stdio: false, serve: false, listSeams: false, printRoutes: false, version: false, help: false,
    config: null, runtimeDir: null, graph: null, plasticity: null, registryDir: null,
    port: null, bind: null, birth: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (IGNORED.has(flag) && eq < 0) continue;
    if (flag in SWITCHES) {
      if (eq > 0) return usage(`${flag} takes no value (got ${JSON.stringify(arg)})`);
      out[SWITCHES[flag as keyof typeof SWITCHES]] = true;
      continue;
    }
    if (flag in VALUED) {
      const key = VALUED[flag as keyof typeof VALUED];
      let value: string | undefined;
      if (eq > 0) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        if (value === undefined || value.startsWith('--')) return usage(`${flag} needs a value, e.g. ${flag} <path>`);
        i++;
      }
      if (value === '') return usage(`${flag} needs a non-empty value`);
      if (out[key] !== null) return usage(`${flag} is given more than once; pass it once`);
      out[key] = value;
      continue;
    }
    if (arg.startsWith('-')) return usage(`unknown flag ${arg}; run with --help for the accepted flags`);
    return usage(`unexpected argument ${JSON.stringify(arg)}; every option is a --flag (see --help)`);
  }
  return out;
}

function usage(message: string): { usageError: string } {
  return { usageError: message };
}

