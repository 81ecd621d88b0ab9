import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support: a fresh directory whose ancestors pass the runtime rule (so not under /tmp). */
export function makePrivateDir(prefix: string): string {
  const base = process.env.M1ND_TEST_PRIVATE_BASE ?? join(homedir(), '.cache', 'm1nd-ref-unit');
  mkdirSync(base, { recursive: true, mode: 0o700 });
  chmodSync(base, 0o700);
  for (let dir = base; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o022) !== 0) throw new Error(`test base ${base} has ancestor ${dir} writable by group or other; set M1ND_TEST_PRIVATE_BASE`);
    if (dir === '/') break;
  }
  return mkdtempSync(join(base, prefix));
}

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1', HOME: '/nonexistent' };

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: { PATH: process.env.PATH, ...GIT_ENV }, encoding: 'utf8' });
}

/** A tiny TypeScript repository; `commit` makes it a git repository on branch main with one commit. */
export function makeRepo(parent: string, name: string, opts: { git?: 'commit' | 'unborn' | false } = {}): string {
  const repo = join(parent, name);
  mkdirSync(join(repo, 'src'), { recursive: true });
  writeFileSync(join(repo, 'src', 'a.ts'), 'export function greetUser(name: string) {\n  return `hi ${name}`;\n}\n');
  if (opts.git) {
    git(repo, 'init', '-q', '-b', 'main');
    if (opts.git === 'commit') {
      git(repo, 'add', '.');
      git(repo, 'commit', '-q', '-m', 'init');
    }
  }
  return repo;
}

export function writeExecutable(path: string, text: string): string {
  writeFileSync(path, text, { mode: 0o755 });
  chmodSync(path, 0o755);
  return path;
}

const here = dirname(fileURLToPath(import.meta.url));
export const FAKE_SERVER_SOURCE = join(here, 'fake-server.test-support.mjs');
export const CLI_ENTRY = join(here, '..', 'bin', 'm1nd.ts');
/** tsx's loader by absolute URL: children run in fixture directories where a bare `tsx` does not resolve. */
export const TSX = import.meta.resolve('tsx');

/** Installs the fake server as an executable in `dir`, with a shebang for this node. */
export function installFakeServer(dir: string): string {
  const path = join(dir, 'fake-m1nd-mcp');
  execFileSync('cp', [FAKE_SERVER_SOURCE, path]);
  chmodSync(path, 0o755);
  return path;
}

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  json(): Record<string, any>;
}

/** Starts the CLI from source (tsx) as a real child; `onStart` may signal it. */
export function runCli(args: string[], env: Record<string, string | undefined>, cwd: string, onStart?: (pid: number) => void): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, CLI_ENTRY, ...args], { cwd, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    if (onStart && child.pid) onStart(child.pid);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, json: () => JSON.parse(stdout) as Record<string, any> }));
  });
}
