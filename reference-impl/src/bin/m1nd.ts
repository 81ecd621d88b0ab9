#!/usr/bin/env node
import { homedir } from 'node:os';
import { Interrupt, runAgentCli } from '../agent-cli/index.js';

// SIGTERM, SIGINT and SIGHUP interrupt the command (even a lease wait); the exit status is 128 + signo.
const interrupt = new Interrupt();
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => interrupt.trigger(signal));

// No top-level await: the bundle of this entry is a CommonJS script.
void runAgentCli({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  home: process.env.HOME || homedir(),
  pid: process.pid,
  uid: process.getuid?.() ?? 0,
  now: () => Date.now(),
  execPath: process.execPath,
  stdout: process.stdout,
  stderr: process.stderr,
  interrupt,
}).then((status) => {
  // Let stdout drain before leaving; the exit code carries the outcome.
  process.stdout.write('', () => process.exit(status));
});
