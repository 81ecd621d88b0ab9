import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { withBound } from '../../process/index.js';
import { parseSseFrames, phaseEventOf, TERMINAL_PHASES, type SseEvent } from './sse-frames.js';

/**
 * A subscription to an owner's `GET /api/events`. `open` resolves once the owner answered the request with its
 * status, so a call made afterwards is narrated on this stream; events are then kept in arrival order, and a
 * reader waits for a terminal phase with an upper bound only.
 */
export class EventStream {
  readonly events: SseEvent[] = [];
  private rest = '';
  private ended = false;
  private waiters: (() => void)[] = [];

  private constructor(private readonly req: ClientRequest, readonly response: IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      const parsed = parseSseFrames(this.rest + chunk);
      this.rest = parsed.rest;
      this.events.push(...parsed.events);
      this.wake();
    });
    response.on('end', () => this.finish());
    response.on('error', () => this.finish());
  }

  /** `GET /api/events` with these headers (a bearer, a Host); resolves on the response head, whatever its status. */
  static open(baseUrl: string, headers: Record<string, string>, boundMs: number): Promise<EventStream> {
    const base = new URL(baseUrl);
    let req: ClientRequest | undefined;
    const opened = new Promise<EventStream>((resolve, reject) => {
      req = request({
        host: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port,
        method: 'GET',
        path: '/api/events',
        headers: { accept: 'text/event-stream', ...headers },
        setHost: !Object.keys(headers).some((k) => k.toLowerCase() === 'host'),
        agent: false,
      }, (res) => resolve(new EventStream(req as ClientRequest, res)));
      req.on('error', (cause) => reject(new Error(`GET ${base.origin}/api/events failed: ${cause.message}`, { cause })));
      req.end();
    });
    return withBound(opened, boundMs, () => {
      req?.destroy();
      return `GET ${base.origin}/api/events answered no status within ${boundMs} ms`;
    });
  }

  /** The scan phase events received so far (other events on the channel are not phases). */
  phases(): Record<string, unknown>[] {
    return this.events.map(phaseEventOf).filter((e): e is Record<string, unknown> => e !== null);
  }

  /** The phase events from index `from` up to and including the first terminal one, waiting for it within `boundMs`. */
  async throughTerminal(from: number, boundMs: number): Promise<Record<string, unknown>[]> {
    const found = (): Record<string, unknown>[] | null => {
      const seen = this.phases().slice(from);
      const end = seen.findIndex((e) => TERMINAL_PHASES.includes(String(e.phase)));
      return end === -1 ? null : seen.slice(0, end + 1);
    };
    const wait = new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const check = () => {
        const got = found();
        if (got) return resolve(got);
        if (this.ended) return reject(new Error(`the event stream ended before a terminal phase; it carried ${JSON.stringify(this.phases().slice(from))}`));
        this.waiters.push(check);
      };
      check();
    });
    return withBound(wait, boundMs, () => `no done or failed phase arrived on the event stream within ${boundMs} ms; it carried ${JSON.stringify(this.phases().slice(from))}`);
  }

  close(): void {
    this.req.destroy();
    this.finish();
  }

  private finish(): void {
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }
}
