// A recording listener that poses as a served owner of a fixture repository, published in a registry the
// scenario plants: it answers nothing useful and records every request's headers, so a scenario can tell
// whether the agent CLI sent a credential to an entry it should not have trusted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { defineArea, type Scenario, type ScenarioPart } from '../../scenario/index.js';
import { agentArea } from './agent-area.js';

/** What is wrong with the planted entry; `nothing` is the control that shows the setup is otherwise trusted. */
export const PLANT_DEFECTS = [
  'nothing',
  'a wildcard bind',
  'a group-writable registry',
  'a symbolic-link registry',
  'an entry others may write',
  'a symbolic-link entry',
  'a reused pid',
  'a token file others may read',
  'a group-writable runtime',
] as const;
export type PlantDefect = (typeof PLANT_DEFECTS)[number];

const TOKEN_FILE = 'http-auth-token-v1';

class PlantedOwner implements ScenarioPart {
  readonly requests: IncomingHttpHeaders[] = [];
  readonly runtimeToken = randomBytes(32).toString('hex');
  readonly userToken = randomBytes(32).toString('hex');
  server: Server | null = null;
  decoyPid: number | null = null;

  transcript(): string {
    return this.requests.length === 0 ? 'planted owner: no request' : `planted owner: ${this.requests.length} request(s), authorization ${this.requests.map((h) => (h.authorization ? 'present' : 'absent')).join(', ')}`;
  }

  async close(): Promise<void> {
    if (this.decoyPid !== null) {
      try {
        process.kill(this.decoyPid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const PLANTED = defineArea('planted-owner', (s) => {
  const part = new PlantedOwner();
  s.addPart(part);
  return part;
});

/** Field 22 of /proc/<pid>/stat: the process start time in clock ticks since boot. */
function procStart(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[19]);
}

/**
 * Starts the listener, writes a private runtime holding a token, and publishes an entry for `repo` in a planted
 * registry the CLI is pointed at (M1ND_REGISTRY_DIR); the user's own M1ND_HTTP_BEARER_TOKEN is set too, so a
 * fallback to it would be seen as well. `defect` spoils exactly one thing.
 */
export async function plantOwner(s: Scenario, repo: string, defect: PlantDefect): Promise<void> {
  const part = s.area(PLANTED);
  const host = defect === 'a wildcard bind' ? '0.0.0.0' : '127.0.0.1';
  const server = createServer((req, res) => {
    part.requests.push(req.headers);
    req.resume();
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"planted"}');
  });
  part.server = server;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, () => resolve()));
  const port = (server.address() as AddressInfo).port;

  const base = join(s.fixtureHome.root, 'planted');
  const runtime = join(base, 'runtime');
  mkdirSync(runtime, { recursive: true, mode: 0o700 });
  writeFileSync(join(runtime, TOKEN_FILE), `${part.runtimeToken}\n`, { mode: 0o600 });
  let pid = process.pid;
  let start = procStart(pid);
  if (defect === 'a reused pid') {
    // A process that runs now under the entry's pid, but started after the owner the entry describes.
    const decoy = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
    part.decoyPid = decoy.pid ?? null;
    pid = decoy.pid as number;
    start = procStart(pid) - 1;
  }
  const registry = join(base, defect === 'a symbolic-link registry' ? 'registry-real' : 'registry');
  const instances = join(registry, 'instances');
  mkdirSync(instances, { recursive: true, mode: 0o700 });
  chmodSync(registry, 0o700);
  const entry = {
    schema: 'm1nd-instance-v1',
    instance_id: 'planted',
    workspace_root: s.repo(repo),
    runtime_root: runtime,
    pid,
    transport: 'http',
    bind: host,
    port,
    status: 'serving',
    started_at_ms: Date.now(),
    proc_start: start,
  };
  const entryPath = join(instances, 'planted.json');
  if (defect === 'a symbolic-link entry') {
    writeFileSync(join(base, 'planted-entry.json'), JSON.stringify(entry), { mode: 0o600 });
    symlinkSync(join(base, 'planted-entry.json'), entryPath);
  } else {
    writeFileSync(`${entryPath}.tmp`, JSON.stringify(entry), { mode: 0o600 });
    renameSync(`${entryPath}.tmp`, entryPath);
  }
  if (defect === 'a group-writable registry') chmodSync(registry, 0o770);
  if (defect === 'an entry others may write') chmodSync(entryPath, 0o666);
  if (defect === 'a token file others may read') chmodSync(join(runtime, TOKEN_FILE), 0o644);
  if (defect === 'a group-writable runtime') chmodSync(runtime, 0o770);
  let pointed = registry;
  if (defect === 'a symbolic-link registry') {
    pointed = join(base, 'registry');
    symlinkSync(registry, pointed);
  }
  const area = agentArea(s);
  area.env.M1ND_REGISTRY_DIR = pointed;
  area.env.M1ND_HTTP_BEARER_TOKEN = part.userToken;
}

/** No request reached the planted owner carrying either token, in any header. */
export function expectNoCredentialSent(s: Scenario): void {
  const part = s.area(PLANTED);
  for (const headers of part.requests) {
    const carried = JSON.stringify(headers);
    if (headers.authorization !== undefined || carried.includes(part.runtimeToken) || carried.includes(part.userToken)) {
      throw new Error(`the planted owner received a credential (${headers.authorization === undefined ? 'a token in another header' : 'an Authorization header'}); an entry that fails the trust rule must never be sent one`);
    }
  }
}

/** The control: the otherwise trusted entry did receive the planted runtime's token, so the refusal rows can fail. */
export function expectRuntimeTokenSent(s: Scenario): void {
  const part = s.area(PLANTED);
  const sent = part.requests.some((h) => h.authorization === `Bearer ${part.runtimeToken}`);
  if (!sent) throw new Error(`the planted owner never received its runtime's bearer (${part.requests.length} request(s)); the control entry is not trusted, so the refusal rows prove nothing`);
}
