import type { Mutant } from './mutant.js';

/** Mutants of the http code: each must be killed by the scenarios its tags select. */
export const HTTP_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'loopback-host-by-prefix',
    file: 'launcher/validate-bind.js',
    find: "    if (isIP(h) === 4)\n        return h.split('.')[0] === '127';",
    replace: "    if (h.startsWith('127.'))\n        return true;",
    tags: '@clause:HTTP-LOCAL-3',
    breaks: 'any Host name that merely begins with "127." passes for loopback (DNS rebinding)',
  },
  {
    name: 'bearer-compared-on-a-prefix',
    file: 'http/check-bearer.js',
    find: "    const given = createHash('sha256').update(match[1], 'utf8').digest();",
    replace: "    if (match[1].length > 0 && token.startsWith(match[1]))\n        return 'ok';\n    const given = createHash('sha256').update(match[1], 'utf8').digest();",
    tags: '@clause:HTTP-AUTH-2',
    breaks: 'a bearer that is only the beginning of the token is accepted',
  },
  {
    name: 'answers-while-preparing',
    file: 'http/http-owner.js',
    find: "                return sendJson(res, 503, { error: 'owner_not_ready', code: 'preparing' }, { 'retry-after': '1' });",
    replace: "                return sendJson(res, 200, { status: 'ok', node_count: 0, edge_count: 0, roots: [] });",
    tags: '@clause:HTTP-ADMIT-1 and not @needs:seams',
    breaks: 'a request that arrives during preparation is answered from the empty graph instead of being held off',
  },
  {
    name: 'published-before-preparation',
    file: 'server/run-http.js',
    find: '                owner = await HttpOwner.listen({ host, port, token: bearer.token, runtime: opened.runtime, report: (line) => say(io, line) });',
    replace: "                owner = await HttpOwner.listen({ host, port, token: bearer.token, runtime: opened.runtime, report: (line) => say(io, line) });\n                (await import('../store/index.js')).writeInstance(opened.runtime, { instance_id: `http-${io.pid}-0`, workspace_root: opened.grant, runtime_root: opened.runtime, pid: io.pid, transport: 'http', bind: owner.address.address, port: owner.address.port, status: 'serving', started_at_ms: 0 });",
    tags: '(@clause:HTTP-PUBLISH-1 or @clause:HTTP-PREPFAIL-1) and not @needs:seams',
    breaks: 'the listener\'s address is published as soon as it listens, before preparation ends (and stays after a failed one)',
  },
]);
