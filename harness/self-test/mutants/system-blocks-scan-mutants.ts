import type { Mutant } from './mutant.js';

const VERB = 'system-blocks/verbs/skeleton-candidate.js';

/** Mutants of the skeleton scan, its phase events and runner naming: each must be killed by the scenarios its tags select. */
export const SYSTEM_BLOCKS_SCAN_MUTANTS: readonly Mutant[] = Object.freeze([
  {
    name: 'scan-phases-swapped',
    file: VERB,
    find: "        scan.events.emit({ phase: 'file_list', file_count: graph.files.length });\n        scan.events.emit({ phase: 'clustering', node_count: graph.nodeCount, edge_count: graph.edgeCount });",
    replace: "        scan.events.emit({ phase: 'clustering', node_count: graph.nodeCount, edge_count: graph.edgeCount });\n        scan.events.emit({ phase: 'file_list', file_count: graph.files.length });",
    tags: '@clause:SB-PHASES-1',
    breaks: 'the clustering phase is narrated before the file list',
  },
  {
    name: 'scan-done-carries-a-percent',
    file: VERB,
    find: "        scan.events.emit({ phase: 'done', block_count: blocks.length });",
    replace: "        scan.events.emit({ phase: 'done', block_count: blocks.length, percent: 100 });",
    tags: '@clause:SB-PHASES-4',
    breaks: 'the done phase carries a fabricated percent field',
  },
  {
    name: 'scan-absent-key-overwrites',
    file: VERB,
    find: '            if (expected === null)\n                return refuse(\'conflict\',',
    replace: '            if (expected === null && current === undefined)\n                return refuse(\'conflict\',',
    tags: '@clause:SB-SCAN-5 and not @clause:SB-SCAN-1',
    breaks: 'a scan naming no expected version replaces an existing store',
  },
  {
    name: 'naming-packet-holds-a-file-body',
    file: VERB,
    find: "        const naming = await nameDrafts(scan, input.data.naming ?? 'auto', drafts);",
    replace: "        const { readFileSync } = await import('node:fs');\n        const naming = await nameDrafts(scan, input.data.naming ?? 'auto', drafts.map((d) => ({ ...d, name: `${d.name} ${readFileSync(`${ctx.grant}/${d.members[0]}`, 'utf8')}` })));",
    tags: '@clause:SB-RUNNER-3',
    breaks: 'a naming packet carries the body of a member file',
  },
  {
    name: 'naming-request-unsigned',
    file: 'system-blocks/naming/name-blocks.js',
    find: '[RUNNER_SECRET_HEADER]: runner.secret }',
    replace: "[RUNNER_SECRET_HEADER]: 'unsigned' }",
    tags: '@clause:SB-RUNNER-2 and @clause:SB-RUNNER-3',
    breaks: 'naming requests are not signed with the shared secret',
  },
  {
    name: 'naming-outcome-always-runner',
    file: VERB,
    find: "    const applied = named === total ? 'runner' : named === 0 ? 'heuristic' : 'runner_partial';",
    replace: "    const applied = named >= 0 ? 'runner' : 'runner_partial';",
    tags: '@clause:SB-RUNNER-4 and not @clause:SB-RUNNER-2',
    breaks: 'the report claims the runner named every block whatever it named',
  },
  {
    name: 'review-limit-trims-the-candidate',
    file: VERB,
    find: '        const drafts = clusterFiles(graph.files);',
    replace: '        const drafts = clusterFiles(graph.files).slice(0, input.data.review_limit ?? 16);',
    tags: '@clause:SB-SCAN-6',
    breaks: 'the review limit trims the candidate instead of being echoed',
  },
  {
    name: 'runner-text-landed-with-control-characters',
    file: 'system-blocks/naming/name-blocks.js',
    find: "if (text === '' || text.length > max || /[\\u0000-\\u001f\\u007f]/.test(text))",
    replace: "if (text === '' || text.length > max)",
    tags: '@clause:SB-RUNNER-7',
    breaks: 'a runner name or purpose laced with control characters lands as given',
  },
  {
    name: 'runner-named-block-still-needs-its-owner',
    file: VERB,
    find: "needs_owner_naming: namedBy !== 'runner' },",
    replace: 'needs_owner_naming: true },',
    tags: '@clause:SB-RUNNER-6',
    breaks: 'a block the runner named is still marked as needing its owner to name it',
  },
  {
    name: 'runner-down-reported-available',
    file: VERB,
    find: '    if (run.answered === 0)\n        return heuristic(',
    replace: '    if (run.answered < 0)\n        return heuristic(',
    tags: '@clause:SB-RUNNER-5 and not @clause:SB-RUNNER-4',
    breaks: 'a naming runner that answered no request is reported available',
  },
]);
