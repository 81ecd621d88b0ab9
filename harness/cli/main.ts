import { parseArgs } from 'node:util';
import { runBattery } from '../run/index.js';

const USAGE = `m1nd-conformance — run the conformance battery against an implementation

Usage:
  m1nd-conformance run [--impl FILE] [--tags EXPR] [--report-dir DIR] [FEATURE...]
  m1nd-conformance --help

  --impl FILE        the implementation adapter (JSON); default: the bundled reference implementation
  --tags EXPR        a Cucumber tag expression selecting scenarios
  --report-dir DIR   where reports go (default: reports/<implementation name>)

Exit status: 0 nothing failed, 1 a scenario failed or none ran, 2 usage error.`;

export async function cli(argv: string[], log: (line: string) => void): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'run') {
    log(`unknown command '${command}'; the commands are: run (see --help)`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({ args: rest, allowPositionals: true, options: { impl: { type: 'string' }, tags: { type: 'string' }, 'report-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    log(`usage error: ${error instanceof Error ? error.message : String(error)} (see m1nd-conformance --help)`);
    return 2;
  }
  if (parsed.values.help) {
    log(USAGE);
    return 0;
  }
  const reportDir = parsed.values['report-dir'] ?? 'reports/reference';
  const cucumberArgs = [...(parsed.values.tags ? ['--tags', parsed.values.tags] : []), ...parsed.positionals];
  try {
    const { exitCode } = await runBattery({ adapterPath: parsed.values.impl, reportDir, cucumberArgs, log });
    return exitCode;
  } catch (error) {
    log(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
