import { loadAdapter } from '../adapter/index.js';
import type { HarnessEnv } from '../env/index.js';
import { loadExpectations } from '../expectations/index.js';
import { loadDurations, parseShard, reproBundle, runBattery, UsageError } from '../run/index.js';
import { parseCommand } from './parse.js';
import { REPRO_USAGE, RUN_USAGE } from './usage.js';

/** `run`: validates the inputs first (an invalid file is a usage error), then runs the battery. */
export async function commandRun(args: string[], env: HarnessEnv, log: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommand('run', args, {
    impl: { type: 'string' },
    tags: { type: 'string' },
    area: { type: 'string' },
    'report-dir': { type: 'string' },
    expectations: { type: 'string' },
    'require-conformant': { type: 'boolean' },
    shard: { type: 'string' },
    durations: { type: 'string' },
  }, true);
  if (values.help) {
    log(RUN_USAGE);
    return 0;
  }
  checkInputs(env, values.impl, values.expectations);
  const shard = values.shard !== undefined ? parseShard(values.shard) : undefined;
  if (values.durations !== undefined) {
    if (!shard) throw new UsageError(`--durations ${values.durations} balances shards and only applies with --shard I/N`);
    loadDurations(values.durations);
  }
  const { exitCode } = await runBattery({
    ...(values.impl ? { adapterPath: values.impl } : {}),
    ...(values['report-dir'] ? { reportDir: values['report-dir'] } : {}),
    ...(values.tags ? { tags: values.tags } : {}),
    ...(values.area ? { area: values.area } : {}),
    ...(values.expectations ? { expectationsPath: values.expectations } : {}),
    features: positionals,
    requireConformant: values['require-conformant'] ?? false,
    ...(shard ? { shard } : {}),
    ...(values.durations ? { durationsPath: values.durations } : {}),
    log,
  }, env);
  return exitCode;
}

/** `repro BUNDLE`. */
export async function commandRepro(args: string[], env: HarnessEnv, log: (line: string) => void): Promise<number> {
  const { values, positionals } = parseCommand('repro', args, {}, true);
  if (values.help) {
    log(REPRO_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`repro takes exactly one bundle folder, got ${positionals.length} (see m1nd-conformance repro --help)`);
  const { exitCode } = await reproBundle({ bundle: positionals[0]!, log }, env);
  return exitCode;
}

function checkInputs(env: HarnessEnv, impl: string | undefined, expectations: string | undefined): void {
  try {
    loadAdapter(env, impl);
    if (expectations) loadExpectations(expectations);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
