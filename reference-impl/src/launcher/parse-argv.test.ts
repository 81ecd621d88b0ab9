import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseArgv, type ParsedFlags } from './parse-argv.js';

const NONE: ParsedFlags = {
  stdio: false, serve: false, listSeams: false, printRoutes: false, version: false, help: false, readOnly: false,
  config: null, runtimeDir: null, graph: null, plasticity: null, registryDir: null,
  port: null, bind: null, birth: null,
};

function flags(argv: string[]): ParsedFlags {
  const r = parseArgv(argv);
  assert.ok(!('usageError' in r), `unexpected usage error for ${JSON.stringify(argv)}: ${'usageError' in r ? r.usageError : ''}`);
  return r;
}

function usageError(argv: string[]): string {
  const r = parseArgv(argv);
  assert.ok('usageError' in r, `expected a usage error for ${JSON.stringify(argv)}`);
  return r.usageError;
}

test('no arguments sets nothing', () => {
  assert.deepEqual(flags([]), NONE);
});

test('every switch, and -h for --help', () => {
  const cases: [string, keyof ParsedFlags][] = [
    ['--stdio', 'stdio'], ['--serve', 'serve'], ['--list-seams', 'listSeams'], ['--print-routes', 'printRoutes'],
    ['--version', 'version'], ['--help', 'help'], ['-h', 'help'], ['--read-only', 'readOnly'],
  ];
  for (const [flag, key] of cases) assert.deepEqual(flags([flag]), { ...NONE, [key]: true }, flag);
  assert.deepEqual(flags(['--stdio', '--stdio']), { ...NONE, stdio: true }, 'a switch may repeat');
});

test('every valued flag, as --flag value and as --flag=value', () => {
  const cases: [string, keyof ParsedFlags][] = [
    ['--config', 'config'], ['--runtime-dir', 'runtimeDir'], ['--graph', 'graph'], ['--plasticity', 'plasticity'],
    ['--registry-dir', 'registryDir'], ['--port', 'port'], ['--bind', 'bind'], ['--birth', 'birth'],
  ];
  for (const [flag, key] of cases) {
    assert.deepEqual(flags([flag, '/v']), { ...NONE, [key]: '/v' }, `${flag} /v`);
    assert.deepEqual(flags([`${flag}=/v`]), { ...NONE, [key]: '/v' }, `${flag}=/v`);
  }
});

test('a value is taken as written: "=" after the first, a single leading dash', () => {
  assert.equal(flags(['--bind=a=b']).bind, 'a=b');
  assert.equal(flags(['--port', '-1']).port, '-1');
  assert.equal(flags(['--runtime-dir', '-']).runtimeDir, '-');
  assert.equal(flags(['--runtime-dir=--x']).runtimeDir, '--x');
});

test('the harness launches parse as before', () => {
  assert.deepEqual(flags(['--serve', '--port', '0', '--bind', '127.0.0.1']), { ...NONE, serve: true, port: '0', bind: '127.0.0.1' });
  assert.deepEqual(flags(['--birth', '/repo', '--runtime-dir', '/rt']), { ...NONE, birth: '/repo', runtimeDir: '/rt' });
  assert.deepEqual(flags(['--stdio', '--no-gui']), { ...NONE, stdio: true }, '--no-gui is accepted and ignored');
});

test('a missing or empty value names the flag and the form', () => {
  assert.equal(usageError(['--config']), '--config needs a value, e.g. --config <path>');
  assert.equal(usageError(['--runtime-dir', '--stdio']), '--runtime-dir needs a value, e.g. --runtime-dir <path>');
  assert.equal(usageError(['--runtime-dir', '--']), '--runtime-dir needs a value, e.g. --runtime-dir <path>');
  assert.equal(usageError(['--bind=']), '--bind needs a non-empty value');
  assert.equal(usageError(['--bind', '']), '--bind needs a non-empty value');
});

test('a repeated valued flag, or a value on a switch, is refused', () => {
  assert.equal(usageError(['--port', '1', '--port=2']), '--port is given more than once; pass it once');
  assert.equal(usageError(['--help=yes']), '--help takes no value (got "--help=yes")');
  assert.equal(usageError(['--serve=1']), '--serve takes no value (got "--serve=1")');
});

test('unknown flags and positionals are refused with the word as typed', () => {
  assert.equal(usageError(['--frobnicate']), 'unknown flag --frobnicate; run with --help for the accepted flags');
  assert.equal(usageError(['--frob=1']), 'unknown flag --frob=1; run with --help for the accepted flags');
  assert.equal(usageError(['-x']), 'unknown flag -x; run with --help for the accepted flags');
  assert.equal(usageError(['-hx']), 'unknown flag -hx; run with --help for the accepted flags');
  assert.equal(usageError(['-h=1']), 'unknown flag -h=1; run with --help for the accepted flags');
  assert.equal(usageError(['--h']), 'unknown flag --h; run with --help for the accepted flags');
  assert.equal(usageError(['-']), 'unknown flag -; run with --help for the accepted flags');
  assert.equal(usageError(['--', '--stdio']), 'unknown flag --; run with --help for the accepted flags');
  assert.equal(usageError(['--no-gui=1']), 'unknown flag --no-gui=1; run with --help for the accepted flags');
  assert.equal(usageError(['--STDIO']), 'unknown flag --STDIO; run with --help for the accepted flags');
  assert.equal(usageError(['serve']), 'unexpected argument "serve"; every option is a --flag (see --help)');
  assert.equal(usageError(['']), 'unexpected argument ""; every option is a --flag (see --help)');
  assert.equal(usageError(['--stdio', 'x', '--frob']), 'unexpected argument "x"; every option is a --flag (see --help)', 'the first bad word is named');
});
