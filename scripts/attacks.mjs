#!/usr/bin/env node
// `npm run attacks [-- --impl adapter.json]`: every row of the path-attack tables (@attack, the
// @attack:extended rows included) against the bundled reference, reports in reports/attacks/. Ends by printing
// how many hostile path forms and rows ran.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

const { values } = parseArgs({ options: { impl: { type: 'string' }, help: { type: 'boolean' } } });
if (values.help) {
  console.log('usage: npm run attacks -- [--impl adapter.json]   (every row of the path-attack tables; reports in reports/attacks/)');
  process.exit(0);
}
const root = new URL('..', import.meta.url).pathname;
const reportDir = join(root, 'reports', 'attacks');
const args = ['harness/cli/bin.mjs', 'run', '--tags', '@attack', '--report-dir', reportDir, ...(values.impl ? ['--impl', values.impl] : [])];
const started = Date.now();
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, M1ND_ATTACKS: 'all' } });
const seconds = ((Date.now() - started) / 1000).toFixed(1);

const conformance = join(reportDir, 'conformance.json');
if (!existsSync(conformance)) {
  console.error(`no report at ${conformance}; the run ended with status ${run.status}`);
  process.exit(run.status || 1);
}
register();
const { PATH_FORM_CLASSES } = await import('../harness/areas/refresh/index.ts');
const phrases = Object.keys(PATH_FORM_CLASSES).sort((a, b) => b.length - a.length);
const report = JSON.parse(readFileSync(conformance, 'utf8'));
const forms = new Set();
const events = new Set();
for (const scenario of report.scenarios) {
  if (/between boots/.test(scenario.name)) events.add(scenario.name);
  const phrase = phrases.find((p) => scenario.name.includes(p));
  if (phrase) forms.add(phrase);
}
const classes = new Set([...forms].map((f) => PATH_FORM_CLASSES[f]));
const t = report.totals;
console.log(`\npath attacks: ${forms.size + events.size} hostile forms (${forms.size} spellings of ${classes.size} classes from a table of ${phrases.length}, ${events.size} replacements between boots), ${t.scenarios} rows run: ${t.passed} passed, ${t.failed} failed, ${t.skipped + t['not provisioned'] + t['not claimed']} not run, in ${seconds} s`);
process.exit(run.status ?? 1);
