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

type Spec = Record<string, 'value' | 'bool' | 'list'>;

const SESSION: Spec = { '--repo': 'value', '--runtime-dir': 'value', '--binary': 'value', '--no-attach': 'bool', '--json': 'bool', '--help': 'bool', '-h': 'bool' };
const SPECS: Record<string, Spec> = {
  'first-minute': { ...SESSION, '--query': 'value' },
  'am-i-stale': { ...SESSION, '--file': 'list', '--node': 'list' },
  init: { ...SESSION, '--birth': 'value' },
};

/** Parses argv (without node and the script); a usage error names the word at fault and the fix. */
export function parseCli(argv: string[]): CliCommand | { usageError: string } {
  const [first, second, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') return { kind: 'help', topic: 'top' };
  if (first === '--version') return { kind: 'version' };
  if (first === '--list-seams') return { kind: 'list-seams' };
  if (first === 'init') return parseCommand('init', [second, ...rest].filter((w): w is string => w !== undefined));
  if (first !== 'agent') return { usageError: `unknown command ${JSON.stringify(first)}; use "agent first-minute", "agent am-i-stale" or "init --birth <root>"` };
  if (second === undefined || second === '--help' || second === '-h') return { kind: 'help', topic: 'agent' };
  if (second !== 'first-minute' && second !== 'am-i-stale') return { usageError: `unknown agent command ${JSON.stringify(second)}; use "first-minute" or "am-i-stale"` };
  return parseCommand(second, rest);
}

function parseCommand(name: 'first-minute' | 'am-i-stale' | 'init', words: string[]): CliCommand | { usageError: string } {
  const spec = SPECS[name] as Spec;
  const values = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const bools = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const flag = eq > 0 ? word.slice(0, eq) : word;
    const kind = spec[flag];
    if (kind === undefined) return { usageError: `${name}: unknown argument ${JSON.stringify(word)} (see ${name === 'init' ? 'init' : `agent ${name}`} --help)` };
    if (kind === 'bool') {
      if (eq > 0) return { usageError: `${name}: ${flag} takes no value` };
      bools.add(flag);
      continue;
    }
    let value: string | undefined;
    if (eq > 0) value = word.slice(eq + 1);
    else value = words[++i];
    if (value === undefined || value === '') return { usageError: `${name}: ${flag} needs a value` };
    if (kind === 'list') lists.set(flag, [...(lists.get(flag) ?? []), value]);
    else values.set(flag, value);
  }
  if (bools.has('--help') || bools.has('-h')) return { kind: 'help', topic: name };
  const opts: SessionFlags = {
    repo: values.get('--repo') ?? null,
    runtimeDir: values.get('--runtime-dir') ?? null,
    binary: values.get('--binary') ?? null,
    noAttach: bools.has('--no-attach'),
    json: bools.has('--json'),
  };
  if (name === 'first-minute') return { kind: 'first-minute', opts, query: values.get('--query') ?? null };
  if (name === 'am-i-stale') {
    const files = lists.get('--file') ?? [];
    const nodes = lists.get('--node') ?? [];
    if (files.length + nodes.length === 0) return { usageError: 'am-i-stale: pass at least one --file PATH or --node ID' };
    return { kind: 'am-i-stale', opts, files, nodes };
  }
  const birth = values.get('--birth');
  if (birth === undefined) return { usageError: 'init: --birth <root> is required' };
  return { kind: 'init', opts, birth };
}
