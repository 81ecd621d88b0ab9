// The architecture, checked by `npm test` (stage "dependency rules", scripts/check-architecture.mjs): who may import whom.
// Parsed with swc (dependency-cruiser's TypeScript parser stops below TypeScript 7).
const KIT = '^(harness|steps|scripts|bench)/';
const REF = '^reference-impl/src/';
const CODE = '^(harness|steps|scripts|bench|reference-impl/src)/';
const TESTS = ['\\.test\\.ts$', 'test-support\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'kit-imports-reference',
      comment: 'The kit observes an implementation only from outside: harness/, steps/, scripts/ and bench/ import nothing from reference-impl/.',
      severity: 'error',
      from: { path: KIT },
      to: { path: '^reference-impl/' },
    },
    {
      name: 'reference-imports-kit',
      comment: 'The reference stands alone: reference-impl/ imports nothing from harness/, steps/, scripts/ or bench/.',
      severity: 'error',
      from: { path: '^reference-impl/' },
      to: { path: KIT },
    },
    {
      name: 'graph-store-imports-transport',
      comment: 'The graph and its store know nothing of the transports that serve them (mcp/, http/).',
      severity: 'error',
      from: { path: `${REF}(graph|store)/` },
      to: { path: `${REF}(mcp|http)/` },
    },
    {
      name: 'agent-cli-imports-server',
      comment: 'The agent CLI talks MCP to a server process; of the reference it may import only the seam protocol, the record schemas and the canonicaliser.',
      severity: 'error',
      from: { path: `${REF}agent-cli/` },
      to: { path: REF, pathNot: [`${REF}(agent-cli|seams|records|paths)/`] },
    },
    {
      name: 'folder-reaches-inside',
      comment: "A file imports another folder (a subfolder too) only through that folder's index; steps/ reach steps/support/ directly.",
      severity: 'error',
      from: { path: '^([^.].*)/[^/]+$' },
      to: {
        path: CODE,
        pathNot: ['^$1/[^/]+$', '/index\\.(ts|mjs)$', '/test-support\\.ts$', '^steps/support/'],
      },
    },
    {
      name: 'test-support-outside-tests',
      comment: "A folder's test-support entry serves other folders' tests (and test-support) only, never running code.",
      severity: 'error',
      from: { path: '^([^.].*)/[^/]+$', pathNot: TESTS },
      to: { path: '/test-support\\.ts$', pathNot: '^$1/[^/]+$' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles anywhere.',
      severity: 'error',
      from: { path: CODE },
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^reference-impl/dist/', '^reports/'] },
    moduleSystems: ['es6'],
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js'] },
  },
};
