// Generated hostile stdio frames: truncated and oversized JSON, wrong member types, batch arrays, duplicate
// ids, invalid UTF-8 and bare junk. Each frame is one line of bytes (no newline inside) and says which id, if
// any, a JSON-RPC server owes an answer to.
import fc from 'fast-check';

export interface HostileFrame {
  kind: string;
  bytes: Buffer;
  /** ids of well-formed requests in the frame: each is owed an answer */
  owed: Array<string | number>;
}

const METHODS = ['ping', 'tools/list', 'tools/call', 'resources/list', 'prompts/list', 'initialize', 'no/such/method', 'logging/setLevel'];

const jsonValue = fc.jsonValue({ maxDepth: 3 });

/** A request with a fresh id in `[base, base + 1e6)`: ids never collide with the harness's own. */
function request(idBase: number) {
  return fc.record({
    id: fc.oneof(fc.integer({ min: idBase, max: idBase + 999_999 }), fc.string({ minLength: 1, maxLength: 12 }).map((s) => `fz-${s}`)),
    method: fc.constantFrom(...METHODS),
    params: fc.option(fc.oneof(jsonValue, fc.record({ name: fc.string(), arguments: jsonValue })), { nil: undefined }),
  });
}

function isMcpParams(params: unknown): boolean {
  return params === undefined || (typeof params === 'object' && params !== null && !Array.isArray(params));
}

function line(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value).replace(/\n/g, ' '), 'utf8');
}

export function hostileFrame(idBase: number): fc.Arbitrary<HostileFrame> {
  const req = request(idBase);
  return fc.oneof(
    // A request for a method that may not exist, with arbitrary params. MCP requests carry params as an
    // object (or none), so only those are owed an answer; by-position params may be dropped as invalid.
    req.map((r) => ({ kind: 'request', bytes: line({ jsonrpc: '2.0', ...r }), owed: isMcpParams(r.params) ? [r.id] : [] })),
    // The same request truncated at a random point.
    fc.tuple(req, fc.nat()).map(([r, cut]) => {
      const whole = line({ jsonrpc: '2.0', ...r });
      return { kind: 'truncated', bytes: whole.subarray(0, cut % Math.max(1, whole.length - 1)), owed: [] };
    }),
    // Wrong member types: id an object/array/bool, method a number, jsonrpc wrong.
    fc.record({
      jsonrpc: fc.constantFrom('2.0', '1.0', 2, null),
      id: fc.oneof(fc.constant(null), fc.boolean(), fc.array(fc.nat(), { maxLength: 2 }), fc.object({ maxDepth: 1 })),
      method: fc.oneof(fc.integer(), fc.constant(null), fc.constantFrom(...METHODS)),
      params: jsonValue,
    }).map((m) => ({ kind: 'wrong-types', bytes: line(m), owed: [] })),
    // Batch arrays (empty, or of requests): a server may refuse batches, but must stay well-formed and alive.
    fc.array(req, { maxLength: 3 }).map((rs) => ({ kind: 'batch', bytes: line(rs.map((r) => ({ jsonrpc: '2.0', ...r }))), owed: [] })),
    // Invalid UTF-8 inside a string member.
    fc.tuple(req, fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([r, junk]) => {
      const text = line({ jsonrpc: '2.0', ...r, method: 'MARK' }).toString('latin1');
      const [head, tail] = text.split('MARK') as [string, string];
      const bytes = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from([0xc3, 0x28, 0xff, ...junk].filter((b) => b !== 0x0a)), Buffer.from(tail, 'latin1')]);
      return { kind: 'invalid-utf8', bytes, owed: [] };
    }),
    // Bare junk and JSON that is not an object.
    fc.oneof(fc.string({ maxLength: 40 }), jsonValue.map((v) => JSON.stringify(v))).map((t) => ({ kind: 'junk', bytes: Buffer.from(t.replace(/\n/g, ' ')), owed: [] })),
    // An oversized but well-formed request (about 1 MiB of params): owed an answer.
    fc.tuple(req, fc.integer({ min: 256 * 1024, max: 1024 * 1024 })).map(([r, size]) => ({
      kind: 'oversized',
      bytes: line({ jsonrpc: '2.0', ...r, method: 'ping', params: { pad: 'x'.repeat(size) } }),
      owed: [r.id],
    })),
  );
}

/** The same request twice in a row under one id: a server answers it (once or twice), never wedges. */
export function duplicateIdPair(idBase: number): fc.Arbitrary<HostileFrame[]> {
  return request(idBase).map((r) => {
    const bytes = line({ jsonrpc: '2.0', ...r, method: 'ping', params: undefined });
    return [{ kind: 'duplicate-id', bytes, owed: [r.id] }, { kind: 'duplicate-id', bytes, owed: [] }];
  });
}

/** `runs` frames from `seed`, reproducibly. */
export function sampleFrames(seed: number, runs: number, idBase: number): HostileFrame[] {
  const mixed = fc.oneof({ arbitrary: hostileFrame(idBase).map((f) => [f]), weight: 9 }, { arbitrary: duplicateIdPair(idBase), weight: 1 });
  return fc.sample(mixed, { seed, numRuns: runs }).flat();
}
