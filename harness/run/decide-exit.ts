import type { ConformanceReport } from '../reports/index.js';

export interface ExitDecision {
  exitCode: number;
  /** why, for the last lines of the run */
  lines: string[];
}

/**
 * A run exits 0 only when nothing failed: no unexpected failure, no harness error, no expectation problem,
 * and at least one scenario ran. `partial` (reasoned skips) and fully expected failures exit 0 and say so;
 * `requireConformant` makes anything short of `conformant` exit 1.
 */
export function decideExit(r: ConformanceReport, cucumberExitCode: number | undefined, requireConformant: boolean): ExitDecision {
  const t = r.totals;
  if (t.passed + t.failed + t['expected-fail'] === 0) return fail('no scenario ran; a run that executes nothing proves nothing (check --tags / --area)');
  if (t.failed > 0) return fail(`${t.failed} scenario${t.failed === 1 ? '' : 's'} failed`);
  if (t.skipped > 0) return fail(`${t.skipped} scenario${t.skipped === 1 ? ' was' : 's were'} skipped without a reason the lane explains (a harness error)`);
  if (r.problems.length > 0) return fail(`${r.problems.length} problem${r.problems.length === 1 ? '' : 's'} listed above must be resolved`);
  if (cucumberExitCode !== 0 && t['expected-fail'] === 0) return fail(`cucumber-js exited ${cucumberExitCode ?? 'abnormally'} although no scenario failed; read its output above`);
  if (r.verdict === 'conformant') return { exitCode: 0, lines: ['result: conformant; exit 0'] };
  const why = r.verdict === 'partial'
    ? `verdict partial: ${t['not provisioned'] + t['not claimed']} scenarios were skipped with a reason (not provisioned / not claimed)`
    : `verdict ${r.verdict}: every failure (${t['expected-fail']}) is listed in the expectations file`;
  return requireConformant
    ? { exitCode: 1, lines: [`result: ${why}; exit 1 because --require-conformant was given`] }
    : { exitCode: 0, lines: [`result: ${why}; exit 0 (pass --require-conformant to fail on anything short of conformant)`] };
}

function fail(line: string): ExitDecision {
  return { exitCode: 1, lines: [`result: ${line}; exit 1`] };
}
