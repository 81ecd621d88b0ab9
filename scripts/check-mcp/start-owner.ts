import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { referenceAdapter } from '../../harness/adapter/index.js';
import type { HarnessEnv } from '../../harness/env/index.js';
import { buildRepo, SAMPLE_REPO } from '../../harness/repos/index.js';
import { childEnv, createHome, type FixtureHome } from '../../harness/homes/index.js';
import type { ChildHandle, ProcessDriver } from '../../harness/process/index.js';
import { readInstances, waitForListeningPort } from '../../harness/probes/index.js';
import type { CheckOutcome } from './check-outcome.js';

/** A prepared fixture: a home with a built SAMPLE_REPO and the environment that grants it. */
export interface GrantedFixture {
  home: FixtureHome;
  repo: string;
  /** the scrubbed child env plus the grant and the runtime */
  env: Record<string, string>;
}

export interface HttpOwner extends GrantedFixture {
  child: ChildHandle;
  bearer: string;
  port: number;
  /** `http://127.0.0.1:<port>/mcp` */
  url: string;
}

const SERVING = /serving (http:\/\/\S+\/mcp)/;

/** A fresh fixture home with SAMPLE_REPO and a granted private runtime. */
export async function prepareGrantedFixture(env: HarnessEnv, name: string, extra: Record<string, string> = {}): Promise<GrantedFixture> {
  const home = await createHome(env, { name });
  const repo = await buildRepo(join(home.repos, 'sample'), SAMPLE_REPO, { home: home.home });
  const path = `${dirname(process.execPath)}:${env.env.PATH ?? '/usr/local/bin:/usr/bin:/bin'}`;
  const childVars = childEnv(home, env, { PATH: path, M1ND_WORKSPACE_ROOT: repo, M1ND_RUNTIME_DIR: home.runtime, ...extra });
  return { home, repo, env: childVars };
}

/**
 * Starts the reference HTTP owner on an ephemeral loopback port with a random bearer, then checks what
 * it announces against what /proc shows and what the registry publishes. Returns the owner and the checks.
 */
export async function startHttpOwner(env: HarnessEnv, driver: ProcessDriver, boundMs: number): Promise<{ owner: HttpOwner; checks: CheckOutcome[] }> {
  const bearer = randomBytes(32).toString('hex');
  const fixture = await prepareGrantedFixture(env, 'check-mcp-http', { M1ND_HTTP_BEARER_TOKEN: bearer });
  const argv = [...referenceAdapter().server.command, '--serve', '--port', '0', '--bind', '127.0.0.1'];
  const child = driver.start(argv, { cwd: fixture.repo, env: fixture.env });
  const checks: CheckOutcome[] = [];

  const line = await child.waitForStderr(SERVING, boundMs);
  const url = (SERVING.exec(line) as RegExpExecArray)[1] as string;
  const announced = Number(new URL(url).port);
  const listening = await waitForListeningPort(child, boundMs, { accept: (p) => p.address === '127.0.0.1' });
  const ports = listening.map((p) => p.port);
  checks.push({
    name: 'owner listens on loopback exactly where it announces',
    ok: ports.length === 1 && ports[0] === announced,
    detail: `announced ${url}; /proc shows ${listening.map((p) => `${p.address}:${p.port}`).join(', ')}`,
  });

  const record = await waitForInstance(join(fixture.home.runtime, 'registry'), child.pid, boundMs);
  checks.push({
    name: 'registry publishes the effective address',
    ok: record !== null && record.port === announced && record.bind === '127.0.0.1' && record.transport === 'http',
    detail: record ? JSON.stringify({ port: record.port, bind: record.bind, transport: record.transport, status: record.status }) : `no instance record for pid ${child.pid} within ${boundMs} ms`,
  });
  return { owner: { ...fixture, child, bearer, port: announced, url: `http://127.0.0.1:${announced}/mcp` }, checks };
}

/** Re-reads the registry until the owner's record appears; the bound ends a wait for one that never does. */
async function waitForInstance(registry: string, pid: number, boundMs: number): Promise<Record<string, unknown> | null> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    const mine = (await readInstances(registry)).find((r) => r.pid === pid);
    if (mine) return mine;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
