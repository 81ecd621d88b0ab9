import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { chmod, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Scenario } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';

const FAKE_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'stand-in', 'stand-in-server.cjs');

/** Behaviours of the stand-in server (see stand-in/stand-in-server.cjs). */
export type FakeMode = 'hold-initialize' | 'refresh-refused' | 'refresh-error' | 'refuse-startup' | 'hold-calls' | 'ignore-eof' | 'ignore-signals' | 'exit-1-on-eof' | 'finish-2s-after-eof';

/** Retrieval calls of a stand-in granted one of `roots` wait until the file `release` exists. */
export interface FakeGate {
  roots: string[];
  release: string;
}

/** One event the stand-in logged. */
export interface FakeEvent {
  pid: number;
  event: 'start' | 'initialize' | 'call' | 'signal' | 'eof' | 'exit';
  tool?: string;
  signal?: string;
  grant?: string | null;
  runtime?: string | null;
  cwd?: string;
  arguments?: Record<string, unknown>;
}

/**
 * Copies the stand-in into the fixture home as an executable named m1nd-mcp (outside the kit, so no
 * package.json decides its module type) and makes it the server every later command runs.
 */
export async function installFakeServer(s: Scenario, name: string, modes: FakeMode[], gate: FakeGate | null = null): Promise<string> {
  const fixture = await s.prepareHome();
  const dir = join(fixture.root, 'stand-ins', name);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const exe = join(dir, 'm1nd-mcp');
  const log = join(dir, 'events.jsonl');
  await copyFile(FAKE_SOURCE, exe);
  await chmod(exe, 0o755);
  await writeFile(`${exe}.json`, JSON.stringify({ modes, log, ...(gate ? { gate } : {}) }));
  await writeFile(log, '');
  const area = agentArea(s);
  area.fakeLogs.set(name, log);
  area.binary = exe;
  return exe;
}

/** A server path the kernel refuses to execute: `EACCES` (a file without execute permission) or `ENOEXEC` (garbage). */
export async function installBrokenServer(s: Scenario, kind: 'EACCES' | 'ENOEXEC'): Promise<string> {
  const fixture = await s.prepareHome();
  const dir = join(fixture.root, 'stand-ins', `broken-${kind.toLowerCase()}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const exe = join(dir, 'm1nd-mcp');
  if (kind === 'EACCES') {
    await copyFile(FAKE_SOURCE, exe);
    await chmod(exe, 0o644);
  } else {
    // Bytes that are neither a #! script nor any executable format the kernel knows.
    await writeFile(exe, Buffer.concat([Buffer.from([0x00, 0x13, 0x37, 0x00]), randomBytes(256)]));
    await chmod(exe, 0o755);
  }
  agentArea(s).binary = exe;
  return exe;
}

/** Every event the stand-in `name` logged so far, in order. */
export async function readFakeEvents(s: Scenario, name: string): Promise<FakeEvent[]> {
  const log = agentArea(s).fakeLogs.get(name);
  if (!log) throw new Error(`no stand-in server "${name}" was installed in this scenario; add a Given step that installs it`);
  const text = await readFile(log, 'utf8');
  return text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as FakeEvent);
}

/** Waits until the stand-in logged an event matching `match` (fs.watch on its folder; the bound ends a hang). */
export async function waitForFakeEvent(s: Scenario, name: string, match: (e: FakeEvent) => boolean, what: string): Promise<FakeEvent> {
  const log = agentArea(s).fakeLogs.get(name);
  if (!log) throw new Error(`no stand-in server "${name}" was installed in this scenario; add a Given step that installs it`);
  return new Promise<FakeEvent>((resolve, reject) => {
    let done = false;
    const finish = (fn: () => void): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      watcher.close();
      fn();
    };
    const check = (): void => {
      readFakeEvents(s, name).then((events) => {
        const hit = events.find(match);
        if (hit) finish(() => resolve(hit));
      }, (error: unknown) => finish(() => reject(error)));
    };
    const watcher = watch(dirname(log), () => check());
    const timer = setTimeout(() => finish(() => reject(new Error(`the stand-in server "${name}" never logged ${what} within ${s.boundMs} ms (log ${log})`))), s.boundMs);
    check();
  });
}
