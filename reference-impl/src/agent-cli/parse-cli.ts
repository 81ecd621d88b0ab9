import { parseArgs } from 'node:util';

/** One parsed invocation of the agent CLI. */
export type CliCommand =
  | { kind: 'help'; topic: 'top' | 'agent' | 'first-minute' | 'am-i-stale' | 'init' }
  | { kind: 'version' }
  | { kind: 'list-seams' }
  | { kind: 'first-minute'; opts: SessionFlags; query: string | null }
  | { kind: 'am-i-stale'; opts: SessionFlags; files: string[]; nodes: string[] }
  | { kind: 'init'; opts: SessionFlags; birth: string };

export interface SessionFlags {
  repo: string | null;
  runtimeDir: string | null;
  binary: string | null;
  noAttach: boolean;
  json: boolean;
}

type CommandName = 'first-minute' | 'am-i-stale' | 'init';

const SESSION = {
  repo: { type: 'string' },
  'runtime-dir': { type: 'string' },
  binary: { type: 'string' },
  'no-attach': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const OPTIONS = {
  'first-minute': { ...SESSION, query: { type: 'string' } },
  'am-i-stale': { ...SESSION, file: { type: 'string', multiple: true }, node: { type: 'string', multiple: true } },
  init: { ...SESSION, birth: { type: 'string' } },
} as const;

/** Parses argv (without node and the script); a usage error names the word at fault and the fix. */
export function parseCli(argv: string[]): CliCommand | { usageError: string } {
  const [first, second, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') return { kind: 'help', topic: 'top' };
  if (first === '--version') return { kind: 'version' };
  if (first === '--list-seams') return { kind: 'list-seams' };
  if (first === 'init') return parseCommand('init', argv.slice(1));
  if (first !== 'agent') return { usageError: `unknown command ${JSON.stringify(first)}; use "agent first-minute", "agent am-i-stale" or "init --birth <root>"` };
  if (second === undefined || second === '--help' || second === '-h') return { kind: 'help', topic: 'agent' };
  if (second !== 'first-minute' && second !== 'am-i-stale') return { usageError: `unknown agent command ${JSON.stringify(second)}; use "first-minute" or "am-i-stale"` };
  return parseCommand(second, rest);
}

function parseCommand(name: CommandName, words: string[]): CliCommand | { usageError: string } {
  const options: Record<string, { type: 'string' | 'boolean' }> = OPTIONS[name];
  // Lenient, so that every refusal below can name the word at fault; a value is the next word, whatever it looks like.
  const { values, tokens } = parseArgs({ args: words, options: OPTIONS[name], strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    const word = words[token.index] as string;
    const known = token.kind === 'option' && Object.hasOwn(options, token.name) && isWholeWord(word, token.rawName, token.value, token.inlineValue);
    if (token.kind !== 'option' || !known) return { usageError: `${name}: unknown argument ${JSON.stringify(word)} (see ${name === 'init' ? 'init' : `agent ${name}`} --help)` };
    const flag = `--${token.name}`;
    if (options[token.name]?.type === 'boolean') {
      if (token.value !== undefined) return { usageError: `${name}: ${flag} takes no value` };
    } else if (token.value === undefined || token.value === '') {
      return { usageError: `${name}: ${flag} needs a value` };
    }
  }
  const text = (key: string): string | null => (typeof values[key] === 'string' ? values[key] : null);
  const list = (key: string): string[] => (Array.isArray(values[key]) ? (values[key] as string[]) : []);
  if (values.help === true) return { kind: 'help', topic: name };
  const opts: SessionFlags = {
    repo: text('repo'),
    runtimeDir: text('runtime-dir'),
    binary: text('binary'),
    noAttach: values['no-attach'] === true,
    json: values.json === true,
  };
  if (name === 'first-minute') return { kind: 'first-minute', opts, query: text('query') };
  if (name === 'am-i-stale') {
    const files = list('file');
    const nodes = list('node');
    if (files.length + nodes.length === 0) return { usageError: 'am-i-stale: pass at least one --file PATH or --node ID' };
    return { kind: 'am-i-stale', opts, files, nodes };
  }
  const birth = text('birth');
  if (birth === null) return { usageError: 'init: --birth <root> is required' };
  return { kind: 'init', opts, birth };
}

/** False when parseArgs read the option out of a larger word (`-hx`, `-h=1`): that word is not a flag of ours. */
// Kept in step with launcher/parse-argv.ts: the agent CLI may import only seams/, records/ and paths/, and none of them holds argv parsing.
function isWholeWord(word: string, rawName: string, value: string | undefined, inlineValue: boolean | undefined): boolean {
  return word === rawName || (inlineValue === true && word === `${rawName}=${value}`);
}
