import { request as httpRequest } from 'node:http';
import { DEFAULT_BOUND_MS, withBound } from '../process/index.js';

export interface HttpRawRequest {
  /** GET unless given */
  method?: string;
  /** path and query, e.g. `/api/tools/health?brain=/abs` */
  path: string;
  /** sent exactly as given, `Host` included; they override the client's defaults (a null value removes one) */
  headers?: Record<string, string | null>;
  /** a string or bytes as is; any other value is sent as JSON with `content-type: application/json` */
  body?: string | Buffer | object;
  boundMs?: number;
}

export interface HttpRawResponse {
  status: number;
  /** lower-cased names; repeated headers joined with ', ' */
  headers: Record<string, string>;
  /** every header line as received, name/value alternating */
  rawHeaders: string[];
  bytes: Buffer;
  text: string;
  /** the parsed body when it is JSON, else undefined */
  json: unknown;
}

/**
 * HTTP on node:http rather than fetch: fetch silently replaces `Host` and adds headers of its own, so
 * Host/Origin checks and byte-level assertions need the plain client.
 */
export class HttpRawClient {
  private readonly base: URL;

  constructor(baseUrl: string, readonly defaultHeaders: Readonly<Record<string, string>> = {}) {
    this.base = new URL(baseUrl);
    if (this.base.protocol !== 'http:') throw new Error(`HttpRawClient needs an http:// base URL, got ${baseUrl}`);
  }

  /** The same server with more default headers (a bearer, a caller root). */
  withHeaders(extra: Record<string, string>): HttpRawClient {
    return new HttpRawClient(this.base.href, { ...this.defaultHeaders, ...extra });
  }

  request(req: HttpRawRequest): Promise<HttpRawResponse> {
    const boundMs = req.boundMs ?? DEFAULT_BOUND_MS;
    const method = req.method ?? 'GET';
    const headers = mergeHeaders(this.defaultHeaders, req.headers ?? {});
    const body = encodeBody(req.body, headers);
    const target = new URL(req.path, this.base);
    let sent: ReturnType<typeof httpRequest> | undefined;
    const answered = new Promise<HttpRawResponse>((resolve, reject) => {
      sent = httpRequest({
        host: this.base.hostname.replace(/^\[|\]$/g, ''),
        port: this.base.port || 80,
        method,
        path: `${target.pathname}${target.search}`,
        headers,
        setHost: !Object.keys(headers).some((k) => k.toLowerCase() === 'host'),
        agent: false,
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: flattenHeaders(res.headers),
            rawHeaders: [...res.rawHeaders],
            bytes,
            text,
            json: parseJson(text),
          });
        });
      });
      sent.on('error', (cause) => reject(new Error(`${method} ${target.href} failed: ${cause.message} (is the server listening on ${this.base.host}?)`, { cause })));
      sent.end(body);
    });
    return withBound(answered, boundMs, () => {
      sent?.destroy();
      return `${method} ${target.href} got no complete answer within ${boundMs} ms`;
    });
  }
}

function mergeHeaders(defaults: Readonly<Record<string, string>>, given: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (name: string, value: string | null) => {
    for (const key of Object.keys(out)) if (key.toLowerCase() === name.toLowerCase()) delete out[key];
    if (value !== null) out[name] = value;
  };
  for (const [name, value] of Object.entries(defaults)) put(name, value);
  for (const [name, value] of Object.entries(given)) put(name, value);
  return out;
}

function encodeBody(body: HttpRawRequest['body'], headers: Record<string, string>): Buffer | undefined {
  if (body === undefined) return undefined;
  // Bytes, never a string: Node writes the header block with the first body chunk in that chunk's encoding,
  // and a UTF-8 body would re-encode header octets above 0x7f (a caller root's UTF-8 path) a second time.
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  return Buffer.from(JSON.stringify(body), 'utf8');
}

function flattenHeaders(headers: NodeJS.Dict<string | string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
