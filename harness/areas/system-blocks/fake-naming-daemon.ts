import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The header the owner signs every naming request with (the shared secret, as is). */
export const RUNNER_SECRET_HEADER = 'x-runnerd-secret';

/**
 * How a fake daemon behaves: answer every block; answer `answered` requests then die; expect another secret; be
 * announced to the owner but no longer listen (down before the owner starts); or answer every block with names and
 * purposes laced with control characters (a terminal escape, a bell, a NUL).
 */
export type DaemonBehaviour = { kind: 'answering' } | { kind: 'dying'; answered: number } | { kind: 'other-secret' } | { kind: 'down' } | { kind: 'hostile' };

/** The name and purpose a daemon gives block `id`: plain, or laced with control characters when it is hostile. */
export function runnerText(behaviour: DaemonBehaviour, id: string): { name: string; purpose: string } {
  if (behaviour.kind === 'hostile') return { name: `\u001b]0;owned\u0007Runner ${id}`, purpose: `Named\u0000 by a hostile daemon\u001b[2J for ${id}.` };
  return { name: `Runner ${id}`, purpose: `Named by the fake naming daemon for ${id}.` };
}

/** One request the daemon received, as it received it: whether the secret matched, and the body's text. */
export interface ReceivedPacket {
  path: string;
  signed: boolean;
  body: string;
  /** the block ids the request names (`blocks[].block_id`) */
  blockIds: string[];
  /** every `member_paths` array the request carries, flattened */
  memberPaths: string[];
}

/** A fresh shared secret: 32 random bytes as 64 hex characters. */
export function newRunnerSecret(): string {
  return randomBytes(32).toString('hex');
}

// Hashing both sides first gives equal lengths, so the comparison takes the same time whatever was sent.
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** Reads `blocks[].block_id` and `blocks[].packet.member_paths` from a request body; anything else reads empty. */
export function readPacket(body: string): { blockIds: string[]; memberPaths: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { blockIds: [], memberPaths: [] };
  }
  const blocks = (value as { blocks?: unknown })?.blocks;
  if (!Array.isArray(blocks)) return { blockIds: [], memberPaths: [] };
  const blockIds: string[] = [];
  const memberPaths: string[] = [];
  for (const b of blocks as { block_id?: unknown; packet?: { member_paths?: unknown } }[]) {
    if (typeof b?.block_id === 'string') blockIds.push(b.block_id);
    const paths = b?.packet?.member_paths;
    if (Array.isArray(paths)) memberPaths.push(...paths.filter((p): p is string => typeof p === 'string'));
  }
  return { blockIds, memberPaths };
}

/**
 * A naming daemon on loopback, run by the harness in its own process: it records every request, checks the
 * shared secret in constant time, and answers `POST /name` with a runner name per block it was given.
 */
export class FakeNamingDaemon {
  readonly packets: ReceivedPacket[] = [];
  private readonly sockets = new Set<Socket>();
  private dead = false;
  private answered = 0;

  private constructor(private readonly server: Server, readonly url: string, private readonly expected: string, private readonly behaviour: DaemonBehaviour) {}

  /** Listens on 127.0.0.1 (an ephemeral port). `secret` is the one shared with the owner. */
  static start(secret: string, behaviour: DaemonBehaviour): Promise<FakeNamingDaemon> {
    const expected = behaviour.kind === 'other-secret' ? newRunnerSecret() : secret;
    return new Promise((resolve, reject) => {
      let daemon: FakeNamingDaemon | null = null;
      const server = createServer((req, res) => void daemon?.handle(req, res));
      server.on('connection', (socket) => {
        daemon?.sockets.add(socket);
        socket.on('close', () => daemon?.sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen({ host: '127.0.0.1', port: 0 }, () => {
        const { port } = server.address() as AddressInfo;
        daemon = new FakeNamingDaemon(server, `http://127.0.0.1:${port}`, expected, behaviour);
        if (behaviour.kind === 'down') daemon.stop().then(() => resolve(daemon as FakeNamingDaemon), reject);
        else resolve(daemon);
      });
    });
  }

  /** Stops listening and drops every connection (a daemon that died). */
  async stop(): Promise<void> {
    this.dead = true;
    const closed = new Promise<void>((resolve) => (this.server.listening ? this.server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.server.closeAllConnections();
    await closed;
  }

  /** How many requests the daemon answered with names. */
  answeredCount(): number {
    return this.answered;
  }

  describe(): string {
    return `fake naming daemon at ${this.url} (${this.behaviour.kind}): ${this.packets.length} request(s), blocks ${JSON.stringify(this.packets.map((p) => p.blockIds))}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const header = req.headers[RUNNER_SECRET_HEADER];
    const signed = typeof header === 'string' && sameSecret(header, this.expected);
    this.packets.push({ path: req.url ?? '', signed, body, ...readPacket(body) });
    if (this.dead || (this.behaviour.kind === 'dying' && this.packets.length > this.behaviour.answered)) {
      // Dying: no more connections, and this request and every later one are cut without an answer.
      if (!this.dead) {
        this.dead = true;
        this.server.close();
      }
      res.destroy();
      return;
    }
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (!signed) return reply(401, { error: 'secret_mismatch' });
    if (req.method !== 'POST' || req.url !== '/name') return reply(404, { error: 'not_found' });
    const { blockIds } = readPacket(body);
    this.answered += 1;
    reply(200, { runner_id: 'fake-namer', results: blockIds.map((id) => ({ block_id: id, ok: true, ...runnerText(this.behaviour, id) })) });
  }
}
