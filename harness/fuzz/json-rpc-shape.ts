// What every line a JSON-RPC peer writes must be: one JSON object, `jsonrpc: "2.0"`, and either an answer
// (an id with exactly one of result / error, an error carrying an integer code and a message) or a
// notification / request (a method name).

/** null when the line is a well-formed JSON-RPC 2.0 message, else what is wrong with it. */
export function jsonRpcProblem(line: string): string | null {
  let m: unknown;
  try {
    m = JSON.parse(line);
  } catch {
    return 'is not JSON';
  }
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return 'is not a JSON object';
  const o = m as Record<string, unknown>;
  if (o.jsonrpc !== '2.0') return 'lacks jsonrpc "2.0"';
  if (typeof o.method === 'string') return null;
  if (!('id' in o)) return 'is neither an answer (no id) nor a request or notification (no method)';
  if (o.id !== null && typeof o.id !== 'string' && typeof o.id !== 'number') return 'has an id that is not a string, number or null';
  if (('result' in o) === ('error' in o)) return 'must carry exactly one of result and error';
  if ('error' in o) {
    const e = o.error as Record<string, unknown> | null;
    if (typeof e !== 'object' || e === null || !Number.isInteger(e.code) || typeof e.message !== 'string') return 'has an error without an integer code and a message';
  }
  return null;
}

/** The id of an answer line, or undefined for anything else. */
export function answerId(line: string): string | number | null | undefined {
  try {
    const m = JSON.parse(line) as Record<string, unknown>;
    if (m && typeof m === 'object' && ('result' in m || 'error' in m)) return m.id as string | number | null;
  } catch {
    // not an answer
  }
  return undefined;
}
