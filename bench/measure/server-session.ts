// One server process over stdio, driven as an agent would: start it with the tree granted, ask, read the
// answers. Timings are taken from the request to the answer; CPU and RSS from /proc at the answer.
import type { ChildHandle, FixtureHome, HarnessEnv, ToolResult } from '../../harness/index.js';
import { childEnv, ProcessDriver, StdioRpcClient } from '../../harness/index.js';
import { readTreeUsage, resetPeakRss } from './proc-tree.js';

/** Bounds wide enough for a 500k-file tree on a slow shared machine; a bound passing is a failure, not a figure. */
export const START_BOUND_MS = 60 * 60_000;
export const CALL_BOUND_MS = 30 * 60_000;

export interface Launch {
  command: readonly string[];
  tree: string;
  home: FixtureHome;
  env: HarnessEnv;
}

export interface Timed<T> {
  value: T;
  wallMs: number;
  cpuMs: number | null;
  peakRssKiB: number | null;
}

/** The first answer an agent waits for after starting the server: a ranked lookup, which needs the graph. */
export const FIRST_QUESTION = { tool: 'seek', args: { query: 'parse config', top_k: 10 } } as const;

export class ServerSession {
  private constructor(private readonly driver: ProcessDriver, readonly child: ChildHandle, readonly rpc: StdioRpcClient) {}

  /** Starts the server and times it to the answer of its first question (preparation included). */
  static async start(launch: Launch): Promise<Timed<ServerSession>> {
    const driver = new ProcessDriver();
    const env = childEnv(launch.home, launch.env, { M1ND_WORKSPACE_ROOT: launch.tree, M1ND_RUNTIME_DIR: launch.home.runtime });
    const started = performance.now();
    const child = driver.start([...launch.command, '--stdio'], { cwd: launch.home.home, env });
    const session = new ServerSession(driver, child, new StdioRpcClient(child));
    try {
      await session.rpc.initialize(START_BOUND_MS);
      const first = await session.rpc.callTool(FIRST_QUESTION.tool, { ...FIRST_QUESTION.args }, START_BOUND_MS);
      const wallMs = performance.now() - started;
      const usage = readTreeUsage(child.pid);
      if (first.isError) throw new Error(`the first question (${FIRST_QUESTION.tool}) was answered with an error: ${first.text ?? JSON.stringify(first.payload)}`);
      return { value: session, wallMs, cpuMs: usage?.cpuMs ?? null, peakRssKiB: usage?.peakRssKiB ?? null };
    } catch (error) {
      await session.stop();
      const tail = child.stderrLines.slice(-3).join(' | ');
      throw new Error(`${(error as Error).message}${tail ? `; server stderr: ${tail}` : ''}`, { cause: error });
    }
  }

  /** One tool call, timed from request to answer, with the CPU it cost and the peak RSS during it. */
  async call(tool: string, args: Record<string, unknown>): Promise<Timed<ToolResult>> {
    resetPeakRss(this.child.pid);
    const before = readTreeUsage(this.child.pid);
    const started = performance.now();
    const value = await this.rpc.callTool(tool, args, CALL_BOUND_MS);
    const wallMs = performance.now() - started;
    const after = readTreeUsage(this.child.pid);
    const cpuMs = before && after ? after.cpuMs - before.cpuMs : null;
    return { value, wallMs, cpuMs, peakRssKiB: after?.peakRssKiB ?? null };
  }

  /** An untimed call whose answer only informs the report (counts, retrieval answers). */
  ask(tool: string, args: Record<string, unknown>): Promise<ToolResult> {
    return this.rpc.callTool(tool, args, CALL_BOUND_MS);
  }

  /** Ends the session as a client does (stdin closed), waiting for the exit; anything left is stopped. */
  async stop(): Promise<void> {
    if (!this.child.exitStatus()) {
      this.child.closeStdin();
      await this.child.waitExit(CALL_BOUND_MS).catch(() => undefined);
    }
    await this.driver.stopAll(10_000);
  }
}

/** How many files the server says it ingested: orient's file_count, else a count health gives; null when neither says. */
export async function serverFileCount(session: ServerSession): Promise<{ files: number; source: string } | null> {
  for (const [tool, fields] of [['orient', ['file_count', 'files']], ['health', ['file_count', 'files', 'ingested_files']]] as const) {
    const answer = await session.ask(tool, {}).catch(() => null);
    if (!answer || answer.isError || typeof answer.payload !== 'object' || answer.payload === null) continue;
    const p = answer.payload as Record<string, unknown>;
    for (const f of fields) {
      if (typeof p[f] === 'number') return { files: p[f] as number, source: `${tool}.${f}` };
    }
  }
  return null;
}
