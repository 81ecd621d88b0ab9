import type { Mutant } from './mutant.js';

// The portable scenarios these tags select, by the clause tags only they carry together:
const SWEEP_REFUSED = '@clause:POLICY-GATE-1 and @clause:POLICY-FACT-1'; // gate-sweep: every call above the floor refused
const SWEEP_ADMITTED = '@clause:POLICY-PURE-1'; // gate-sweep: calls at or below the floor, and the refresh, pass

/** Mutants of the policy code: each must be killed by the scenarios its tags select, none of which needs introspection. */
export const POLICY_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'allowlist-widened',
    file: 'policy/generic-gate.js',
    find: "Object.freeze(['graph.ingest.refresh_declared_root'])",
    replace: "Object.freeze(['graph.ingest.refresh_declared_root', 'source.edit.commit', 'graph.ingest.replace'])",
    tags: '@clause:ACCEPT-1',
    breaks: 'the generic gate admits actions above Ordinary beyond the one allowlisted refresh',
  },
  {
    name: 'unrouted-tool-advertised',
    file: 'mcp/server.js',
    find: 'gateEveryCall(server, ctx, rawTools);',
    replace: "server.registerTool('unrouted_probe', { description: 'advertised without a route' }, async () => ({ content: [{ type: 'text', text: '{}' }] }));\n    gateEveryCall(server, ctx, rawTools);",
    tags: '@clause:POLICY-PARITY-1',
    breaks: 'a callable tool is advertised without a routing entry',
  },
  {
    name: 'gate-skipped-on-rest',
    file: 'mcp/server.js',
    find: 'if (!decision.admitted)\n            return refusalResult(decision);',
    replace: "if (!decision.admitted && ctx.ingress !== 'rest')\n            return refusalResult(decision);",
    tags: '@clause:POLICY-DEFAULT-1',
    breaks: 'the generic gate runs on the MCP door only; a REST call reaches the handler whatever its floor',
  },
  {
    name: 'rest-refusal-bytes-differ',
    file: 'mcp/server.js',
    find: 'if (!decision.admitted)\n            return refusalResult(decision);',
    replace: "if (!decision.admitted)\n            return ctx.ingress === 'rest' && decision.code === 'generic_action_authority_required' ? { ...refusalResult(decision), content: [{ type: 'text', text: `${refusalResult(decision).content[0].text} ` }] } : refusalResult(decision);",
    tags: SWEEP_REFUSED,
    breaks: 'the gate refuses on both doors, but REST answers other bytes than MCP',
  },
  {
    name: 'floor-off-by-one',
    file: 'policy/generic-gate.js',
    find: "return entry.floor === 'Ordinary' || allowlist.includes(entry.action);",
    replace: "return entry.floor !== 'PositiveSovereign' || allowlist.includes(entry.action);",
    tags: SWEEP_REFUSED,
    breaks: 'the gate compares floors one level too high: every ScopedGrantA2 action (source commits, persist load) passes',
  },
  {
    name: 'admitted-on-wire-printed-refused',
    file: 'mcp/server.js',
    find: "const decision = genericGate(name, request.params?.arguments ?? {}, {}, ctx.ingress ?? 'mcp');",
    replace: "const judged = genericGate(name, request.params?.arguments ?? {}, {}, ctx.ingress ?? 'mcp');\n        const decision = judged.action === 'store.persist.load_replace' ? { admitted: true, action: judged } : judged;",
    tags: SWEEP_REFUSED,
    breaks: 'persist load runs on the wire while the routing tables (and --print-routes) still say it is refused',
  },
  {
    name: 'birth-classified-ordinary',
    file: 'policy/action-catalog.js',
    find: "entry('brain.bootstrap.birth', 'PositiveSovereign',",
    replace: "entry('brain.bootstrap.birth', 'Ordinary',",
    tags: SWEEP_REFUSED,
    breaks: 'the birth verb is classified at the ordinary floor (its refusal then names the wrong floor)',
  },
  {
    name: 'birth-runs-past-its-refusal',
    file: 'policy/generic-gate.js',
    find: '        if (fixed) {\n',
    replace: '        if (fixed) {\n            if (fixed.shape === \'result\')\n                return { admitted: true, action: entry };\n',
    tags: '@clause:BIRTH-ORIGIN-1',
    breaks: 'brain_birth passes the gate to a handler instead of answering human_gesture_required',
  },
  {
    name: 'claimed-origin-trusted',
    file: 'mcp/server.js',
    find: 'if (typeof name !== \'string\' || !known.has(bareToolName(name))) {',
    replace: 'if (name === \'brain_birth\' && typeof request.params?.arguments?.origin === \'string\' && request.params.arguments.origin.startsWith(\'human-\'))\n            return inner(request, extra);\n        if (typeof name !== \'string\' || !known.has(bareToolName(name))) {',
    tags: '@clause:BIRTH-ORIGIN-1',
    breaks: 'a client-claimed human origin lets brain_birth past the gate',
  },
  {
    name: 'unknown-selector-falls-back',
    file: 'policy/selectors.js',
    find: "const key = reading.state === 'string' ? reading.value : reading.state === 'absent' ? fallback : undefined;",
    replace: "const given = reading.state === 'string' ? reading.value : undefined;\n    const key = given !== undefined && Object.hasOwn(table, given) ? given : fallback;",
    tags: '@clause:POLICY-SELECTOR-1',
    breaks: 'an unknown selector value falls back to the default (xray_apply mode "mystery" runs as its dry run)',
  },
  {
    name: 'unknown-tool-answered-as-another',
    file: 'mcp/server.js',
    find: 'const name = request.params?.name;',
    replace: 'if (typeof request.params?.name === \'string\' && !known.has(bareToolName(request.params.name)))\n            request.params.name = \'health\';\n        const name = request.params?.name;',
    tags: '@clause:POLICY-UNKNOWN-1',
    breaks: 'a tool name nothing routes is served as another tool instead of refused as unknown',
  },
  {
    name: 'runtime-write-gated',
    file: 'policy/action-catalog.js',
    find: "entry('boot_memory.delete', 'Ordinary',",
    replace: "entry('boot_memory.delete', 'ScopedGrantA2',",
    tags: SWEEP_ADMITTED,
    breaks: 'a write confined to the brain\'s own runtime state is gated above the ordinary floor',
  },
]);
