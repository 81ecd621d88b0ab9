// The agent CLI soak: in each round, 8 first-minute commands on one repository (one cache key) at once, then
// 2 each on 4 repositories at once. Every command must answer (exit 0, ok: true — a half-written identity
// manifest would be refused), no runtime may ever have two servers, and no process may be left afterwards.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Adapter } from '../adapter/index.js';
import type { HarnessEnv } from '../env/index.js';
import { childEnv, createHome, removeHome } from '../homes/index.js';
import { agentCacheBinary } from '../lanes/index.js';
import { buildRepo, SAMPLE_REPO } from '../repos/index.js';
import { OwnerWatch, processesUnder } from './proc-watch.js';

export interface SoakOptions {
  rounds: number;
  env: HarnessEnv;
  adapter: Adapter;
  model: string;
  boundMs: number;
  progress?: (line: string) => void;
}

export interface SoakReport {
  rounds: number;
  commands: number;
  failures: string[];
  /** the most servers ever seen at once on one runtime */
  mostOwnersOnOneRuntime: number;
  seconds: number;
}

const KEYS = ['app', 'bravo', 'charlie', 'delta'];

export async function soakAgentCli(o: SoakOptions): Promise<SoakReport> {
  const cli = o.adapter.cli?.command;
  if (!cli) throw new Error(`adapter ${o.adapter.name} has no cli.command: the soak runs the agent CLI`);
  const binary = agentCacheBinary(o.env, o.adapter);
  const started = Date.now();
  const failures: string[] = [];
  let commands = 0;
  let most = 0;
  for (let round = 1; round <= o.rounds; round++) {
    const home = await createHome(o.env, { name: `soak-${round}` });
    try {
      const repos = new Map<string, string>();
      for (const key of KEYS) repos.set(key, await buildRepo(join(home.root, 'repos', key), SAMPLE_REPO, { home: home.home }));
      const env = childEnv(home, o.env, { M1ND_EMBED_MODEL: o.model });
      const batches: Array<{ name: string; repos: string[] }> = [
        { name: '8 on one key', repos: Array.from({ length: 8 }, () => repos.get('app') as string) },
        { name: '4 keys × 2', repos: KEYS.flatMap((k) => [repos.get(k) as string, repos.get(k) as string]) },
      ];
      for (const batch of batches) {
        const watch = new OwnerWatch(home.root);
        watch.start();
        const outcomes = await Promise.all(batch.repos.map((repo) => runCommand([...cli, 'agent', 'first-minute', '--repo', repo, '--query', 'greetVisitor', '--json', ...(binary ? ['--binary', binary] : [])], home.root, env, o.boundMs)));
        watch.stop();
        commands += outcomes.length;
        outcomes.forEach((r, i) => {
          if (r.problem) failures.push(`round ${round}, ${batch.name}, command ${i + 1}: ${r.problem}`);
        });
        for (const [runtime, n] of watch.most) {
          most = Math.max(most, n);
          if (n > 1) failures.push(`round ${round}, ${batch.name}: ${n} servers ran at once on ${runtime}`);
        }
        const stray = processesUnder(home.root);
        if (stray.length > 0) failures.push(`round ${round}, ${batch.name}: processes left afterwards: ${stray.join(', ')}`);
      }
    } finally {
      await removeHome(home);
    }
    o.progress?.(`soak: round ${round}/${o.rounds}: ${commands} commands so far, ${failures.length} failures`);
  }
  return { rounds: o.rounds, commands, failures, mostOwnersOnOneRuntime: most, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

function runCommand(argv: string[], cwd: string, env: Record<string, string>, boundMs: number): Promise<{ problem: string | null }> {
  return new Promise((resolve) => {
    const child = spawn(argv[0] as string, argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), boundMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return resolve({ problem: `exit ${code ?? signal}: ${err.trim().split('\n').slice(-2).join(' | ')}` });
      try {
        const envelope = JSON.parse(out) as { ok?: unknown; error?: { code?: string } };
        resolve({ problem: envelope.ok === true ? null : `envelope ok: ${String(envelope.ok)} (${envelope.error?.code ?? 'no code'})` });
      } catch {
        resolve({ problem: `stdout is not one JSON envelope: ${out.slice(0, 160)}` });
      }
    });
  });
}
