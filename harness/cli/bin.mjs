#!/usr/bin/env node
// Loads the TypeScript harness through tsx so the kit runs straight from its sources.
import { register } from 'tsx/esm/api';

register();
const { cli } = await import('./main.ts');
process.exitCode = await cli(process.argv.slice(2), (line) => console.log(line));
