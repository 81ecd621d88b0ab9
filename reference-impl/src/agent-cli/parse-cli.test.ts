import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCli, type CliCommand, type SessionFlags } from './parse-cli.js';

const OPTS: SessionFlags = { repo: null, runtimeDir: null, binary: null, noAttach: false, json: false };

function command(argv: string[]): CliCommand {
  const r = parseCli(argv);
  assert.ok(!('usageError' in r), `unexpected usage error for ${JSON.stringify(argv)}: ${'usageError' in r ? r.usageError : ''}`);
  return r;
}

function usageError(argv: string[]): string {
  const r = parseCli(argv);
  assert.ok('usageError' in r, `expected a usage error for ${JSON.stringify(argv)}`);
  return r.usageError;
}

test('top level: help, version and the seam list', () => {
  for (const argv of [[], ['--help'], ['-h'], ['help'], ['--help', 'anything']]) assert.deepEqual(command(argv), { kind: 'help', topic: 'top' }, argv.join(' '));
  assert.deepEqual(command(['--version']), { kind: 'version' });
  assert.deepEqual(command(['--list-seams']), { kind: 'list-seams' });
  for (const argv of [['agent'], ['agent', '--help'], ['agent', '-h']]) assert.deepEqual(command(argv), { kind: 'help', topic: 'agent' }, argv.join(' '));
});

test('every command takes --help and -h, after any valid flags', () => {
  assert.deepEqual(command(['agent', 'first-minute', '--help']), { kind: 'help', topic: 'first-minute' });
  assert.deepEqual(command(['agent', 'am-i-stale', '--repo', 'r', '-h']), { kind: 'help', topic: 'am-i-stale' });
  assert.deepEqual(command(['init', '--help']), { kind: 'help', topic: 'init' });
  assert.match(usageError(['init', '--frob', '--help']), /unknown argument "--frob"/, 'a bad word still wins over --help');
});

test('first-minute: every session flag and --query, in both value forms', () => {
  assert.deepEqual(command(['agent', 'first-minute', '--repo', 'R', '--json']), { kind: 'first-minute', opts: { ...OPTS, repo: 'R', json: true }, query: null });
  assert.deepEqual(
    command(['agent', 'first-minute', '--repo=R', '--runtime-dir', 'D', '--binary=B', '--no-attach', '--json', '--query', 'Q']),
    { kind: 'first-minute', opts: { repo: 'R', runtimeDir: 'D', binary: 'B', noAttach: true, json: true }, query: 'Q' },
  );
  assert.deepEqual(command(['agent', 'first-minute', '--query=a=b', '--query', 'last']), { kind: 'first-minute', opts: OPTS, query: 'last' }, 'the last value wins');
});

test('a value is the next word whatever it looks like', () => {
  assert.deepEqual(command(['agent', 'first-minute', '--repo', '--json']), { kind: 'first-minute', opts: { ...OPTS, repo: '--json' }, query: null });
  assert.deepEqual(command(['agent', 'first-minute', '--query', '-x']), { kind: 'first-minute', opts: OPTS, query: '-x' });
});

test('am-i-stale: --file and --node repeat and keep their order', () => {
  assert.deepEqual(
    command(['agent', 'am-i-stale', '--repo', 'R', '--file', 'a.ts', '--node=n1', '--file=b.ts', '--node', 'n2', '--json']),
    { kind: 'am-i-stale', opts: { ...OPTS, repo: 'R', json: true }, files: ['a.ts', 'b.ts'], nodes: ['n1', 'n2'] },
  );
  assert.equal(usageError(['agent', 'am-i-stale', '--repo', 'R']), 'am-i-stale: pass at least one --file PATH or --node ID');
});

test('init: --birth is required; the session flags apply', () => {
  assert.deepEqual(
    command(['init', '--birth', 'root', '--runtime-dir=rt', '--binary', 'b', '--repo', 'r', '--no-attach', '--json']),
    { kind: 'init', opts: { repo: 'r', runtimeDir: 'rt', binary: 'b', noAttach: true, json: true }, birth: 'root' },
  );
  assert.equal(usageError(['init', '--json']), 'init: --birth <root> is required');
});

test('unknown commands name the word and the commands there are', () => {
  assert.equal(usageError(['serve']), 'unknown command "serve"; use "agent first-minute", "agent am-i-stale" or "init --birth <root>"');
  assert.equal(usageError(['--json']), 'unknown command "--json"; use "agent first-minute", "agent am-i-stale" or "init --birth <root>"');
  assert.equal(usageError(['agent', 'last-minute']), 'unknown agent command "last-minute"; use "first-minute" or "am-i-stale"');
});

test('a flag of another command, a positional or a stray word is refused as typed', () => {
  assert.equal(usageError(['agent', 'first-minute', '--file', 'a']), 'first-minute: unknown argument "--file" (see agent first-minute --help)');
  assert.equal(usageError(['agent', 'am-i-stale', '--query', 'q']), 'am-i-stale: unknown argument "--query" (see agent am-i-stale --help)');
  assert.equal(usageError(['init', '--query=q']), 'init: unknown argument "--query=q" (see init --help)');
  assert.equal(usageError(['init', 'root']), 'init: unknown argument "root" (see init --help)');
  assert.equal(usageError(['agent', 'first-minute', '-hx']), 'first-minute: unknown argument "-hx" (see agent first-minute --help)');
  assert.equal(usageError(['agent', 'first-minute', '-h=1']), 'first-minute: unknown argument "-h=1" (see agent first-minute --help)');
  assert.equal(usageError(['agent', 'first-minute', '--']), 'first-minute: unknown argument "--" (see agent first-minute --help)');
  assert.equal(usageError(['agent', 'first-minute', '-']), 'first-minute: unknown argument "-" (see agent first-minute --help)');
  assert.equal(usageError(['agent', 'first-minute', '--version']), 'first-minute: unknown argument "--version" (see agent first-minute --help)');
});

test('a missing or empty value, or a value on a switch, names the flag', () => {
  assert.equal(usageError(['agent', 'first-minute', '--repo']), 'first-minute: --repo needs a value');
  assert.equal(usageError(['agent', 'first-minute', '--repo=']), 'first-minute: --repo needs a value');
  assert.equal(usageError(['agent', 'am-i-stale', '--file', '']), 'am-i-stale: --file needs a value');
  assert.equal(usageError(['init', '--birth']), 'init: --birth needs a value');
  assert.equal(usageError(['agent', 'first-minute', '--json=yes']), 'first-minute: --json takes no value');
  assert.equal(usageError(['agent', 'first-minute', '--no-attach=1']), 'first-minute: --no-attach takes no value');
  assert.equal(usageError(['agent', 'first-minute', '--help=1']), 'first-minute: --help takes no value');
});
