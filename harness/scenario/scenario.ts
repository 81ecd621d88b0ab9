import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requirePositive, type ToolResult } from '../clients/index.js';
import type { HarnessEnv } from '../env/index.js';
import { createHome, removeHome, type FixtureHome } from '../homes/index.js';
import type { Lane } from '../lanes/index.js';
import { listTree, readDumpSnapshot, readReferenceSnapshot, type SnapshotView } from '../probes/index.js';
import { ProcessDriver } from '../process/index.js';
import { SeamController, SeamTripwire } from '../seams/index.js';
import { planLaunch, type LaunchPlan, type LaunchSettings } from './launch-plan.js';
import { ServerRun } from './server-run.js';
import { SourceGuard } from './source-guard.js';

/** Something a spec area attaches to a scenario (an HTTP owner and its clients): shown in the transcript, closed first at the end. */
export interface ScenarioPart {
  transcript(): string;
  /** ends clients and connections before the children are stopped */
  close(): Promise<void>;
}

/**
 * Names one spec area's per-scenario state and how to create it. A Scenario holds at most one object per
 * key, created on first use and typed by the key, so `s.area(HTTP_AREA)` is an `HttpArea` while the
 * Scenario knows no area: areas depend on the Scenario, never the reverse.
 */
export interface AreaKey<T> {
  readonly name: string;
  create(scenario: Scenario): T;
}

export function defineArea<T>(name: string, create: (scenario: Scenario) => T): AreaKey<T> {
  return Object.freeze({ name, create });
}

export interface ScenarioOptions {
  name: string;
  lane: Lane;
  env: HarnessEnv;
  /** upper bound for any single wait (a bound, never an ordering device) */
  boundMs?: number;
}

/**
 * The per-scenario object the World holds and the steps call: one fixture home, its repositories, the launch
 * settings, every server started, what the shared checks compare with, and one state object per spec area.
 */
export class Scenario {
  readonly lane: Lane;
  readonly boundMs: number;
  readonly driver = new ProcessDriver();
  readonly guard = new SourceGuard();
  readonly repos = new Map<string, string>();
  readonly runs: ServerRun[] = [];
  /** launch settings the Given steps adjust; `grant` is set by each start */
  readonly launch: Omit<LaunchSettings, 'grant' | 'cwd' | 'seamsDir'> & { cwd: string | null } = {
    runtimeArg: null, cwd: null, configFile: null, extraEnv: {}, extraArgs: [], readOnlyBinds: [],
  };
  /** the directory the runtime really is (null: none given) */
  runtimeReal: string | null = null;
  /** values of the JSON server configuration file (null: no file) */
  configValues: Record<string, string> | null = null;
  /** root listing taken just before the latest start: "nothing was created or changed" compares to it */
  listingBeforeStart: string[] | null = null;
  /** home, temp, cache and config listing before the first start */
  privateDirsBefore: string[] | null = null;
  /** values the battery's own environment carried, which must not reach a server */
  inherited: Record<string, string> = {};
  private env: HarnessEnv;
  private fixture: FixtureHome | null = null;
  private seamController: SeamController | null = null;
  private tripwireInstance: SeamTripwire | null = null;
  private readonly parts: ScenarioPart[] = [];
  private readonly areas = new Map<AreaKey<unknown>, unknown>();

  constructor(private readonly opts: ScenarioOptions) {
    this.lane = opts.lane;
    this.env = opts.env;
    this.boundMs = opts.boundMs ?? 30_000;
  }

  /** The state of one spec area, created (and, if it is a part, attached) on first use. */
  area<T>(key: AreaKey<T>): T {
    if (this.areas.has(key)) return this.areas.get(key) as T;
    const state = key.create(this);
    this.areas.set(key, state);
    if (isScenarioPart(state)) this.parts.push(state);
    return state;
  }

  /** The fixture home, created on first use. */
  async prepareHome(): Promise<FixtureHome> {
    if (!this.fixture) {
      this.fixture = await createHome(this.env, { name: this.opts.name });
      this.launch.runtimeArg = this.fixture.runtime;
      this.runtimeReal = this.fixture.runtime;
    }
    return this.fixture;
  }

  /** The fixture home when it must already exist (checks after a start). */
  get fixtureHome(): FixtureHome {
    if (!this.fixture) throw new Error('this step needs a fixture home; a Given step that builds a repository or runtime creates it');
    return this.fixture;
  }

  /** The fixture home if a step built one (hooks must not build one for a scenario that never needed it). */
  get builtHome(): FixtureHome | null {
    return this.fixture;
  }

  repo(name: string): string {
    const path = this.repos.get(name);
    if (!path) throw new Error(`no repository "${name}" in this scenario; add a Given step that builds it`);
    return path;
  }

  /** Adds variables to the environment the battery itself seems to run with (they must be scrubbed). */
  async inheritFromBattery(vars: Record<string, string>): Promise<void> {
    await this.prepareHome(); // the fixture base is chosen from the real environment first
    this.inherited = { ...this.inherited, ...vars };
    this.env = { ...this.env, env: { ...this.env.env, ...vars } };
  }

  /** The injected environment children are built from (spec areas build their own launches from it). */
  get harnessEnv(): HarnessEnv {
    return this.env;
  }

  get seams(): SeamController {
    this.seamController ??= new SeamController(this.fixtureHome.seams);
    return this.seamController;
  }

  get tripwire(): SeamTripwire {
    this.tripwireInstance ??= new SeamTripwire(this.seams.dir);
    return this.tripwireInstance;
  }

  /** The latest server started (the one "the server" means). */
  get current(): ServerRun {
    const run = this.runs.at(-1);
    if (!run) throw new Error('no server was started in this scenario; add a step that starts it');
    return run;
  }

  /** Starts a server with `grant` as M1ND_WORKSPACE_ROOT and sends `initialize` at once. */
  async start(grant: string | null, label = `server #${this.runs.length + 1}`): Promise<ServerRun> {
    const plan = await this.planFor(grant);
    const child = await this.startChild(plan);
    const run = new ServerRun(label, child, plan, this.boundMs);
    this.runs.push(run);
    return run;
  }

  /** Starts a planned server process of any transport, after taking what "nothing changed" compares with. */
  async startChild(plan: LaunchPlan): Promise<ReturnType<ProcessDriver['start']>> {
    this.listingBeforeStart = await listTree(this.fixtureHome.root);
    this.privateDirsBefore ??= await this.listPrivateDirs();
    return this.driver.start(plan.argv, { cwd: plan.cwd, env: plan.env, readOnlyBinds: plan.readOnlyBinds });
  }

  /** The stdio launch plan for `grant` (writing the configuration file first); other transports rewrite its argv. */
  async planFor(grant: string | null): Promise<LaunchPlan> {
    const fixture = await this.prepareHome();
    if (this.configValues) {
      const file = join(fixture.root, 'config', 'server.json');
      await mkdir(join(fixture.root, 'config'), { recursive: true, mode: 0o700 });
      await writeFile(file, `${JSON.stringify(this.configValues, null, 2)}\n`, { mode: 0o600 });
      this.launch.configFile = file;
    }
    const claimsSeams = this.lane.adapter.capabilities.includes('seams');
    return planLaunch(this.lane.adapter, fixture, this.env, {
      ...this.launch,
      grant,
      // Upstream launchers start the server in the repository; a grant that does not exist cannot be a cwd.
      cwd: this.launch.cwd ?? (grant !== null && [...this.repos.values()].includes(grant) ? grant : fixture.root),
      seamsDir: claimsSeams ? this.seams.dir : null,
    });
  }

  /** HOME (with XDG cache and config inside) and TMPDIR, listed as one tree per directory. */
  async listPrivateDirs(): Promise<string[]> {
    const fixture = this.fixtureHome;
    const out: string[] = [];
    for (const [name, dir] of [['home', fixture.home], ['tmp', fixture.tmp]] as const) {
      out.push(...(await listTree(dir)).map((line) => `${name}/${line}`));
    }
    return out;
  }

  /** A tool call that must succeed: isError fails the step; a held seam reached meanwhile fails it too. */
  async positive(name: string, args: Record<string, unknown>, run: ServerRun = this.current): Promise<Record<string, unknown>> {
    const result = await this.call(name, args, run);
    return requirePositive(result, `${name} ${JSON.stringify(args)}`);
  }

  /** A tool call whose result the caller judges (refusals are results). */
  call(name: string, args: Record<string, unknown>, run: ServerRun = this.current): Promise<ToolResult> {
    return this.tripwire.race(run.client.callTool(name, args, this.boundMs));
  }

  /** The persisted snapshot read independently of the server, the way the adapter says. */
  async readSnapshot(runtime: string | null = this.runtimeReal): Promise<SnapshotView | null> {
    if (runtime === null) throw new Error('no runtime directory was given in this scenario, so there is no snapshot to read');
    const snap = this.lane.adapter.snapshot;
    if (snap.kind === 'reference') return readReferenceSnapshot(runtime);
    return readDumpSnapshot(snap.argv, runtime, { PATH: this.env.env.PATH ?? '/usr/bin:/bin', HOME: this.fixtureHome.home }, this.boundMs);
  }

  /** Attaches a part that lives as long as the scenario. */
  addPart(part: ScenarioPart): void {
    this.parts.push(part);
  }

  /** Every server's transcript, for a failing scenario's attachment. */
  transcript(): string {
    return [...this.runs.map((r) => r.transcript()), ...this.parts.map((p) => p.transcript())].filter((t) => t !== '').join('\n\n');
  }

  /** Seconds during which an implementation process this scenario started was alive (for the harness-overhead figure). */
  implementationSeconds(): number {
    return this.driver.aliveSeconds();
  }

  /**
   * Ends the scenario: releases held seams, stops every child within the bound, checks the sources, then
   * removes the home. Returns the problems that fail the scenario.
   */
  async dispose(opts: { keepHome?: boolean } = {}): Promise<string[]> {
    const problems: string[] = [];
    try {
      for (const part of this.parts) {
        await part.close().catch((error: unknown) => problems.push(`closing a scenario part failed: ${(error as Error).message}`));
      }
      if (this.seamController) for (const name of this.tripwire.reached()) this.seams.release(name);
      this.tripwireInstance?.close();
      const { survivors } = await this.driver.stopAll(this.boundMs);
      if (survivors.length > 0) problems.push(`children survived SIGTERM for ${this.boundMs} ms and were killed: pids ${survivors.join(', ')}`);
      problems.push(...(await this.guard.verify()));
    } finally {
      if (this.fixture && !opts.keepHome) await removeHome(this.fixture);
    }
    return problems;
  }
}

function isScenarioPart(value: unknown): value is ScenarioPart {
  const v = value as Partial<ScenarioPart> | null;
  return typeof v === 'object' && v !== null && typeof v.transcript === 'function' && typeof v.close === 'function';
}
