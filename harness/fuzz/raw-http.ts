// One raw HTTP/1.1 exchange over a fresh loopback socket: the request bytes exactly as generated (broken
// framing included), the write side closed after them, and whatever came back until the peer closed or the
// bound passed.
import { connect } from 'node:net';

export interface RawExchange {
  /** null when nothing parseable came back before the connection closed */
  status: number | null;
  headers: Record<string, string>;
  body: Buffer;
}

export function rawExchange(host: string, port: number, request: Buffer, boundMs: number): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${boundMs} ms to ${request.subarray(0, 120).toString('latin1').split('\r\n')[0]}`));
    }, boundMs);
    socket.on('connect', () => socket.end(request));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => undefined); // a reset after the answer is normal for refused framing
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(chunks)));
    });
  });
}

/** The first response in `bytes`: status, lower-cased headers and the body (chunked bodies decoded). */
export function parseResponse(bytes: Buffer): RawExchange {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return { status: null, headers: {}, body: Buffer.alloc(0) };
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  let body = bytes.subarray(end + 4);
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') body = dechunk(body);
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']));
  return { status: m ? Number(m[1]) : null, headers, body };
}

function dechunk(bytes: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = bytes.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(bytes.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(bytes.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}
