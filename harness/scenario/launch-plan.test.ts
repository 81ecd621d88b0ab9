import assert from 'node:assert/strict';
import { test } from 'node:test';
import { referenceAdapter } from '../adapter/index.js';
import { fakeHarnessEnv } from '../env/index.js';
import type { FixtureHome } from '../homes/index.js';
import { planLaunch, type LaunchSettings } from './launch-plan.js';

const home: FixtureHome = {
  base: '/b', root: '/b/s', home: '/b/s/home', tmp: '/b/s/tmp', xdgCache: '/b/s/home/.cache', xdgConfig: '/b/s/home/.config',
  runtime: '/b/s/runtime', registry: '/b/s/registry', repos: '/b/s/repos', seams: '/b/s/seams',
};
const settings: LaunchSettings = {
  grant: '/b/s/repos/app', runtimeArg: '/b/s/runtime', cwd: '/b/s/repos/app', configFile: null,
  extraEnv: {}, extraArgs: [], readOnlyBinds: [], seamsDir: null,
};
const adapter = referenceAdapter('/usr/bin/node');

test('inherited overrides never reach the child; the grant and runtime do', () => {
  const polluted = fakeHarnessEnv({ env: { PATH: '/bin', M1ND_WORKSPACE_ROOT: '/elsewhere', HOME: '/root', M1ND_GRAPH_SOURCE: '/g', CLAUDE_PROJECT_DIR: '/x' } });
  const plan = planLaunch(adapter, home, polluted, settings);
  assert.equal(plan.env.M1ND_WORKSPACE_ROOT, '/b/s/repos/app');
  assert.equal(plan.env.M1ND_RUNTIME_DIR, '/b/s/runtime');
  assert.equal(plan.env.HOME, '/b/s/home');
  assert.equal(plan.env.M1ND_GRAPH_SOURCE, undefined);
  assert.equal(plan.env.CLAUDE_PROJECT_DIR, undefined);
  assert.deepEqual(plan.argv, ['/usr/bin/node', adapter.server.command[1], '--stdio']);
});

test('no grant and no runtime leave both variables out', () => {
  const plan = planLaunch(adapter, home, fakeHarnessEnv(), { ...settings, grant: null, runtimeArg: null });
  assert.equal('M1ND_WORKSPACE_ROOT' in plan.env, false);
  assert.equal('M1ND_RUNTIME_DIR' in plan.env, false);
});

test('config file, extra args, explicit variables and seams are passed', () => {
  const plan = planLaunch(adapter, home, fakeHarnessEnv(), {
    ...settings, configFile: '/b/s/config.json', extraArgs: ['--graph', '/g'], extraEnv: { PROJECT_ROOT: '/o' }, seamsDir: '/b/s/seams',
  });
  assert.deepEqual(plan.argv.slice(2), ['--stdio', '--config', '/b/s/config.json', '--graph', '/g']);
  assert.equal(plan.env.PROJECT_ROOT, '/o');
  assert.equal(plan.env.M1ND_TEST_SEAMS_DIR, '/b/s/seams');
});
