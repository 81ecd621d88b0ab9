import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpRawClient } from '../../clients/index.js';
import { readInstances, waitForListeningPort, type ListeningPort } from '../../probes/index.js';
import type { ChildHandle } from '../../process/index.js';
import type { LaunchPlan } from '../../scenario/index.js';
import { redact } from './launch.js';

/** The file an owner without a launcher token keeps its generated token in. */
export const TOKEN_FILE = 'http-auth-token-v1';

/** The line an owner prints once it is published: `... serving http://127.0.0.1:<port>/mcp`. */
export const SERVING_LINE = /serving (http:\/\/\S+)\/mcp\b/;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isLoopbackAddress(address: string): boolean {
  return LOOPBACK.test(address);
}

/** `http://host:port` for a listening address, IPv6 in brackets. */
export function baseUrlOf(address: string, port: number): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * One HTTP owner process of a scenario. It is observed three independent ways: its stderr, the
 * instance registry under its runtime, and the sockets `/proc` says it listens on.
 */
export class HttpOwnerRun {
  private base: string | null = null;
  private generatedToken: string | null = null;

  constructor(
    readonly label: string,
    readonly child: ChildHandle,
    readonly plan: LaunchPlan,
    /** the token the launcher gave; null when the owner generates its own */
    readonly fixtureToken: string | null,
    /** the real runtime directory */
    readonly runtime: string,
  ) {}

  get registryDir(): string {
    return join(this.runtime, 'registry');
  }

  /** Waits for the serving line (rejects when the process exits first) and returns the URL it names. */
  async served(boundMs: number): Promise<string> {
    let line: string;
    try {
      line = await this.child.waitForStderr(SERVING_LINE, boundMs);
    } catch (cause) {
      throw new Error(`${this.label} never said it was serving: ${redact((cause as Error).message, [this.fixtureToken])}`, { cause });
    }
    return (SERVING_LINE.exec(line) as RegExpExecArray)[1] as string;
  }

  /** The loopback sockets `/proc` shows the process listening on, as soon as there is one. */
  listening(boundMs: number): Promise<ListeningPort[]> {
    return waitForListeningPort(this.child, boundMs, { accept: (p) => isLoopbackAddress(p.address) });
  }

  /** Every instance record in the registry of this owner's runtime. */
  instances(): Promise<Record<string, unknown>[]> {
    return readInstances(this.registryDir);
  }

  /** The launcher handed the owner this token another way (a token file): it is the one a client uses. */
  knowToken(token: string): void {
    this.generatedToken = token;
  }

  /** The bearer a legitimate local client uses: the launcher's token, else the owner's token file (read once). */
  async bearer(): Promise<string> {
    if (this.fixtureToken !== null) return this.fixtureToken;
    if (this.generatedToken !== null) return this.generatedToken;
    const path = join(this.runtime, TOKEN_FILE);
    try {
      this.generatedToken = (await readFile(path, 'utf8')).trim();
      return this.generatedToken;
    } catch (cause) {
      throw new Error(`${this.label} was given no token, so it must keep one in ${path}: ${(cause as Error).message}`, { cause });
    }
  }

  /** Where a client reaches the owner, discovered from its own registry record (pid-matched). */
  async baseUrl(): Promise<string> {
    if (this.base !== null) return this.base;
    const mine = (await this.instances()).filter((r) => r.pid === this.child.pid);
    const [record] = mine;
    if (mine.length !== 1 || !record || typeof record.bind !== 'string' || typeof record.port !== 'number') {
      throw new Error(`${this.label} (pid ${this.child.pid}) must publish exactly one instance record with bind and port under ${this.registryDir}; found ${JSON.stringify(mine)}`);
    }
    this.base = baseUrlOf(record.bind, record.port);
    return this.base;
  }

  /** A raw client on the published address; `authorized` adds the legitimate bearer. */
  async client(authorized: boolean): Promise<HttpRawClient> {
    const raw = new HttpRawClient(await this.baseUrl());
    return authorized ? raw.withHeaders({ authorization: `Bearer ${await this.bearer()}` }) : raw;
  }

  /** argv, redacted env, exit status and stderr, for a failing scenario's attachment. */
  transcript(secrets: (string | null)[]): string {
    const status = this.child.exitStatus();
    const all = [this.fixtureToken, this.generatedToken, ...secrets];
    return redact([
      `== ${this.label} (pid ${this.child.pid}, HTTP owner)`,
      `argv: ${this.plan.argv.join(' ')}`,
      `cwd: ${this.plan.cwd}`,
      `env: ${Object.entries(this.plan.env).map(([k, v]) => `${k}=${v}`).join(' ')}`,
      `exit: ${status ? `code ${status.code} signal ${status.signal}` : 'still running'}`,
      'stderr:',
      ...this.child.stderrLines.map((l) => `  ${l}`),
      'stdout:',
      ...this.child.stdoutLines.map((l) => `  ${l}`),
    ].join('\n'), all);
  }
}
