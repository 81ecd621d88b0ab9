import { resolve } from 'node:path';
import { AgentError } from './agent-error.js';
import { judgeBirth, runBirthSession } from './birth-session.js';
import type { CommandContext } from './cli-context.js';
import { failEnvelope, type Envelope } from './envelope.js';
import { withOwnedRuntime } from './owned-runtime.js';
import type { SessionFlags } from './parse-cli.js';
import { canonicalRepo, resolveTarget, type Target } from './resolve-target.js';
import { chooseRuntime } from './runtime-choice.js';
import { checkExecutableFormat, resolveServerCommand } from './server-command.js';

/** A usage problem found after parsing: exit 2, stderr only. */
export class UsageError extends Error {}

/**
 * `init --birth <root>`: runs the server's birth ceremony in the chosen runtime under its lease and
 * reports the receipt or the refusal in `env.birth`. With `--repo` the repository is also the grant.
 */
export async function runInit(ctx: CommandContext, flags: SessionFlags, birthRaw: string, env: Envelope): Promise<void> {
  const target = await initTarget(ctx, flags);
  const grant = flags.repo ? target.repo : null;
  env.repo = grant;
  const command = resolveServerCommand(flags.binary, ctx.env, ctx.cwd, ctx.execPath);
  env.runtime = { ...env.runtime, binary: command.binary, runtime_root: target.runtimeDir, source: target.source, transport: null, cache: target.cache ? { key: target.cache.key, identity: target.cache.identity } : null };
  const root = resolve(ctx.cwd, birthRaw);
  const childEnv = { ...ctx.env, M1ND_RUNTIME_DIR: target.runtimeDir, ...(grant ? { M1ND_WORKSPACE_ROOT: grant } : {}) };

  const owned = await withOwnedRuntime(target, { pid: ctx.pid, now: () => ctx.now(), waitMs: ctx.waitMs, interrupt: ctx.interrupt, seam: ctx.seam }, async (state) => {
    env.runtime.state = state;
    checkExecutableFormat(command);
    const report = await runBirthSession({ command, root, serverArgs: target.serverArgs, env: childEnv, cwd: grant ?? ctx.cwd, budgets: ctx.budgets, interrupt: ctx.interrupt, relay: ctx.stderr });
    return { ...report, closeWitnessed: report.close !== null };
  });
  const r = owned.result;
  env.runtime.exit = r.close ? { code: r.close.code, signal: r.close.signal } : null;
  env.runtime.lease = owned.released ? 'released' : 'kept';
  const judged = judgeBirth(r, ctx.budgets);
  env.birth = judged.birth;
  env.results.push({ tool: 'birth', payload: r.receipt });
  if (ctx.interrupt.name) {
    failEnvelope(env, new AgentError('M1ND_AGENT_INTERRUPTED', `interrupted by ${ctx.interrupt.name}`, { signal: ctx.interrupt.name }), undefined, r.stderr);
  } else if (judged.error) {
    failEnvelope(env, judged.error, owned.releaseError, r.stderr);
  } else if (owned.releaseError) {
    failEnvelope(env, owned.releaseError);
  } else {
    env.next_actions.push(`run the server with this runtime to serve the born brain ${String(r.receipt?.brain_id ?? '')}`.trim());
  }
}

async function initTarget(ctx: CommandContext, flags: SessionFlags): Promise<Target> {
  if (flags.repo) return resolveTarget({ repo: canonicalRepo(flags.repo, ctx.cwd), runtimeFlag: flags.runtimeDir, env: ctx.env, cwd: ctx.cwd, home: ctx.home, uid: ctx.uid, budgets: ctx.budgets, interrupt: ctx.interrupt });
  const here = canonicalRepo('.', ctx.cwd);
  const choice = chooseRuntime({ flag: flags.runtimeDir, env: ctx.env, cliCwd: ctx.cwd, childCwd: here });
  if ('error' in choice) throw new UsageError(choice.error);
  if (choice.runtimeDir === null) {
    throw new UsageError('init --birth needs a runtime: pass --runtime-dir DIR, set M1ND_RUNTIME_DIR, or pass --repo R to use the automatic cache of R');
  }
  return { repo: here, source: choice.source, runtimeDir: choice.runtimeDir, serverArgs: choice.serverArgs, cache: null };
}
