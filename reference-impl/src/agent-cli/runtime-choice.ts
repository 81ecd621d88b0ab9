import { resolve } from 'node:path';
import { splitArgs } from './split-args.js';

/** Where the server's runtime comes from, resolved to an absolute path, or the automatic cache. */
export type RuntimeSource = 'flag' | 'mcp_args' | 'env' | 'cache';

export interface RuntimeChoice {
  source: RuntimeSource;
  /** Absolute runtime directory; null for the automatic cache (chosen later from the identity). */
  runtimeDir: string | null;
  /** `M1ND_MCP_ARGS` without its runtime arguments: passed on to the server. */
  serverArgs: string[];
}

export interface ChoiceInput {
  /** `--runtime-dir` as typed on the CLI, if given. */
  flag: string | null;
  env: Record<string, string | undefined>;
  /** The CLI's own working directory: a relative `--runtime-dir` resolves from here. */
  cliCwd: string;
  /** The server's working directory: relative paths in its environment resolve from here. */
  childCwd: string;
}

/**
 * `--runtime-dir` beats a runtime in `M1ND_MCP_ARGS` (`--runtime-dir V` or `--runtime-dir=V`), which
 * beats `M1ND_RUNTIME_DIR`; with none of them the automatic cache is used. Each relative path resolves
 * from its own caller's directory: the flag from the CLI's, the environment's from the server's.
 */
export function chooseRuntime(input: ChoiceInput): RuntimeChoice | { error: string } {
  const raw = input.env.M1ND_MCP_ARGS;
  const words = raw === undefined || raw.trim() === '' ? [] : splitArgs(raw);
  if (words === null) return { error: `M1ND_MCP_ARGS has an unclosed quote: ${JSON.stringify(raw)}; close it or drop the quote` };
  const serverArgs: string[] = [];
  let fromArgs: string | null = null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--runtime-dir') {
      const value = words[i + 1];
      if (value === undefined || value === '') return { error: 'M1ND_MCP_ARGS ends with --runtime-dir and no directory; give it a value' };
      fromArgs = value;
      i++;
    } else if (w.startsWith('--runtime-dir=')) {
      const value = w.slice('--runtime-dir='.length);
      if (value === '') return { error: 'M1ND_MCP_ARGS has --runtime-dir= with no directory; give it a value' };
      fromArgs = value;
    } else {
      serverArgs.push(w);
    }
  }
  if (input.flag !== null) {
    if (input.flag === '') return { error: '--runtime-dir needs a directory' };
    return { source: 'flag', runtimeDir: resolve(input.cliCwd, input.flag), serverArgs };
  }
  if (fromArgs !== null) return { source: 'mcp_args', runtimeDir: resolve(input.childCwd, fromArgs), serverArgs };
  const envDir = input.env.M1ND_RUNTIME_DIR;
  if (envDir) return { source: 'env', runtimeDir: resolve(input.childCwd, envDir), serverArgs };
  return { source: 'cache', runtimeDir: null, serverArgs };
}
