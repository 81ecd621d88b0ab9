import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../run/index.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** parseArgs with --help on every command; a bad flag becomes a UsageError naming it and the help. */
export function parseCommand<O extends Options>(command: string, args: string[], options: O, positionals = false) {
  try {
    return parseArgs({ args, allowPositionals: positionals, strict: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see m1nd-conformance ${command} --help)`);
  }
}
