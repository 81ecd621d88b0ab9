import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpMcpSession } from '../../clients/index.js';
import type { ListeningPort, SnapshotView } from '../../probes/index.js';
import { withBound } from '../../process/index.js';
import { defineArea, type Scenario, type ScenarioPart } from '../../scenario/index.js';
import type { DiscoveryWatch } from './health-answer.js';
import { DEFAULT_HTTP_LAUNCH, newBearerToken, toHttpPlan, type HttpLaunchOptions } from './launch.js';
import { HttpOwnerRun } from './owner-run.js';

/** What the HTTP scenarios of one Scenario share: owners, named MCP sessions, remembered observations. */
export class HttpArea implements ScenarioPart {
  readonly owners: HttpOwnerRun[] = [];
  readonly sessions = new Map<string, HttpMcpSession>();
  /** the loopback socket `/proc` showed earlier (so its end can be checked after exit) */
  knownPort: ListeningPort | null = null;
  /** the snapshot read before the latest start, for "byte-preserved" comparisons */
  snapshotBefore: SnapshotView | null = null;
  /** tokens the scenario made up on purpose (wrong bearers): never printed either */
  readonly secrets: string[] = [];
  /** what a client saw of the latest owner while it prepared and when it became discoverable */
  watch: DiscoveryWatch | null = null;

  constructor(private readonly s: Scenario) {}

  /** The latest HTTP owner started (the one "the HTTP owner" means). */
  get current(): HttpOwnerRun {
    const run = this.owners.at(-1);
    if (!run) throw new Error('no HTTP owner was started in this scenario; add a step that starts it');
    return run;
  }

  /** An MCP session opened earlier under `name`. */
  session(name: string): HttpMcpSession {
    const found = this.sessions.get(name);
    if (!found) throw new Error(`no MCP session "${name}" was opened in this scenario; open it first`);
    return found;
  }

  /** Opens a named MCP session on the current owner, optionally naming a caller root. */
  async openSession(name: string, callerRoot: string | null): Promise<HttpMcpSession> {
    const owner = this.current;
    const session = await HttpMcpSession.open({
      url: `${await owner.baseUrl()}/mcp`,
      bearer: await owner.bearer(),
      callerRoot,
      boundMs: this.s.boundMs,
    });
    this.sessions.set(name, session);
    return session;
  }

  transcript(): string {
    return this.owners.map((o) => o.transcript(this.secrets)).join('\n\n');
  }

  /** Ends every session, bounded, while the owners still run. */
  async close(): Promise<void> {
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.all(all.map((session) =>
      withBound(session.close(), this.s.boundMs, () => `an MCP session did not close within ${this.s.boundMs} ms`).catch(() => undefined)));
  }
}

const HTTP_AREA = defineArea('http', (s) => new HttpArea(s));

/** The scenario's HTTP area, created and attached on first use. */
export function httpArea(s: Scenario): HttpArea {
  return s.area(HTTP_AREA);
}

/** Starts `m1nd-mcp --serve --port 0 --bind <bind>` with `grant` in a fixture home; it does not wait. */
export async function startHttpOwner(s: Scenario, grant: string | null, opts: Partial<HttpLaunchOptions> = {}, label?: string): Promise<HttpOwnerRun> {
  const area = httpArea(s);
  const options = { ...DEFAULT_HTTP_LAUNCH, ...opts };
  const stdio = await s.planFor(grant);
  const token = options.bearer === 'fixture' ? newBearerToken() : null;
  const plan = toHttpPlan(s.lane.adapter, stdio, options, token);
  area.snapshotBefore = s.runtimeReal === null ? null : await s.readSnapshot();
  const child = await s.startChild(plan);
  const run = new HttpOwnerRun(label ?? `HTTP owner #${area.owners.length + 1}`, child, plan, token, s.runtimeReal ?? s.fixtureHome.runtime);
  area.owners.push(run);
  return run;
}

/** Starts an owner of `repo` on an ephemeral loopback port (the default launch); it does not wait. */
export async function startOwnerOf(s: Scenario, repo: string): Promise<void> {
  await startHttpOwner(s, s.repo(repo));
}

/** Starts an owner of `repo` asked to bind `bind`; it does not wait. */
export async function startOwnerBoundTo(s: Scenario, repo: string, bind: string): Promise<void> {
  await startHttpOwner(s, s.repo(repo), { bind });
}

/** Starts an owner of `repo` whose launcher gives no bearer: the owner makes its own. */
export async function startOwnerWithoutToken(s: Scenario, repo: string): Promise<void> {
  await startHttpOwner(s, s.repo(repo), { bearer: 'generated' });
}

/**
 * Starts an owner of `repo` whose launcher hands it a fresh token in a file of `mode` through
 * M1ND_HTTP_BEARER_TOKEN_FILE; the file lives in the fixture home, outside the runtime.
 */
export async function startOwnerWithTokenFile(s: Scenario, repo: string, mode: number): Promise<void> {
  const token = newBearerToken();
  const file = join(s.fixtureHome.root, 'launcher-token');
  writeFileSync(file, `${token}\n`, { mode });
  // The creation mode passes through the umask; the file must carry exactly the mode the row names.
  chmodSync(file, mode);
  s.launch.extraEnv.M1ND_HTTP_BEARER_TOKEN_FILE = file;
  const run = await startHttpOwner(s, s.repo(repo), { bearer: 'generated' });
  run.knowToken(token);
  httpArea(s).secrets.push(token);
}
