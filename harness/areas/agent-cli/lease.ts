import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';

// Upstream's names (the upstream agent CLI's): the owner lease directory, its proof, and waiter markers.
export const OWNER_DIR = '.agent-cache-owner-v1';
export const OWNER_FILE = 'owner.json';
export const WAITER_PREFIX = '.agent-cache-waiter-v1-';
export const IDENTITY_FILE = 'agent-cache-identity.json';

/** The automatic cache base this scenario's commands use: M1ND_AGENT_CACHE_DIR, else $XDG_CACHE_HOME/m1nd/agent-runtimes, else ~/.cache/m1nd/agent-runtimes. */
export function cacheBase(s: Scenario): string {
  const area = agentArea(s);
  if (area.env.M1ND_AGENT_CACHE_DIR) return area.env.M1ND_AGENT_CACHE_DIR;
  if (area.unset.has('XDG_CACHE_HOME')) return join(s.fixtureHome.home, '.cache', 'm1nd', 'agent-runtimes');
  return join(area.env.XDG_CACHE_HOME ?? s.fixtureHome.xdgCache, 'm1nd', 'agent-runtimes');
}

/** The runtimes below the cache base (digest-named directories). */
export function cachedRuntimes(s: Scenario): string[] {
  const base = cacheBase(s);
  if (!existsSync(base)) return [];
  return readdirSync(base).map((name) => join(base, name));
}

/**
 * The runtime a command used: the envelope's when it printed one, else the one runtime in the cache
 * (a command interrupted before its envelope still used the scenario's only key).
 */
export function runtimeOf(s: Scenario, label: string | null): string {
  const run = agentArea(s).run(label);
  const lines = run.child.stdoutLines.filter((l) => l.trim() !== '');
  if (run.child.exitStatus() && lines.length === 1) return run.runtimeRoot();
  const all = cachedRuntimes(s);
  if (all.length !== 1) throw new Error(`cannot tell which runtime ${run.label} used: it printed no envelope and the cache holds ${all.length} runtimes (${all.join(', ')})`);
  return all[0] as string;
}

function proofPath(runtime: string): string {
  return join(runtime, OWNER_DIR, OWNER_FILE);
}

/** The owner proof's bytes, or null when there is none. */
export function readOwnerProof(runtime: string): string | null {
  try {
    return readFileSync(proofPath(runtime), 'utf8');
  } catch {
    return null;
  }
}

export function expectNoLease(s: Scenario, label: string | null): void {
  const runtime = runtimeOf(s, label);
  if (existsSync(join(runtime, OWNER_DIR))) {
    throw new Error(`the lease ${join(runtime, OWNER_DIR)} remains after ${agentArea(s).run(label).label} ended; it must release its own proof: ${readOwnerProof(runtime) ?? '(no proof file)'}`);
  }
}

/** Remembers the proof of the runtime `label` used, for a later byte comparison. */
export function rememberOwnerProof(s: Scenario, label: string | null, key = 'owner-proof'): string {
  const runtime = runtimeOf(s, label);
  const proof = readOwnerProof(runtime);
  if (proof === null) throw new Error(`no owner proof at ${proofPath(runtime)}; expected the lease to be kept`);
  agentArea(s).remembered.set(key, proof);
  agentArea(s).remembered.set(`${key}:runtime`, runtime);
  return proof;
}

export function expectOwnerProofUnchanged(s: Scenario, key = 'owner-proof'): void {
  const area = agentArea(s);
  const before = area.remembered.get(key);
  const runtime = area.remembered.get(`${key}:runtime`);
  if (before === undefined || runtime === undefined) throw new Error('no owner proof was remembered earlier in this scenario');
  const now = readOwnerProof(runtime);
  if (now !== before) throw new Error(`the owner proof at ${proofPath(runtime)} changed: it was ${JSON.stringify(before)}, now ${JSON.stringify(now)}`);
}

/** A proof naming a process that has exited (the latest command): a lease is never aged out by PID liveness. */
export async function plantExitedOwnerProof(s: Scenario): Promise<void> {
  const run = agentArea(s).run();
  if (!run.child.exitStatus()) throw new Error('the latest command still runs; its pid cannot stand for an exited owner');
  const runtime = run.runtimeRoot();
  await mkdir(join(runtime, OWNER_DIR), { mode: 0o700 });
  const proof = `${JSON.stringify({ schema: 'm1nd-agent-runtime-owner-v1', token: randomBytes(24).toString('hex'), pid: run.pid }, null, 2)}\n`;
  await writeFile(proofPath(runtime), proof, { mode: 0o600, flag: 'wx' });
  agentArea(s).remembered.set('owner-proof', proof);
  agentArea(s).remembered.set('owner-proof:runtime', runtime);
}

/** The waiter markers of the process `pid` in `runtime`. */
export function waiterMarkers(runtime: string, pid: number | null = null): string[] {
  if (!existsSync(runtime)) return [];
  return readdirSync(runtime).filter((n) => n.startsWith(WAITER_PREFIX) && (pid === null || n.startsWith(`${WAITER_PREFIX}${pid}-`)));
}

/** No waiter marker of command `label` (null: the latest command) is left in the runtime it used. */
export function expectNoWaiterMarkerOf(s: Scenario, label: string | null): void {
  const run = agentArea(s).run(label);
  const runtime = runtimeOf(s, label);
  const left = waiterMarkers(runtime, run.pid);
  if (left.length > 0) throw new Error(`${run.label} (pid ${run.pid}) left its waiter marker(s) ${left.join(', ')} in ${runtime}; a waiter that gives up, interrupted or out of time, removes its own marker`);
}

/** The command still runs and its proof in the runtime names it and is as remembered when it reached its seam. */
export function expectStillOwning(s: Scenario, label: string): void {
  const run = agentArea(s).run(label);
  if (run.child.exitStatus()) throw new Error(`${run.label} has exited (${JSON.stringify(run.child.exitStatus())}); it should still hold its lease`);
  expectOwnerProofUnchanged(s, `owner-proof@${label}`);
  const proof = agentArea(s).remembered.get(`owner-proof@${label}`) ?? '';
  const pid = (JSON.parse(proof) as { pid?: unknown }).pid;
  if (pid !== run.pid) throw new Error(`the owner proof names pid ${String(pid)}, not ${run.label}'s pid ${run.pid}`);
}
