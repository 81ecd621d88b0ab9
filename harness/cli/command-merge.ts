import { writeFileSync } from 'node:fs';
import type { HarnessEnv } from '../env/index.js';
import { defaultPaths, durationsFromRuns, mergeShards, MergeError, UsageError } from '../run/index.js';
import { parseCommand } from './parse.js';
import { DURATIONS_USAGE, MERGE_USAGE } from './usage.js';

/** `merge DIR...`: one report from the shard reports; a merge that does not add up exits 1 naming every fault. */
export async function commandMerge(args: string[], env: HarnessEnv, log: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommand('merge', args, {
    'report-dir': { type: 'string' },
    expectations: { type: 'string' },
    'require-conformant': { type: 'boolean' },
  }, true);
  if (values.help) {
    log(MERGE_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('merge takes the report folder of every shard, e.g. merge reports/shard-1 reports/shard-2 (see m1nd-conformance merge --help)');
  if (!values['report-dir']) throw new UsageError('merge needs --report-dir DIR for the merged report (a new folder, not one of the shards)');
  try {
    const { exitCode } = await mergeShards({
      dirs: positionals,
      reportDir: values['report-dir'],
      ...(values.expectations ? { expectationsPath: values.expectations } : {}),
      requireConformant: values['require-conformant'] ?? false,
      defaultPaths: await defaultPaths(),
      log,
    }, env);
    return exitCode;
  } catch (error) {
    if (!(error instanceof MergeError)) throw error;
    log(`merge refused:\n${error.message}`);
    return 1;
  }
}

/** `durations SOURCE... [--out FILE]`: the durations file shards balance by, from finished runs. */
export function commandDurations(args: string[], log: (line: string) => void): number {
  const { values, positionals } = parseCommand('durations', args, { out: { type: 'string' } }, true);
  if (values.help) {
    log(DURATIONS_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('durations takes at least one report folder (or conformance.json / messages.ndjson) of a finished run (see m1nd-conformance durations --help)');
  const { text, scenarios } = durationsFromRuns(positionals);
  if (!values.out) {
    log(text.trimEnd());
    return 0;
  }
  writeFileSync(values.out, text);
  log(`durations: ${scenarios} scenarios written to ${values.out}`);
  return 0;
}
