import type { Mutant } from './mutant.js';

// The refresh door's admission as built: reused by the two "one transport skips the exact-root predicate" mutants.
const ADMISSION = [
  '            if (!admission.admitted)',
  '                return refuse(req, deps.actor.read(), admission.root, { refused: admission.code, reason: admission.reason });',
  '            const { target, liveRoot } = admission;',
].join('\n');

/** The door admits a caller inside a declared root (the prefix rule, covers_root) when the call came through `ingress`. */
function prefixOn(ingress: 'rest' | 'mcp'): string {
  return [
    `            const covered = req.ingress === '${ingress}' && !admission.admitted ? deps.actor.read().roots.find((r) => (req.callerRoot ?? '').startsWith(\`\${r}/\`)) : undefined;`,
    '            if (!admission.admitted && covered === undefined)',
    '                return refuse(req, deps.actor.read(), admission.root, { refused: admission.code, reason: admission.reason });',
    '            const { target, liveRoot } = covered === undefined ? admission : { target: covered, liveRoot: covered };',
  ].join('\n');
}

/** Mutants of the refresh code: each must be killed by the scenarios its tags select. */
export const REFRESH_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'prefix-instead-of-equality',
    file: 'refresh/admit-refresh.js',
    find: 'const liveRoot = declared.get(caller.key);',
    replace: "const liveRoot = [...declared].find(([key]) => caller.key === key || caller.key.startsWith(`${key}/`))?.[1];",
    tags: '@clause:ACCEPT-2',
    breaks: 'the exact-root predicate admits a caller inside a declared root (covers_root reused for authority)',
  },
  {
    name: 'prefix-on-rest-only',
    file: 'refresh/refresh-door.js',
    find: ADMISSION,
    replace: prefixOn('rest'),
    tags: '@clause:ACCEPT-2',
    breaks: 'the REST door admits a caller inside a declared root while MCP refuses it',
  },
  {
    name: 'prefix-on-mcp-only',
    file: 'refresh/refresh-door.js',
    find: ADMISSION,
    replace: prefixOn('mcp'),
    tags: '@clause:ACCEPT-2',
    breaks: 'MCP admits a caller inside a declared root while the REST door refuses it',
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
    name: 'dotdot-as-text',
    file: 'paths/canonicalise.js',
    find: 'const realpath = (path) => realpathSync.native(path);',
    replace: 'const realpath = (path) => realpathSync(path);',
    tags: '@clause:REFRESH-DOTDOT-1',
    breaks: 'the canonicaliser resolves `..` as text before asking the disk, so `<root>/missing/..` is the root',
  },
  {
    name: 'selector-loose-text',
    file: 'http/api-routes.js',
    find: 'if (canonical === null)\n        return false;',
    replace: 'if (canonical === null)\n        return roots.some((r) => brain.trim().startsWith(r));',
    tags: '@clause:REFRESH-SELECTOR-2 and not @clause:REFRESH-DOTDOT-1 and not @clause:REFRESH-ALIAS-1',
    breaks: 'a `?brain=` selector that does not resolve is matched by its text against the declared roots',
  },
  {
    name: 'path-argument-ignored',
    file: 'refresh/admit-refresh.js',
    find: 'if (req.path !== undefined) {',
    replace: 'if (false) {',
    tags: '@clause:REFRESH-PATH-1 and not @clause:REFRESH-ALIAS-1',
    breaks: 'a `path` naming another root than the caller\'s is ignored instead of refused',
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
    name: 'shrink-floor-inclusive',
    file: 'refresh/refresh-codes.js',
    find: 'return candidate * 100 < live * percent;',
    replace: 'return candidate * 100 <= live * percent;',
    tags: '@clause:REFRESH-SHRINK-1 and not @clause:ACCEPT-5',
    breaks: 'a candidate at exactly 60% of the live graph is refused',
  },
  {
    name: 'shrink-floor-lowered',
    file: 'refresh/refresh-codes.js',
    find: 'export const SHRINK_FLOOR_PERCENT = 60;',
    replace: 'export const SHRINK_FLOOR_PERCENT = 50;',
    tags: '@clause:ACCEPT-5',
    breaks: 'the ratified 60% floor became 50%, so a candidate at 59% replaces the graph',
  },
  {
    name: 'root-set-guard-off',
    file: 'refresh/refresh-door.js',
    find: 'if (!sameRootSet(state.roots, candidateRoots)) {',
    replace: 'if (false) {',
    tags: '@clause:REFRESH-ROOTS-1',
    breaks: 'a rescan that changes the root set is not refused for that reason',
  },
  {
    name: 'refusal-applies-candidate',
    file: 'refresh/refresh-door.js',
    find: 'return { value: { refused: refuse(req, state, target, guard) } };',
    replace: 'return { next: { ...state, graph: candidate.graph }, value: { refused: refuse(req, state, target, guard) } };',
    tags: '@clause:REFRESH-UNCHANGED-1 and (@clause:ACCEPT-5 or @clause:REFRESH-ROOTS-1)',
    breaks: 'a guard refuses the candidate (ok false) yet the live graph takes it',
  },
  {
    name: 'refresh-not-a-rescan',
    file: 'refresh/refresh-door.js',
    find: 'const scanned = await scanRoot(target, { previous: state.graph });',
    replace: 'const scanned = { ...state.graph, roots: [target] };',
    tags: '@clause:REFRESH-SUCCESS-1',
    breaks: 'a refresh answers success and keeps the graph it had instead of rescanning the root',
  },
  {
    name: 'single-flight-by-spelling',
    file: 'refresh/refresh-door.js',
    find: 'const release = flights.tryEnter(target);',
    replace: 'const release = flights.tryEnter(req.path ?? req.callerRoot ?? target);',
    tags: '@clause:REFRESH-INFLIGHT-1 and @clause:REFRESH-ALIAS-1',
    breaks: 'single flight is keyed by how the caller spelled the root, not by its canonical key',
  },
  {
    name: 'receipt-before-commit',
    file: 'refresh/refresh-door.js',
    find: "await deps.seams('refresh.commit');",
    replace: "journal(req, { kind: 'refresh.receipt', root: target, node_count_before: state.graph.nodes.length, node_count: candidate.graph.nodes.length, digest_before: graphDigest(state.graph), digest_after: graphDigest(candidate.graph), checkpoint: 'pending' });\n                    await deps.seams('refresh.commit');",
    // A kill after the commit point leaves the completed graph, which one receipt may state: only the rows
    // before it can tell an early receipt apart.
    tags: '@clause:REFRESH-JOURNAL-3 and not @seam:after-commit-point',
    breaks: 'the receipt is journaled before the new checkpoint commits, so a failed or killed commit leaves one',
  },
]);
