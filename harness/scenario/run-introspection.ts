import type { Scenario } from './scenario.js';

/** Runs `<server> <flag>` in the scenario's home (no grant) and returns its stdout lines; it must exit 0. */
export async function runIntrospection(s: Scenario, flag: string, program: 'server' | 'cli' = 'server'): Promise<string[]> {
  const plan = await s.planFor(null);
  const n = s.lane.adapter.server.command.length;
  const cli = s.lane.adapter.cli?.command;
  if (program === 'cli' && !cli) throw new Error('the adapter names no cli.command to introspect');
  const argv = program === 'cli' && cli ? [...cli, flag] : [...plan.argv.slice(0, n), flag];
  const child = s.driver.start(argv, { cwd: plan.cwd, env: plan.env, readOnlyBinds: [] });
  child.closeStdin();
  const status = await child.waitExit(s.boundMs);
  if (status.code !== 0) throw new Error(`${argv.join(' ')} exited with ${status.code} (signal ${status.signal}); stderr: ${child.stderrLines.join(' | ') || '(none)'}`);
  return child.stdoutLines.filter((l) => l.trim() !== '');
}
