import { join } from 'node:path';
import { INSTANCES_DIR, REGISTRY_DIR } from '../records/index.js';
import { AgentError, toAgentError } from './agent-error.js';
import { runAmIStale } from './am-i-stale.js';
import { log, type CommandContext } from './cli-context.js';
import { discoverOwner } from './discover-owner.js';
import { failEnvelope, type Envelope } from './envelope.js';
import { runFirstMinute } from './first-minute.js';
import { createHttpCaller, readBearer } from './http-caller.js';
import { OWNER_DIR } from './lease.js';
import { withOwnedRuntime } from './owned-runtime.js';
import type { SessionFlags } from './parse-cli.js';
import { canonicalRepo, resolveTarget, type Target } from './resolve-target.js';
import { checkExecutableFormat, resolveServerCommand } from './server-command.js';
import { runStdioSession } from './stdio-session.js';
import type { ToolCaller } from './tool-caller.js';
import type { IdentityState } from './cache-identity.js';

export type SessionWork = (env: Envelope, caller: ToolCaller, state: IdentityState | 'attached', repo: string) => Promise<void>;

export function firstMinuteWork(query: string | null): SessionWork {
  return (env, caller, state, repo) => runFirstMinute(env, caller, { repo, state, query });
}

export function amIStaleWork(files: string[], nodes: string[]): SessionWork {
  return (env, caller) => runAmIStale(env, caller, { files, nodes });
}

/**
 * Resolves the runtime, attaches to a served owner that covers the repository when allowed, else runs
 * a private stdio server under the runtime's lease. Fills `env`; failures become `ok:false`.
 */
export async function runSessionCommand(ctx: CommandContext, flags: SessionFlags, env: Envelope, work: SessionWork): Promise<void> {
  env.repo = canonicalRepo(flags.repo ?? '.', ctx.cwd);
  const target = await resolveTarget({ repo: env.repo, runtimeFlag: flags.runtimeDir, env: ctx.env, cwd: ctx.cwd, home: ctx.home, uid: ctx.uid, budgets: ctx.budgets, interrupt: ctx.interrupt });
  const command = resolveServerCommand(flags.binary, ctx.env, ctx.cwd, ctx.execPath);
  env.runtime.binary = command.binary;
  env.runtime.runtime_root = target.runtimeDir;
  env.runtime.source = target.source;
  if (target.cache) env.runtime.cache = { key: target.cache.key, identity: target.cache.identity };

  if (!flags.noAttach && (await attach(ctx, target, env, work))) return;

  env.runtime.transport = 'stdio';
  const owned = await withOwnedRuntime(target, { pid: ctx.pid, now: () => ctx.now(), waitMs: ctx.waitMs, interrupt: ctx.interrupt, seam: ctx.seam }, async (state) => {
    env.runtime.state = state;
    checkExecutableFormat(command);
    const report = await runStdioSession(
      { command, args: [...target.serverArgs, '--stdio'], env: childEnv(ctx.env, target), cwd: target.repo, budgets: ctx.budgets, interrupt: ctx.interrupt, relay: ctx.stderr },
      (caller) => work(env, caller, state, target.repo),
    );
    return { ...report, closeWitnessed: report.close !== null };
  });
  const r = owned.result;
  env.runtime.version = r.server.version;
  env.runtime.exit = r.close ? { code: r.close.code, signal: r.close.signal } : null;
  env.runtime.lease = owned.released ? 'released' : 'kept';
  const teardown = r.teardownError ?? owned.releaseError;
  if (r.error) failEnvelope(env, r.error, teardown, r.stderr);
  else if (teardown) failEnvelope(env, teardown, undefined, r.stderr);
  if (!owned.released && !r.error && !teardown) failEnvelope(env, new AgentError('M1ND_AGENT_SHUTDOWN_FAILED', 'the server did not close; the lease is kept'));
  if (!owned.released) log(ctx, `the lease proof in ${join(target.runtimeDir, OWNER_DIR)} is kept: the server's close was not witnessed`);
}

/** The server's environment: the repository is the grant, the chosen runtime its private directory. */
function childEnv(base: Record<string, string | undefined>, target: Target): Record<string, string | undefined> {
  return { ...base, M1ND_WORKSPACE_ROOT: target.repo, M1ND_RUNTIME_DIR: target.runtimeDir };
}

async function attach(ctx: CommandContext, target: Target, env: Envelope, work: SessionWork): Promise<boolean> {
  const dirs = [join(target.runtimeDir, REGISTRY_DIR, INSTANCES_DIR)];
  if (ctx.env.M1ND_REGISTRY_DIR) dirs.push(join(ctx.env.M1ND_REGISTRY_DIR, INSTANCES_DIR));
  const { owner, refused } = discoverOwner(dirs, target.repo, ctx.uid);
  for (const r of refused) log(ctx, `note: ${r.path} is not trusted (${r.code}: ${r.detail}); it is skipped`);
  if (!owner) return false;
  log(ctx, `attaching to the served owner ${owner.url} (pid ${owner.pid}) whose workspace ${owner.workspaceRoot} covers ${target.repo}`);
  env.runtime.transport = 'http';
  env.runtime.source = 'attach';
  env.runtime.runtime_root = owner.runtimeRoot;
  env.runtime.attached = { instance_id: owner.instanceId, pid: owner.pid, url: owner.url };
  try {
    const caller = createHttpCaller(owner, readBearer(owner, ctx.env, ctx.uid), target.repo, ctx.budgets.callMs, ctx.interrupt.signal);
    await work(env, caller, 'attached', target.repo);
  } catch (error) {
    failEnvelope(env, toAgentError(error, 'M1ND_AGENT_ATTACH_FAILED'));
  }
  return true;
}
