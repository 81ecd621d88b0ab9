// Shared by the broken fakes: runs the bundled reference server with our argv, env and stdio,
// forwards terminating signals, and exits with its status. Each fake breaks one rule around it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REFERENCE_BIN = fileURLToPath(new URL('../../../reference-impl/dist/bin/m1nd-mcp.js', import.meta.url));

export function relay({ env = process.env, stdin = 'inherit' } = {}) {
  const child = spawn(process.execPath, [REFERENCE_BIN, ...process.argv.slice(2)], { env, stdio: [stdin, 'inherit', 'inherit'] });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
  return child;
}
