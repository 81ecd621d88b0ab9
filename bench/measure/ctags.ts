// The yardstick: `ctags -R` over the same tree, writing its tags file outside the tree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runTimed, type TimedRun } from './timed-command.js';

export const CTAGS_INSTALL_HINT = 'install Universal Ctags (Debian/Ubuntu: apt-get install universal-ctags; macOS: brew install universal-ctags) and run the bench again';

export interface CtagsRun extends TimedRun {
  /** the files ctags itself says it scanned (--totals); null when it did not say */
  filesScanned: number | null;
}

/** The first line of `ctags --version`, or why ctags cannot serve as the yardstick. */
export function findCtags(): { version: string } | { missing: string } {
  const r = spawnSync('ctags', ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return { missing: `ctags was not found or failed (${r.error?.message ?? `status ${r.status}`}): ${CTAGS_INSTALL_HINT}` };
  const version = r.stdout.split('\n')[0]!.split(',')[0]!.trim();
  if (!/universal ctags/i.test(version)) return { missing: `the ctags found is "${version}", not Universal Ctags: ${CTAGS_INSTALL_HINT}` };
  return { version };
}

/** Parses the `N files, M lines (K kB) scanned` line of --totals. */
export function parseCtagsTotals(stderr: string): number | null {
  const m = /^(\d+) files?, \d+ lines? .*scanned/m.exec(stderr);
  return m ? Number(m[1]) : null;
}

/** One `ctags -R` over `tree`, its tags file in a scratch folder below `scratchBase`. */
export function runCtags(tree: string, scratchBase: string): CtagsRun {
  const out = mkdtempSync(path.join(scratchBase, 'ctags-'));
  try {
    const r = runTimed(['ctags', '-R', '--totals=yes', '-f', path.join(out, 'tags'), tree]);
    if (r.status !== 0) throw new Error(`ctags -R ${tree} failed with status ${r.status}: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`);
    return { ...r, filesScanned: parseCtagsTotals(r.stderr), stderr: '' };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
