import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLaunchRefusal } from './launch-refusal.js';
import { parseLaunch } from './parse-launch.js';
import type { ServerConfig } from './server-config.js';

const base = mkdtempSync('/var/tmp/m1nd-launcher-parse-');

function parse(argv: string[], env: Record<string, string> = {}, cwd = base): ServerConfig {
  const r = parseLaunch({ argv, env, cwd });
  assert.ok(!('usageError' in r), `unexpected usage error: ${'usageError' in r ? r.usageError : ''}`);
  assert.ok(!isLaunchRefusal(r), `unexpected refusal: ${isLaunchRefusal(r) ? r.code : ''}`);
  return r;
}

function usageError(argv: string[], env: Record<string, string> = {}): string {
  const r = parseLaunch({ argv, env, cwd: base });
  assert.ok('usageError' in r, `expected a usage error for ${argv.join(' ')}`);
  return r.usageError;
}

function config(content: unknown): string {
  const path = join(mkdtempSync(join(base, 'cfg-')), 'server.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

test('no arguments is stdio with nothing granted', () => {
  assert.deepEqual(parse([]), {
    mode: 'stdio', configFile: null, grant: null, grantSource: null, runtimeDir: null, overridesIgnored: [],
    overrides: { graph: null, plasticity: null, registryDir: null }, seamsDir: null, embedModel: null,
    port: null, bind: null, birth: null, readOnly: false,
  });
});

test('mode flags: help beats version beats list-seams beats serve beats stdio', () => {
  assert.equal(parse(['--stdio']).mode, 'stdio');
  assert.equal(parse(['--stdio', '--no-gui']).mode, 'stdio');
  assert.equal(parse(['--serve', '--port', '0', '--bind', '127.0.0.1']).mode, 'serve');
  assert.equal(parse(['--stdio', '--list-seams']).mode, 'list-seams');
  assert.equal(parse(['--list-seams', '--version']).mode, 'version');
  assert.equal(parse(['--version', '--help']).mode, 'help');
  assert.equal(parse(['-h']).mode, 'help');
});

test('--serve carries port and bind as given', () => {
  const cfg = parse(['--serve', '--port=0', '--bind', '127.0.0.1']);
  assert.equal(cfg.port, 0);
  assert.equal(cfg.bind, '127.0.0.1');
  assert.match(usageError(['--serve', '--port', 'http']), /--port http is not a port number/);
  assert.match(usageError(['--serve', '--port', '70000']), /not a port number/);
  assert.match(usageError(['--serve', '--stdio']), /exclusive/);
});

test('unknown flags, positionals, missing or repeated values are usage errors naming them', () => {
  assert.match(usageError(['--stdio', '--frobnicate']), /unknown flag --frobnicate/);
  assert.match(usageError(['serve']), /unexpected argument "serve"/);
  assert.match(usageError(['--runtime-dir']), /--runtime-dir needs a value/);
  assert.match(usageError(['--runtime-dir', '--stdio']), /--runtime-dir needs a value/);
  assert.match(usageError(['--runtime-dir', '/a', '--runtime-dir=/b']), /--runtime-dir is given more than once/);
  assert.match(usageError(['--stdio=yes']), /--stdio takes no value/);
});

test('a config file that is missing, not JSON or not an object is a usage error naming the file', () => {
  const missing = join(base, 'nope.json');
  assert.match(usageError(['--config', missing]), new RegExp(`cannot read config file ${missing} \\(ENOENT\\)`));
  const broken = config('{"launcher_workspace_root": ');
  assert.match(usageError(['--config', broken]), new RegExp(`config file ${broken} is not valid JSON`));
  const arr = config([1]);
  assert.match(usageError(['--config', arr]), new RegExp(`config file ${arr} must hold a JSON object`));
  const typed = config({ runtime_dir: 7 });
  assert.match(usageError(['--config', typed]), /"runtime_dir" must be a string path/);
});

test('a relative --config resolves against the launch cwd', () => {
  const path = config({ launcher_workspace_root: '/repo' });
  const cfg = parse(['--config', 'server.json'], {}, join(path, '..'));
  assert.equal(cfg.configFile, path);
  assert.equal(cfg.grant, '/repo');
});

test('the config grant wins over M1ND_WORKSPACE_ROOT', () => {
  const cfg = parse(['--config', config({ launcher_workspace_root: '/from-config' })], { M1ND_WORKSPACE_ROOT: '/from-env' });
  assert.equal(cfg.grant, '/from-config');
  assert.equal(cfg.grantSource, 'config');
});

test('M1ND_WORKSPACE_ROOT fills the grant only when the config has none', () => {
  const cfg = parse(['--config', config({ runtime_dir: '/rt', other_key: true })], { M1ND_WORKSPACE_ROOT: '/from-env' });
  assert.equal(cfg.grant, '/from-env');
  assert.equal(cfg.grantSource, 'env');
  assert.equal(parse([], { M1ND_WORKSPACE_ROOT: '/from-env' }).grantSource, 'env');
  assert.equal(parse([], { M1ND_WORKSPACE_ROOT: '' }).grant, null);
});

test('aliases, workspace hints and the cwd are never a grant', () => {
  const env = {
    M1ND_PROJECT_ROOT: '/a', M1ND_REPO_ROOT: '/b', WORKSPACE_ROOT: '/c', PROJECT_ROOT: '/d', REPO_ROOT: '/e',
    CLAUDE_PROJECT_DIR: '/f', VSCODE_CWD: '/g', INIT_CWD: '/h', PWD: '/i', OLDPWD: '/j',
  };
  const cfg = parse(['--stdio'], env, '/some/repo');
  assert.equal(cfg.grant, null);
  assert.equal(cfg.grantSource, null);
  assert.equal(cfg.runtimeDir, null);
});

test('runtime precedence: --runtime-dir, then config runtime_dir, then M1ND_RUNTIME_DIR; kept raw', () => {
  const file = config({ runtime_dir: 'relative/from-config' });
  const env = { M1ND_RUNTIME_DIR: '/from-env' };
  assert.equal(parse(['--runtime-dir', '/from-flag', '--config', file], env).runtimeDir, '/from-flag');
  assert.equal(parse(['--config', file], env).runtimeDir, 'relative/from-config');
  assert.equal(parse([], env).runtimeDir, '/from-env');
  assert.equal(parse(['--runtime-dir=../x']).runtimeDir, '../x');
});

test('with a grant every persistence override is listed as ignored and none is kept', () => {
  const file = config({ launcher_workspace_root: '/repo', graph_source: '/g', plasticity_state: '/p', registry_dir: '/r' });
  const env = { M1ND_GRAPH_SOURCE: '/eg', M1ND_PLASTICITY_STATE: '/ep', M1ND_REGISTRY_DIR: '/er' };
  const cfg = parse(['--config', file, '--graph', '/fg', '--plasticity', '/fp', '--registry-dir', '/fr'], env);
  assert.deepEqual(cfg.overridesIgnored, [
    '--graph', 'graph_source', 'M1ND_GRAPH_SOURCE',
    '--plasticity', 'plasticity_state', 'M1ND_PLASTICITY_STATE',
    '--registry-dir', 'registry_dir', 'M1ND_REGISTRY_DIR',
  ]);
  assert.deepEqual(cfg.overrides, { graph: null, plasticity: null, registryDir: null });
  const envOnly = parse([], { M1ND_WORKSPACE_ROOT: '/repo', M1ND_GRAPH_SOURCE: '/eg' });
  assert.deepEqual(envOnly.overridesIgnored, ['M1ND_GRAPH_SOURCE']);
});

test('without a grant the overrides are kept, flag before config before env', () => {
  const file = config({ graph_source: '/g', registry_dir: '/r' });
  const env = { M1ND_GRAPH_SOURCE: '/eg', M1ND_PLASTICITY_STATE: '/ep', M1ND_REGISTRY_DIR: '/er' };
  const cfg = parse(['--config', file, '--graph', '/fg'], env);
  assert.deepEqual(cfg.overridesIgnored, []);
  assert.deepEqual(cfg.overrides, { graph: '/fg', plasticity: '/ep', registryDir: '/r' });
});

test('seam directory, embed model and birth are read as given', () => {
  const cfg = parse(['--birth', '/repo'], { M1ND_TEST_SEAMS_DIR: '/seams', M1ND_EMBED_MODEL: '/model' });
  assert.equal(cfg.seamsDir, '/seams');
  assert.equal(cfg.embedModel, '/model');
  assert.equal(cfg.birth, '/repo');
  assert.equal(parse([], { M1ND_TEST_SEAMS_DIR: '' }).seamsDir, null);
});

test('read-only: the flag or M1ND_READ_ONLY 1/true attach read-only; empty, 0 and false do not', () => {
  assert.equal(parse(['--read-only']).readOnly, true);
  for (const on of ['1', 'true']) assert.equal(parse([], { M1ND_READ_ONLY: on }).readOnly, true, on);
  for (const off of ['', '0', 'false']) assert.equal(parse([], { M1ND_READ_ONLY: off }).readOnly, false, JSON.stringify(off));
  assert.equal(parse(['--read-only'], { M1ND_READ_ONLY: '0' }).readOnly, true, 'the flag wins over an off variable');
});

test('any other M1ND_READ_ONLY value refuses the start, naming the variable, the value and the accepted values', () => {
  for (const bad of ['yes', 'TRUE', ' 1', 'on', 'maybe']) {
    const r = parseLaunch({ argv: ['--read-only'], env: { M1ND_READ_ONLY: bad }, cwd: base });
    assert.ok(isLaunchRefusal(r), `expected a refusal for ${JSON.stringify(bad)}, even beside the flag`);
    assert.equal(r.code, 'read_only_value_invalid', bad);
    assert.ok(r.detail.includes(`M1ND_READ_ONLY=${JSON.stringify(bad)}`), bad);
    assert.match(r.detail, /1 or true/, bad);
    assert.match(r.detail, /0, false or empty/, bad);
  }
});
