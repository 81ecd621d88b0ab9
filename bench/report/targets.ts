// The targets, checked against one run's figures (medians of per-pair ratios). Reported, never asserted.
import type { TreeFigures } from './summarize-tree.js';

export interface TargetCheck {
  target: string;
  tree: string;
  measured: number | null;
  limit: number;
  unit: string;
  /** null when the figure could not be measured in this run */
  met: boolean | null;
}

const COLD_LIMITS: Record<string, number> = { 'reference-src': 4, 'kit-deps': 3, 'node-modules': 3, 'gen-100k': 3, 'gen-500k': 3 };
const LARGE = 10_000;

function check(target: string, tree: string, measured: number | null | undefined, limit: number, unit: string): TargetCheck {
  const m = measured ?? null;
  return { target, tree, measured: m, limit, unit, met: m === null ? null : m <= limit };
}

/** Every target this run's trees can speak to. */
export function checkTargets(trees: readonly TreeFigures[]): TargetCheck[] {
  const out: TargetCheck[] = [];
  const oneFile = trees.find((t) => t.fixed_start);
  if (oneFile) out.push(check('fixed start above bare node', oneFile.name, oneFile.fixed_start!.above_node_ms?.median, 300, 'ms'));
  for (const t of trees) {
    const limit = COLD_LIMITS[t.name];
    if (limit !== undefined) out.push(check('cold preparation + first answer / ctags -R', t.name, t.cold.vs_ctags?.median, limit, '×'));
  }
  for (const t of trees) {
    if (t.fixed_start) continue;
    const files = t.server_files?.files ?? t.tree_files;
    if (files >= LARGE) out.push(check('warm restart / cold', t.name, t.warm.vs_cold?.median, 0.1, '×'));
    else if (oneFile && t.warm.wall_ms && t.cold.wall_ms && oneFile.cold.wall_ms) {
      // Below 10k files start-up dominates: warm may cost the fixed start plus a tenth of cold.
      const allowance = oneFile.cold.wall_ms.median + 0.1 * t.cold.wall_ms.median;
      out.push(check('warm restart − (fixed start + 10% of cold)', t.name, Math.round(t.warm.wall_ms.median - allowance), 0, 'ms'));
    }
    out.push(check('unchanged refresh / cold', t.name, t.refresh_unchanged.vs_cold?.median, 0.1, '×'));
    out.push(check('1%-changed refresh / cold', t.name, t.refresh_changed.vs_cold?.median, 0.2, '×'));
  }
  const at100k = trees.find((t) => t.name === 'gen-100k');
  if (at100k) {
    const peaks = [at100k.cold, at100k.warm, at100k.refresh_unchanged, at100k.refresh_changed].map((p) => p.peak_rss_mib?.max ?? 0);
    out.push(check('peak RSS at 100k files', at100k.name, at100k.cold.peak_rss_mib ? Math.max(...peaks) : null, 1024, 'MiB'));
    out.push(check('search latency at 100k files (median)', at100k.name, at100k.queries.search_ms?.median, 50, 'ms'));
    out.push(check('seek latency at 100k files (median)', at100k.name, at100k.queries.seek_ms?.median, 50, 'ms'));
  }
  const at500k = trees.find((t) => t.name === 'gen-500k');
  if (at500k) out.push(check('500k files prepare (failed runs)', at500k.name, at500k.failures.length, 0, 'runs'));
  const generated = trees.filter((t) => t.kind === 'generated' && t.cold.us_per_file !== null);
  if (generated.length >= 2) {
    const costs = generated.map((t) => t.cold.us_per_file!);
    out.push(check(`per-file cold cost, largest / smallest across ${generated.map((t) => t.name).join(', ')}`, 'generated', Math.round((Math.max(...costs) / Math.min(...costs)) * 100) / 100, 1.5, '×'));
  }
  return out;
}
