import { isIP } from 'node:net';
import type { LaunchRefusal } from './launch-refusal.js';

/** Upstream's defaults for `--serve`. */
export const DEFAULT_HTTP_PORT = 1337;
export const DEFAULT_HTTP_BIND = '127.0.0.1';

/** True for 127.0.0.0/8, ::1 (also IPv4-mapped loopback) and the name `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.split('.')[0] === '127';
  if (isIP(h) === 6) {
    if (h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
    return mapped !== null && isLoopbackHost(mapped[1] as string);
  }
  return false;
}

/**
 * The HTTP owner listens on loopback only: anything else would expose a bearer-guarded code graph to
 * the network. Returns the address to listen on, or the refusal naming the flag.
 */
export function validateBind(bind: string | null): { host: string } | LaunchRefusal {
  if (bind === null) return { host: DEFAULT_HTTP_BIND };
  const bare = bind.startsWith('[') && bind.endsWith(']') ? bind.slice(1, -1) : bind;
  if (isLoopbackHost(bare)) return { host: bare };
  return {
    code: 'http_bind_not_loopback',
    detail: `--bind ${bind} is not a loopback address; the HTTP owner listens only on 127.0.0.1, ::1 or localhost`,
  };
}
