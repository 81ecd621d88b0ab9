#!/usr/bin/env node
// `npm run check:architecture` (and a stage of `npm test`): the dependency rules of .dependency-cruiser.mjs.
// Plain Node on purpose: dependency-cruiser loads its swc parser in a way a TypeScript loader hook breaks.
//   node scripts/check-architecture.mjs [--base DIR] [--json]
// --base cruises another tree laid out like this one (the unit test's fixtures); --json prints the violations.
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.mjs';

const CODE_FOLDERS = ['harness', 'steps', 'scripts', 'bench', 'reference-impl/src'];

let args;
try {
  args = parseArgs({ options: { base: { type: 'string' }, json: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`usage error: ${error.message}; usage: check-architecture.mjs [--base DIR] [--json]`);
  process.exit(2);
}
const baseDir = args.base ?? fileURLToPath(new URL('..', import.meta.url));
const { existsSync } = await import('node:fs');
const folders = CODE_FOLDERS.filter((f) => existsSync(`${baseDir}/${f}`));
if (folders.length === 0) {
  console.error(`no code folder (${CODE_FOLDERS.join(', ')}) under ${baseDir}; pass --base the project's root`);
  process.exit(2);
}
const reported = await cruise(folders, { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden }, outputType: 'json' });
const result = typeof reported.output === 'string' ? JSON.parse(reported.output) : reported.output;
const violations = result.summary.violations
  .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to, cycle: (v.cycle ?? []).map((c) => (typeof c === 'string' ? c : c.name)) }))
  .sort((a, b) => `${a.rule} ${a.from}`.localeCompare(`${b.rule} ${b.from}`));
if (args.json) {
  console.log(JSON.stringify({ modules: result.summary.totalCruised, violations }, null, 2));
} else {
  for (const v of violations) console.log(`  ${v.rule}: ${v.cycle.length > 0 ? [v.from, ...v.cycle].join(' -> ') : `${v.from} -> ${v.to}`}`);
  console.log(violations.length === 0
    ? `dependency rules: no violations (${result.summary.totalCruised} modules in ${folders.join(', ')})`
    : `dependency rules: ${violations.length} violations; each names the rule (.dependency-cruiser.mjs says why) and the import to change`);
}
process.exit(violations.length === 0 ? 0 : 1);
