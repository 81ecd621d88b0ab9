import { randomBytes } from 'node:crypto';
import type { Adapter } from '../../adapter/index.js';
import type { LaunchPlan } from '../../scenario/index.js';

/** The variable a launcher uses to hand the HTTP owner its bearer token. */
export const BEARER_TOKEN_VARIABLE = 'M1ND_HTTP_BEARER_TOKEN';

/** How the HTTP owner gets its bearer: a fixture-owned token in its environment, or one it generates. */
export type BearerSource = 'fixture' | 'generated';

export interface HttpLaunchOptions {
  /** the `--bind` value; loopback unless a scenario tests the refusal */
  bind: string;
  bearer: BearerSource;
  /** the `--port` value; 0 (an ephemeral port the owner publishes) unless a scenario chose one */
  port: number;
}

export const DEFAULT_HTTP_LAUNCH: Readonly<HttpLaunchOptions> = Object.freeze({ bind: '127.0.0.1', bearer: 'fixture', port: 0 });

/** 32 random bytes as 64 lower-case hex characters, the token shape the owner accepts. */
export function newBearerToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Turns a stdio launch plan into the HTTP owner's: the same grant, runtime, env and extra flags, with
 * `--stdio` replaced by `--serve --port <port> --bind <bind>` and the fixture token added when asked for.
 */
export function toHttpPlan(adapter: Adapter, stdio: LaunchPlan, opts: HttpLaunchOptions, token: string | null): LaunchPlan {
  const n = adapter.server.command.length;
  if (stdio.argv[n] !== '--stdio') {
    throw new Error(`expected the stdio plan to put --stdio right after the server command, got: ${stdio.argv.join(' ')}`);
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error(`--port ${opts.port} is not a TCP port; give 0 or a port from 1 to 65535`);
  const argv = [...stdio.argv.slice(0, n), '--serve', '--port', String(opts.port), '--bind', opts.bind, ...stdio.argv.slice(n + 1)];
  const env = { ...stdio.env };
  delete env[BEARER_TOKEN_VARIABLE];
  if (opts.bearer === 'fixture') {
    if (token === null) throw new Error('a fixture bearer needs a token; pass newBearerToken()');
    env[BEARER_TOKEN_VARIABLE] = token;
  }
  return { ...stdio, argv, env };
}

/** The plan as text with every occurrence of the token replaced, for transcripts. */
export function redact(text: string, secrets: (string | null)[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join('<bearer token>');
  return out;
}
