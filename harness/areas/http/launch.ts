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
}

export const DEFAULT_HTTP_LAUNCH: Readonly<HttpLaunchOptions> = Object.freeze({ bind: '127.0.0.1', bearer: 'fixture' });

/** 32 random bytes as 64 lower-case hex characters, the token shape the owner accepts. */
export function newBearerToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Turns a stdio launch plan into the HTTP owner's: the same grant, runtime, env and extra flags, with
 * `--stdio` replaced by `--serve --port 0 --bind <bind>` and the fixture token added when asked for.
 */
export function toHttpPlan(adapter: Adapter, stdio: LaunchPlan, opts: HttpLaunchOptions, token: string | null): LaunchPlan {
  const n = adapter.server.command.length;
  if (stdio.argv[n] !== '--stdio') {
    throw new Error(`expected the stdio plan to put --stdio right after the server command, got: ${stdio.argv.join(' ')}`);
  }
  const argv = [...stdio.argv.slice(0, n), '--serve', '--port', '0', '--bind', opts.bind, ...stdio.argv.slice(n + 1)];
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
