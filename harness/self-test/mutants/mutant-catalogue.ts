/**
 * A textual mutation of the BUILT reference (`reference-impl/dist/<file>`): `find` must occur exactly once,
 * so a rebuilt reference can never turn a mutant into a silent no-op; `tags` selects the scenarios that
 * must fail against it.
 */
export interface Mutant {
  name: string;
  /** path below reference-impl/dist */
  file: string;
  find: string;
  replace: string;
  tags: string;
  /** the rule the mutant breaks, for the failure message */
  breaks: string;
}

export const MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'prefix-instead-of-equality',
    file: 'refresh/admit-refresh.js',
    find: 'const liveRoot = declared.get(caller.key);',
    replace: "const liveRoot = [...declared].find(([key]) => caller.key === key || caller.key.startsWith(`${key}/`))?.[1];",
    tags: '@clause:ACCEPT-2',
    breaks: 'the exact-root predicate admits a caller inside a declared root (covers_root reused for authority)',
  },
  {
    name: 'no-canonicalisation',
    file: 'refresh/admit-refresh.js',
    find: 'const c = canonicalise(raw);',
    replace: 'return { key: raw };',
    tags: '@clause:REFRESH-UNRESOLVABLE-1 or (@clause:REFRESH-PATH-1 and @clause:REFRESH-ALIAS-1)',
    breaks: 'the predicate compares raw strings: aliases differ, nonexistent paths match as text',
  },
  {
    name: 'shrink-guard-off',
    file: 'refresh/refresh-codes.js',
    find: 'return candidate * 100 < live * percent;',
    replace: 'return false;',
    tags: '@clause:ACCEPT-5',
    breaks: 'a candidate below 60% of the live graph replaces it',
  },
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

/** Every mutant's scenarios at once: the unmutated copy must pass them all (the control run). */
export function controlTags(mutants: readonly Mutant[] = MUTANTS): string {
  return mutants.map((m) => `(${m.tags})`).join(' or ');
}
