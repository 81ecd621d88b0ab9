// The README's bench section: the latest table, the targets and a link to the plot, between two markers so a
// run replaces exactly its own section.
import type { TargetCheck } from './targets.js';
import type { TreeFigures, Rounded } from './summarize-tree.js';
import type { QualityFigures } from '../quality/index.js';

export const SECTION_START = '<!-- bench:latest -->';
export const SECTION_END = '<!-- /bench:latest -->';

export interface MarkdownInput {
  implementation: string;
  date: string;
  machine: string;
  runs: number;
  trees: TreeFigures[];
  targets: TargetCheck[];
  quality: QualityFigures | null;
  plot: string;
}

/** "median (min)" of a ratio; "–" when not measured. */
function ratio(r: Rounded | null | undefined): string {
  return r ? `${r.median}× (${r.min})` : '–';
}

function files(t: TreeFigures): string {
  const server = t.server_files ? t.server_files.files.toLocaleString('en') : `${t.tree_files.toLocaleString('en')}†`;
  return `${server} / ${t.ctags_files === null ? '–' : t.ctags_files.toLocaleString('en')}`;
}

function mib(t: TreeFigures): string {
  const cold = t.cold.peak_rss_mib?.median;
  const refresh = Math.max(...[t.refresh_unchanged, t.refresh_changed, t.refresh_joined, t.refresh_left].map((r) => r?.peak_rss_mib?.max ?? 0));
  if (cold === undefined) return '–';
  return refresh > 0 ? `${Math.round(cold)} (${Math.round(refresh)} in refresh)` : `${Math.round(cold)}`;
}

/** The medians of the refreshes after a file joined and left, "a · b"; "–" when neither was measured. */
function moved(t: TreeFigures): string {
  const j = t.refresh_joined?.vs_cold?.median;
  const l = t.refresh_left?.vs_cold?.median;
  return j === undefined && l === undefined ? '–' : `${j ?? '–'}× · ${l ?? '–'}×`;
}

export function renderSection(m: MarkdownInput): string {
  const lines = [
    SECTION_START,
    `Latest run: ${m.date}, ${m.implementation}, ${m.runs} interleaved runs per tree, ${m.machine}. Ratios are the median (minimum) of per-pair ratios.`,
    '',
    '| tree | files (server / ctags) | cold / ctags | cold CPU / ctags CPU | warm / cold | refresh / cold | 1% refresh / cold | a file joins · leaves, refresh / cold | cold RSS MiB | µs per file (server / ctags) | search / seek ms (first search) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const t of m.trees) {
    const q = `${t.queries.search_ms?.median ?? '–'} / ${t.queries.seek_ms?.median ?? '–'} (${t.queries.first_search_ms?.median ?? '–'})`;
    lines.push(`| ${t.name} | ${files(t)} | ${ratio(t.cold.vs_ctags)} | ${ratio(t.cold.cpu_vs_ctags)} | ${ratio(t.warm.vs_cold)} | ${ratio(t.refresh_unchanged.vs_cold)} | ${ratio(t.refresh_changed.vs_cold)} | ${moved(t)} | ${mib(t)} | ${t.cold.us_per_file ?? '–'} / ${t.ctags_us_per_file ?? '–'} | ${q} |`);
  }
  const oneFile = m.trees.find((t) => t.fixed_start);
  if (oneFile?.fixed_start?.above_node_ms) {
    lines.push('', `Fixed start (one-file tree): ${oneFile.cold.wall_ms?.median} ms to the first answer, ${oneFile.fixed_start.above_node_ms.median} ms above bare \`node -e 0\` (min ${oneFile.fixed_start.above_node_ms.min}).`);
  }
  if (m.trees.some((t) => !t.server_files)) lines.push('', '† the server named no file count (orient/health); the bench\'s own count of the tree is shown.');
  if (m.quality) {
    const q = m.quality;
    lines.push('', `Retrieval (bench/quality fixture): \`seek\` MRR@10 ${q.seek.mrr_at_10} over ${q.seek.queries.length} queries; \`impact\` recall ${q.impact.symbol_recall} by symbol, ${q.impact.file_recall} by file (file precision ${q.impact.file_precision}) over ${q.impact.queries.length} queries.`);
  }
  const judged = m.targets.filter((t) => t.met !== null);
  if (judged.length > 0) {
    lines.push('', '| target | tree | measured | limit | met |', '|---|---|---|---|---|');
    for (const t of m.targets) lines.push(`| ${t.target} | ${t.tree} | ${t.measured ?? '–'} ${t.measured === null ? '' : t.unit} | ${t.limit} ${t.unit} | ${t.met === null ? '–' : t.met ? 'yes' : 'no'} |`);
  }
  const failures = m.trees.flatMap((t) => [...t.failures, ...t.refresh_unchanged.failed, ...t.refresh_changed.failed, ...(t.refresh_joined?.failed ?? []), ...(t.refresh_left?.failed ?? [])].map((f) => `${t.name}: ${f}`));
  if (failures.length > 0) lines.push('', 'Failures:', ...[...new Set(failures)].slice(0, 12).map((f) => `- ${f.replace(/\|/g, '\\|')}`));
  lines.push('', `![cost per file against tree size](${m.plot})`, SECTION_END);
  return lines.join('\n');
}

/** `readme` with its bench section replaced (or, when it has none yet, appended under a "## Bench" heading). */
export function spliceSection(readme: string, section: string): string {
  const a = readme.indexOf(SECTION_START);
  const b = readme.indexOf(SECTION_END);
  if (a !== -1 && b > a) return `${readme.slice(0, a)}${section}${readme.slice(b + SECTION_END.length)}`;
  if (a !== -1 || b !== -1) throw new Error(`README.md has a broken bench section: keep both ${SECTION_START} and ${SECTION_END}, in that order`);
  return `${readme.trimEnd()}\n\n## Bench\n\n${section}\n`;
}
