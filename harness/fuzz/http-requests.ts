// Generated hostile HTTP requests for an owner: methods, routes, hosts, credentials, content types and bodies
// at random, some with broken framing (a short body, bad chunking, an oversized header). Writes are never
// reachable: an authorized request only names read routes or tools that do not exist.
import fc from 'fast-check';

export interface HostileRequest {
  kind: string;
  bytes: Buffer;
  /**
   * valid: well-formed HTTP, judged in full; broken: not valid HTTP (bad framing of a body the route reads, an
   * unknown method, no Host, an oversized header), which must be refused or closed, never served; lenient: a
   * broken body on a method whose route need not read it, which may be served or refused, never failed (5xx).
   */
  framing: 'valid' | 'broken' | 'lenient';
  path: string;
}

const READ_PATHS = ['/mcp', '/api/tools/search', '/api/tools/health', '/api/health', '/api/instances', '/api/presences?brain=x%2F..', '/api/tools/no_such_tool', '/api/%2e%2e/etc', '/nope', '/api/tools/', '/mcp?x=1'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'FOO'];
const TYPES = ['application/json', 'text/plain', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', '', 'application/x-www-form-urlencoded'];

export function hostileRequest(port: number, bearer: string): fc.Arbitrary<HostileRequest> {
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => Buffer.from(JSON.stringify(v))),
    fc.record({ jsonrpc: fc.constant('2.0'), id: fc.nat(), method: fc.constantFrom('initialize', 'tools/list', 'tools/call', 'ping', 'x'), params: fc.jsonValue({ maxDepth: 2 }) }).map((v) => Buffer.from(JSON.stringify(v))),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    fc.string({ maxLength: 40 }).map((s) => Buffer.from(`{"query": ${s}`)),
  );
  return fc.record({
    method: fc.constantFrom(...METHODS),
    path: fc.constantFrom(...READ_PATHS),
    host: fc.constantFrom(`127.0.0.1:${port}`, `localhost:${port}`, 'evil.example', '', `[::1]:${port}`),
    auth: fc.constantFrom('none', 'valid', 'valid', 'valid', 'garbage', 'basic', 'empty-bearer'),
    type: fc.constantFrom(...TYPES),
    session: fc.option(fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, '')), { nil: undefined }),
    caller: fc.option(fc.constantFrom('/', '../..', '/tmp', 'relative', '/nonexistent/x/..'), { nil: undefined }),
    body,
    framing: fc.constantFrom('length', 'length', 'length', 'short-body', 'chunked', 'bad-chunk', 'huge-header'),
  }).map((r) => {
    const headers: string[] = [`Host: ${r.host}`, 'Accept: application/json, text/event-stream'];
    if (r.auth === 'valid') headers.push(`Authorization: Bearer ${bearer}`);
    if (r.auth === 'garbage') headers.push('Authorization: Bearer 0000');
    if (r.auth === 'basic') headers.push('Authorization: Basic YTpi');
    if (r.auth === 'empty-bearer') headers.push('Authorization: Bearer ');
    if (r.type !== '') headers.push(`Content-Type: ${r.type}`);
    if (r.session !== undefined) headers.push(`mcp-session-id: ${r.session}`);
    if (r.caller !== undefined) headers.push(`m1nd-caller-root: ${r.caller}`);
    const readsBody = ['POST', 'PUT', 'PATCH'].includes(r.method);
    let framing: HostileRequest['framing'] = 'valid';
    let payload = r.body;
    if (r.framing === 'length') headers.push(`Content-Length: ${payload.length}`);
    if (r.framing === 'short-body') {
      headers.push(`Content-Length: ${payload.length + 10}`);
      // Only a route that reads the body can notice it is short; others may answer at once.
      framing = readsBody ? 'broken' : 'lenient';
    }
    if (r.framing === 'chunked') {
      headers.push('Transfer-Encoding: chunked');
      // An empty body is the last chunk alone; a zero-size chunk before it would end the body early.
      payload = payload.length === 0 ? Buffer.from('0\r\n\r\n') : Buffer.concat([Buffer.from(`${payload.length.toString(16)}\r\n`), payload, Buffer.from('\r\n0\r\n\r\n')]);
    }
    if (r.framing === 'bad-chunk') {
      headers.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([Buffer.from('zz\r\n'), payload]);
      framing = readsBody ? 'broken' : 'lenient';
    }
    if (r.framing === 'huge-header') {
      headers.push(`X-Pad: ${'a'.repeat(80 * 1024)}`, `Content-Length: ${payload.length}`);
      framing = 'broken';
    }
    const head = Buffer.from(`${r.method} ${r.path} HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n`, 'latin1');
    return { kind: `${r.method} ${r.path} ${r.auth} ${r.framing}`, bytes: Buffer.concat([head, payload]), framing: r.host === '' || r.method === 'FOO' ? 'broken' : framing, path: r.path };
  });
}

export function sampleRequests(seed: number, runs: number, port: number, bearer: string): HostileRequest[] {
  return fc.sample(hostileRequest(port, bearer), { seed, numRuns: runs });
}
