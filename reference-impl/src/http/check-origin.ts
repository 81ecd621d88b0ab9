import { isLoopbackHost } from '../launcher/index.js';

export type OriginVerdict = 'ok' | 'host_not_allowed' | 'origin_not_allowed';

/** Splits `host[:port]` / `[v6][:port]`; null when it is not an authority. */
function splitAuthority(authority: string): { host: string; port: number | null } | null {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/.exec(authority);
  if (!m) return null;
  return { host: (m[1] ?? m[2]) as string, port: m[3] === undefined ? null : Number(m[3]) };
}

/**
 * DNS-rebinding guard: the Host header must name a loopback host and the port the owner listens on,
 * so a page whose name merely resolves to 127.0.0.1 cannot talk to it.
 */
export function checkHostHeader(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const parts = splitAuthority(host.trim());
  return parts !== null && isLoopbackHost(parts.host) && parts.port === port;
}

/** A browser Origin, when sent, must be a loopback http(s) origin; `null` and other schemes are refused. */
export function checkOriginHeader(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isLoopbackHost(host);
}

/** Host first, then Origin: both are local-boundary checks that precede authentication. */
export function checkLocalOrigin(headers: { host?: string; origin?: string }, port: number): OriginVerdict {
  if (!checkHostHeader(headers.host, port)) return 'host_not_allowed';
  if (!checkOriginHeader(headers.origin)) return 'origin_not_allowed';
  return 'ok';
}
