import type { Mutant } from './mutant.js';

/** Mutants of the policy code: each must be killed by the scenarios its tags select. */
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
    find: 'rejectUnknownTools(server);',
    replace: "server.registerTool('unrouted_probe', { description: 'advertised without a route' }, async () => ({ content: [{ type: 'text', text: '{}' }] }));\n    rejectUnknownTools(server);",
    tags: '@clause:POLICY-PARITY-1',
    breaks: 'a callable tool is advertised without a routing entry',
  },
]);
