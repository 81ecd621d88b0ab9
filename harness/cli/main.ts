import { processHarnessEnv, type HarnessEnv } from '../env/index.js';
import { UsageError } from '../run/index.js';
import { commandClauses } from './command-clauses.js';
import { commandDurations, commandMerge } from './command-merge.js';
import { commandProbe } from './command-probe.js';
import { commandRepro, commandRun } from './command-run.js';
import { MAIN_USAGE } from './usage.js';

/** The `m1nd-conformance` command: returns the exit status (0 ok, 1 failure, 2 usage error). */
export async function cli(argv: string[], log: (line: string) => void, env: HarnessEnv = processHarnessEnv()): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    log(MAIN_USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    switch (command) {
      case 'run': return await commandRun(rest, env, log);
      case 'probe': return await commandProbe(rest, env, log);
      case 'clauses': return commandClauses(rest, log, env);
      case 'repro': return await commandRepro(rest, env, log);
      case 'merge': return await commandMerge(rest, env, log);
      case 'durations': return commandDurations(rest, log);
      default:
        log(`unknown command '${command}'; the commands are run, merge, durations, probe, clauses, repro (see m1nd-conformance --help)`);
        return 2;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      log(`usage error: ${error.message}`);
      return 2;
    }
    log(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
