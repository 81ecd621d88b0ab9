import { errorCode } from '../records/index.js';
import { createSeamHook } from '../seams/index.js';
import { toAgentError } from './agent-error.js';
import { readBudgets, readOwnerWaitMs } from './budgets.js';
import { log, type CliIo, type CommandContext } from './cli-context.js';
import { failEnvelope, newEnvelope, type Envelope } from './envelope.js';
import { HELP } from './help-text.js';
import { CLI_SEAM_NAMES } from './owned-runtime.js';
import { parseCli } from './parse-cli.js';
import { renderText } from './render-text.js';
import { runInit, UsageError } from './run-init.js';
import { amIStaleWork, firstMinuteWork, runSessionCommand } from './run-session-command.js';

export const CLI_VERSION = '0.1.0';
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/**
 * Runs one agent CLI invocation and returns its exit status: 0 ok, 1 ok:false (after the envelope),
 * 2 usage or configuration error (stderr only), 128 + signal number when interrupted.
 */
export async function runAgentCli(io: CliIo): Promise<number> {
  const cmd = parseCli(io.argv);
  if ('usageError' in cmd) return usage(io, cmd.usageError);
  if (cmd.kind === 'help') return print(io, HELP[cmd.topic]);
  if (cmd.kind === 'version') return print(io, `m1nd-ref ${CLI_VERSION} (the agent CLI of m1nd-conformance)`);
  if (cmd.kind === 'list-seams') return print(io, CLI_SEAM_NAMES.join('\n'));

  const budgets = readBudgets(io.env);
  if ('error' in budgets) return usage(io, budgets.error);
  const waitMs = readOwnerWaitMs(io.env);
  if ('error' in waitMs) return usage(io, waitMs.error);
  const hook = createSeamHook(io.env.M1ND_TEST_SEAMS_DIR ?? null, io.pid);
  const ctx: CommandContext = { ...io, budgets: budgets.value, waitMs: waitMs.value, seam: hook };

  const env = newEnvelope(cmd.kind, null);
  try {
    if (cmd.kind === 'init') await runInit(ctx, cmd.opts, cmd.birth, env);
    else await runSessionCommand(ctx, cmd.opts, env, cmd.kind === 'first-minute' ? firstMinuteWork(cmd.query) : amIStaleWork(cmd.files, cmd.nodes));
  } catch (error) {
    if (error instanceof UsageError) return usage(io, error.message);
    failEnvelope(env, toAgentError(error, errorCode(error) === 'injected_fault' ? 'M1ND_AGENT_INJECTED_FAULT' : 'M1ND_AGENT_INTERNAL'));
  }
  if (io.interrupt.name && env.ok) failEnvelope(env, toAgentError(io.interrupt.signal.reason, 'M1ND_AGENT_INTERRUPTED'));
  report(io, env);
  const json = 'opts' in cmd && cmd.opts.json;
  io.stdout.write(json ? `${JSON.stringify(env)}\n` : renderText(env));
  if (io.interrupt.name) return io.interrupt.exitStatus();
  return env.ok ? EXIT_OK : EXIT_FAILED;
}

function report(io: CliIo, env: Envelope): void {
  const error = env.error as { code: string; message: string; teardown?: { code: string; message: string } } | undefined;
  if (!error) return;
  log(io, `error: ${error.code}: ${error.message}`);
  if (error.teardown) log(io, `teardown error: ${error.teardown.code}: ${error.teardown.message}`);
}

function usage(io: CliIo, message: string): number {
  io.stderr.write(`m1nd: usage error: ${message}\n`);
  return EXIT_USAGE;
}

function print(io: CliIo, text: string): number {
  io.stdout.write(`${text}\n`);
  return EXIT_OK;
}
