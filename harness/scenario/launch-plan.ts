import type { Adapter } from '../adapter/index.js';
import type { HarnessEnv } from '../env/index.js';
import { childEnv, type FixtureHome } from '../homes/index.js';

/** Everything that decides how one server process is started in a scenario. */
export interface LaunchSettings {
  /** the value given as M1ND_WORKSPACE_ROOT; null gives no grant in the environment */
  grant: string | null;
  /** the value given as M1ND_RUNTIME_DIR; null gives none */
  runtimeArg: string | null;
  cwd: string;
  configFile: string | null;
  /** variables the scenario sets on purpose (they may belong to the scrubbed family) */
  extraEnv: Record<string, string>;
  extraArgs: string[];
  readOnlyBinds: string[];
  seamsDir: string | null;
}

export interface LaunchPlan {
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  readOnlyBinds: string[];
}

/** Turns settings into argv/env/cwd: the adapter's command plus `--stdio`, env built from scratch. */
export function planLaunch(adapter: Adapter, home: FixtureHome, env: HarnessEnv, s: LaunchSettings): LaunchPlan {
  const explicit: Record<string, string> = {};
  if (s.grant !== null) explicit.M1ND_WORKSPACE_ROOT = s.grant;
  if (s.runtimeArg !== null) explicit.M1ND_RUNTIME_DIR = s.runtimeArg;
  if (s.seamsDir !== null) explicit.M1ND_TEST_SEAMS_DIR = s.seamsDir;
  const argv = [...adapter.server.command, '--stdio'];
  if (s.configFile !== null) argv.push('--config', s.configFile);
  argv.push(...s.extraArgs);
  return {
    argv,
    cwd: s.cwd,
    env: childEnv(home, env, { ...explicit, ...s.extraEnv }),
    readOnlyBinds: [...s.readOnlyBinds],
  };
}
