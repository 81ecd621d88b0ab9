import { parseArgs } from 'node:util';

export interface ParsedFlags {
  stdio: boolean;
  serve: boolean;
  listSeams: boolean;
  printRoutes: boolean;
  version: boolean;
  help: boolean;
  readOnly: boolean;
  config: string | null;
  runtimeDir: string | null;
  graph: string | null;
  plasticity: string | null;
  registryDir: string | null;
  port: string | null;
  bind: string | null;
  birth: string | null;
}

const OPTIONS = {
  stdio: { type: 'boolean' },
  serve: { type: 'boolean' },
  'list-seams': { type: 'boolean' },
  'print-routes': { type: 'boolean' },
  version: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'read-only': { type: 'boolean' },
  // Accepted for command-line compatibility with the upstream server; there is no GUI to disable.
  'no-gui': { type: 'boolean' },
  config: { type: 'string' },
  'runtime-dir': { type: 'string' },
  graph: { type: 'string' },
  plasticity: { type: 'string' },
  'registry-dir': { type: 'string' },
  port: { type: 'string' },
  bind: { type: 'string' },
  birth: { type: 'string' },
} as const;

/** Parses `--flag`, `--flag value` and `--flag=value`; anything else is a usage error naming it. */
export function parseArgv(argv: string[]): ParsedFlags | { usageError: string } {
  // Lenient, so that every refusal below can name the word at fault and the fix.
  const { values, tokens } = parseArgs({ args: argv, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const given = new Set<string>();
  for (const token of tokens) {
    const word = argv[token.index] as string;
    if (token.kind !== 'option') {
      if (token.kind === 'positional' && !word.startsWith('-')) return usage(`unexpected argument ${JSON.stringify(word)}; every option is a --flag (see --help)`);
      return unknownFlag(word);
    }
    if (!Object.hasOwn(OPTIONS, token.name) || !isWholeWord(word, token.rawName, token.value, token.inlineValue)) return unknownFlag(word);
    const flag = `--${token.name}`;
    if (OPTIONS[token.name as keyof typeof OPTIONS].type === 'boolean') {
      if (token.value === undefined) continue;
      return token.name === 'no-gui' ? unknownFlag(word) : usage(`${flag} takes no value (got ${JSON.stringify(word)})`);
    }
    // A separate next word that looks like a flag is a forgotten value, not the value.
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) return usage(`${flag} needs a value, e.g. ${flag} <path>`);
    if (token.value === '') return usage(`${flag} needs a non-empty value`);
    if (given.has(token.name)) return usage(`${flag} is given more than once; pass it once`);
    given.add(token.name);
  }
  const text = (name: keyof typeof OPTIONS): string | null => (typeof values[name] === 'string' ? values[name] : null);
  return {
    stdio: values.stdio === true,
    serve: values.serve === true,
    listSeams: values['list-seams'] === true,
    printRoutes: values['print-routes'] === true,
    version: values.version === true,
    help: values.help === true,
    readOnly: values['read-only'] === true,
    config: text('config'),
    runtimeDir: text('runtime-dir'),
    graph: text('graph'),
    plasticity: text('plasticity'),
    registryDir: text('registry-dir'),
    port: text('port'),
    bind: text('bind'),
    birth: text('birth'),
  };
}

/** False when parseArgs read the option out of a larger word (`-hx`, `-h=1`): that word is not a flag of ours. */
// Kept in step with agent-cli/parse-cli.ts: the agent CLI may import only seams/, records/ and paths/, and none of them holds argv parsing.
function isWholeWord(word: string, rawName: string, value: string | undefined, inlineValue: boolean | undefined): boolean {
  return word === rawName || (inlineValue === true && word === `${rawName}=${value}`);
}

function unknownFlag(word: string): { usageError: string } {
  return usage(`unknown flag ${word}; run with --help for the accepted flags`);
}

function usage(message: string): { usageError: string } {
  return { usageError: message };
}
