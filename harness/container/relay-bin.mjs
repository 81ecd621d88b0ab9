#!/usr/bin/env node
// The container lane's process backend: `relay-bin.mjs --image I [--docker-host H] -- argv...` runs argv
// inside image I and behaves like that process (stdio, signals, exit status). 125: the relay itself failed.
import { register } from 'tsx/esm/api';

register();
const { relayMain } = await import('./relay-main.ts');
try {
  process.exitCode = await relayMain(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`m1nd-conformance container relay: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 125;
}
