// `npm run check:mcp`: the ecosystem's own MCP tools against the bundled reference. The official
// conformance suite runs over authenticated loopback HTTP, the MCP Inspector CLI over stdio.
// Ends with one plain line `N passed, N failed`; exits 1 on any failure.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { referenceAdapter, REFERENCE_SERVER_ENTRY } from '../../harness/adapter/index.js';
import { processHarnessEnv } from '../../harness/env/index.js';
import { removeHome, type FixtureHome } from '../../harness/homes/index.js';
import { ProcessDriver } from '../../harness/process/index.js';
import { compareToBaseline, loadBaseline, type BaselineVerdict } from './baseline.js';
import { summarize, type CheckOutcome } from './check-outcome.js';
import { BASELINE } from './paths.js';
import { runConformance } from './run-conformance.js';
import { runInspectorChecks } from './run-inspector.js';
import { prepareGrantedFixture, startHttpOwner, type HttpOwner } from './start-owner.js';

const START_BOUND_MS = 60_000;
const SUITE_BOUND_MS = 15 * 60_000;
const INSPECTOR_BOUND_MS = 60_000;
const STOP_BOUND_MS = 15_000;

const { values: flags } = parseArgs({ options: { scenario: { type: 'string' }, keep: { type: 'boolean', default: false } } });
const env = processHarnessEnv();
const outcomes: CheckOutcome[] = [];
const homes: FixtureHome[] = [];
const record = (o: CheckOutcome) => {
  outcomes.push(o);
  console.log(`${o.ok ? 'ok  ' : 'FAIL'} ${o.name}${o.detail ? ` — ${o.detail}` : ''}`);
};

if (!existsSync(REFERENCE_SERVER_ENTRY)) {
  console.error(`check:mcp: the reference server is not built (${REFERENCE_SERVER_ENTRY} is missing): run npm run build`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const baseline = await loadBaseline(BASELINE).catch((error: unknown) => {
  console.error(`check:mcp: ${(error as Error).message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});

console.log('== official conformance suite over authenticated loopback HTTP');
const driver = new ProcessDriver();
let owner: HttpOwner | null = null;
let verdict: BaselineVerdict | null = null;
try {
  const started = await startHttpOwner(env, driver, START_BOUND_MS);
  owner = started.owner;
  homes.push(owner.home);
  started.checks.forEach(record);
  const run = await runConformance({
    url: owner.url,
    bearer: owner.bearer,
    outDir: join(owner.home.root, 'conformance'),
    env: { PATH: owner.env.PATH ?? '', HOME: owner.home.home, TMPDIR: owner.home.tmp },
    boundMs: SUITE_BOUND_MS,
    ...(flags.scenario ? { scenario: flags.scenario } : {}),
  });
  const compared = flags.scenario
    ? compareToBaseline(run.results, { expected_failures: baseline.expected_failures.filter((e) => e.scenario === flags.scenario) })
    : compareToBaseline(run.results, baseline);
  verdict = compared;
  compared.outcomes.forEach(record);
  const passedRaw = run.results.filter((r) => r.passed).length;
  const uncounted = compared.notCounted.filter((n) => n.passed).length;
  console.log(`official suite: ${run.results.length} scenarios, ${passedRaw} passed (${uncounted} of them not counted), ${run.results.length - passedRaw} failed (${compared.expected.length} expected by the baseline); log: ${run.logPath}`);
} catch (error) {
  record({ name: 'official conformance suite ran against the HTTP owner', ok: false, detail: (error as Error).message });
} finally {
  const { survivors } = await driver.stopAll(STOP_BOUND_MS);
  if (owner) {
    const status = owner.child.exitStatus();
    record({ name: 'HTTP owner stops cleanly on SIGTERM', ok: survivors.length === 0 && status?.code === 0, detail: `exit ${status?.code ?? '-'} signal ${status?.signal ?? '-'}` });
    const leaked = [...owner.child.stdoutLines, ...owner.child.stderrLines].some((l) => l.includes(owner!.bearer));
    record({ name: 'the bearer appears in none of the owner\'s output', ok: !leaked, detail: leaked ? 'the token was printed' : '' });
  }
}

console.log('\n== MCP Inspector CLI over stdio');
try {
  const fixture = await prepareGrantedFixture(env, 'check-mcp-stdio');
  homes.push(fixture.home);
  const checks = await runInspectorChecks({ server: [...referenceAdapter().server.command, '--stdio'], env: fixture.env, runtime: fixture.home.runtime, boundMs: INSPECTOR_BOUND_MS });
  checks.forEach(record);
} catch (error) {
  record({ name: 'MCP Inspector CLI ran against the stdio server', ok: false, detail: (error as Error).message });
}

if (verdict) {
  if (verdict.expected.length > 0) console.log('\nexpected failures (baseline.json):');
  for (const e of verdict.expected) console.log(`  ~ ${e.scenario}: ${e.reason}`);
  if (verdict.notCounted.length > 0) console.log('not counted:');
  for (const n of verdict.notCounted) console.log(`  - ${n.scenario} (${n.passed ? 'passed' : 'failed'}): ${n.why}`);
}
const failed = outcomes.some((o) => !o.ok);
if (failed || flags.keep) {
  console.log(`\nfixture homes kept for inspection: ${homes.map((h) => h.root).join(', ') || '(none)'}`);
} else {
  for (const h of homes) await removeHome(h);
}
console.log(`\n${summarize(outcomes)}`);
process.exit(failed ? 1 : 0);
