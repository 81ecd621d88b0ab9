#!/usr/bin/env node
import { main, tuneTiering } from '../server/index.js';

tuneTiering();

const handlers: ((signal: string) => void)[] = [];
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => handlers.forEach((handler) => handler(signal)));
}

// No top-level await: the bundle of this entry is a CommonJS script.
void main({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  pid: process.pid,
  uid: process.getuid?.() ?? 0,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  now: () => Date.now(),
  onTerminate: (handler) => handlers.push(handler),
}).then((status) => {
  // Let stdout drain before leaving; the exit code carries the outcome.
  process.stdout.write('', () => process.exit(status));
});
