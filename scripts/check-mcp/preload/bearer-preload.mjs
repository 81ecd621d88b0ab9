// Preloaded (`node --import`) into the official conformance CLI, which has no auth option: adds the
// owner's bearer to every request for the owner's origin, and lets the CLI load on Node 20.
import { createRequire, register } from 'node:module';

const bearer = process.env.M1ND_CHECK_MCP_BEARER;
const origin = process.env.M1ND_CHECK_MCP_ORIGIN;
if (!bearer || !origin) {
  throw new Error('bearer-preload.mjs needs M1ND_CHECK_MCP_BEARER and M1ND_CHECK_MCP_ORIGIN (the owner\'s http://127.0.0.1:<port>)');
}

// fs.globSync is Node 22+; the CLI imports it by name, so its `fs` import is redirected to a shim.
register(new URL('./node20-hooks.mjs', import.meta.url));

// Use the undici the CLI itself resolves; the global dispatcher is shared with Node's built-in fetch.
const conformanceEntry = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json');
const { Agent, setGlobalDispatcher } = createRequire(conformanceEntry)('undici');

const withBearer = (dispatch) => (opts, handler) => {
  if (originOf(opts.origin) !== origin) return dispatch(opts, handler);
  const headers = toPairs(opts.headers).filter(([name]) => name.toLowerCase() !== 'authorization');
  headers.push(['authorization', `Bearer ${bearer}`]);
  return dispatch({ ...opts, headers: headers.flat() }, handler);
};
setGlobalDispatcher(new Agent().compose(withBearer));

function originOf(value) {
  try {
    return new URL(String(value)).origin;
  } catch {
    return null;
  }
}

/** undici accepts headers as an object, a flat [k, v, ...] array or an iterable of pairs. */
function toPairs(headers) {
  if (headers == null) return [];
  if (Array.isArray(headers)) {
    if (headers.length > 0 && Array.isArray(headers[0])) return headers.map(([k, v]) => [String(k), v]);
    const out = [];
    for (let i = 0; i + 1 < headers.length; i += 2) out.push([String(headers[i]), headers[i + 1]]);
    return out;
  }
  if (typeof headers[Symbol.iterator] === 'function') return [...headers].map(([k, v]) => [String(k), v]);
  return Object.entries(headers).filter(([, v]) => v !== undefined);
}
