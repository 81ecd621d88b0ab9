#!/usr/bin/env node
// Loads the TypeScript harness through tsx so the kit runs straight from its sources.
import { register } from 'tsx/esm/api';

// A closed pipe (`m1nd-conformance clauses | head`) ends the output, not the process with a stack trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

register();
const { cli } = await import('./main.ts');
process.exitCode = await cli(process.argv.slice(2), (line) => console.log(line));
