import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { HttpRawClient } from '../../clients/index.js';
import { TCP_LISTEN, parseProcNetTcp } from '../../probes/index.js';
import { disarmSeams, type Scenario } from '../../scenario/index.js';
import { httpArea, startHttpOwner } from './http-area.js';
import { baseUrlOf } from './owner-run.js';

/**
 * While preparation runs the listener already enforces the boundary (401 without the bearer) and
 * admits nothing: an authenticated request is answered 503 with code `preparing`.
 */
export async function expectNotAdmitted(s: Scenario): Promise<void> {
  const area = httpArea(s);
  const owner = area.current;
  const port = area.knownPort;
  if (port === null) throw new Error('no listening address was observed while preparation was held');
  const raw = new HttpRawClient(baseUrlOf(port.address, port.port));
  const anonymous = await raw.request({ path: '/api/health', boundMs: s.boundMs });
  const authed = await raw.withHeaders({ authorization: `Bearer ${await owner.bearer()}` }).request({ path: '/api/health', boundMs: s.boundMs });
  const problems: string[] = [];
  if (anonymous.status !== 401) problems.push(`without the bearer /api/health answered ${anonymous.status} ${anonymous.text}, not 401`);
  const code = (authed.json as { code?: unknown } | undefined)?.code;
  if (authed.status !== 503 || code !== 'preparing') problems.push(`with the bearer /api/health answered ${authed.status} ${authed.text}, not 503 with code "preparing"`);
  if (problems.length > 0) throw new Error(`${owner.label} during preparation: ${problems.join('; ')}`);
}

/** After the owner is gone nobody listens on its port: no LISTEN row in /proc and a refused connection. */
export async function expectPortReleased(s: Scenario): Promise<void> {
  const area = httpArea(s);
  const owner = area.current;
  const port = area.knownPort;
  if (port === null) throw new Error('no listening address was observed earlier in this scenario');
  await owner.child.waitExit(s.boundMs);
  const rows = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    rows.push(...parseProcNetTcp(await readFile(table, 'utf8').catch(() => '')));
  }
  const still = rows.filter((r) => r.state === TCP_LISTEN && r.port === port.port);
  if (still.length > 0) throw new Error(`port ${port.port} is still listened on after ${owner.label} exited: ${JSON.stringify(still)}`);
  const answer = await new HttpRawClient(baseUrlOf(port.address, port.port)).request({ path: '/api/health', boundMs: s.boundMs }).then(
    (r) => `answered ${r.status}`,
    () => null,
  );
  if (answer !== null) throw new Error(`${baseUrlOf(port.address, port.port)} still ${answer} after ${owner.label} exited`);
}

/** A loopback port nobody listens on right now: the kernel's pick for a listener the harness closes again. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('the probe listener reported no port'))));
    });
  });
}

/**
 * Starts an owner of `repo` told to listen on a port the harness chose, so whether that port is free again
 * can be judged after the owner is gone without reading what the owner published (it may publish nothing).
 */
export async function startOwnerOnChosenPort(s: Scenario, repo: string): Promise<void> {
  const port = await freeLoopbackPort();
  const run = await startHttpOwner(s, s.repo(repo), { port });
  httpArea(s).knownPort = { address: '127.0.0.1', port, pid: run.child.pid };
}

/** Starts a new owner on the same runtime with no seam armed: it can only serve if the last one let go. */
export async function startAgainWithoutFaults(s: Scenario, repo: string): Promise<void> {
  disarmSeams(s);
  await startHttpOwner(s, s.repo(repo), {}, `HTTP owner #${httpArea(s).owners.length + 1} (restart)`);
}
