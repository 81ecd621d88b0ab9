import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AgentError } from './agent-error.js';

/** How to start the server: an executable, or node on the bundled reference entry point. */
export interface ServerCommand {
  file: string;
  prefixArgs: string[];
  /** What the envelope reports as `runtime.binary`. */
  binary: string;
  source: 'flag' | 'env' | 'bundled';
}

/**
 * The bundled reference server: beside this file when the CLI runs as one bundle (`dist/bundle/m1nd-mcp.js`),
 * else next to this file's compiled folder (`dist/bin/m1nd-mcp.js`).
 */
export function bundledServerPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const beside = join(here, 'm1nd-mcp.js');
  return existsSync(beside) ? beside : join(here, '..', 'bin', 'm1nd-mcp.js');
}

const NODE_SCRIPT = /\.(?:js|mjs|cjs)$/;

/**
 * `--binary`, else `M1ND_MCP_BINARY`, else the bundled reference server. A `.js`/`.mjs`/`.cjs` path is
 * run with this node (built entry points are not executable files); anything else is executed directly.
 */
export function resolveServerCommand(flag: string | null, env: Record<string, string | undefined>, cwd: string, execPath: string): ServerCommand {
  const chosen = flag ? { path: resolve(cwd, flag), source: 'flag' as const } : env.M1ND_MCP_BINARY ? { path: resolve(cwd, env.M1ND_MCP_BINARY), source: 'env' as const } : null;
  if (chosen === null) {
    const bundled = bundledServerPath();
    return { file: execPath, prefixArgs: [bundled], binary: bundled, source: 'bundled' };
  }
  if (NODE_SCRIPT.test(chosen.path)) return { file: execPath, prefixArgs: [chosen.path], binary: chosen.path, source: chosen.source };
  return { file: chosen.path, prefixArgs: [], binary: chosen.path, source: chosen.source };
}

const MAGICS = [
  Buffer.from('#!'),
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]), // ELF
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), // Mach-O 64
  Buffer.from([0xce, 0xfa, 0xed, 0xfe]), // Mach-O 32
  Buffer.from([0xca, 0xfe, 0xba, 0xbe]), // Mach-O universal
];

/**
 * Refuses a file the kernel cannot execute (ENOEXEC) before any spawn: the C library would otherwise
 * hand it to /bin/sh, hiding the format error behind a shell's exit status. Other errors surface at spawn.
 */
export function checkExecutableFormat(command: ServerCommand): void {
  if (command.prefixArgs.length > 0) return; // node runs a script; the kernel never sees it
  let fd: number | undefined;
  const head = Buffer.alloc(4);
  let n = 0;
  try {
    fd = openSync(command.file, 'r');
    n = readSync(fd, head, 0, 4, 0);
  } catch {
    return; // EACCES, ENOENT, EISDIR...: the spawn reports them in its own words.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  const bytes = head.subarray(0, n);
  if (MAGICS.some((m) => bytes.length >= m.length && bytes.subarray(0, m.length).equals(m))) return;
  throw new AgentError('M1ND_AGENT_SPAWN_FAILED', `the server binary ${command.file} cannot be executed (ENOEXEC: not a script with #! nor a native executable); point --binary or M1ND_MCP_BINARY at the m1nd-mcp executable`, { errno: 'ENOEXEC', binary: command.file });
}
