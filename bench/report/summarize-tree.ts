// One tree's samples → its figures: summaries of each side and of the per-pair ratios the targets name.
import { pairDifferences, ratioSummary, roundRatio, summarize, type Summary } from '../stats/index.js';
import type { IterationSamples, RefreshSample, Sample, TreeSamples } from '../scenarios/index.js';

export interface Rounded {
  median: number;
  min: number;
  max: number;
  n: number;
}

export interface PhaseFigures {
  wall_ms: Rounded | null;
  cpu_ms: Rounded | null;
  peak_rss_mib: Rounded | null;
}

export interface TreeFigures {
  name: string;
  kind: string;
  source: string;
  /** regular files in the tree (the bench's own walk) */
  tree_files: number;
  tree_bytes: number;
  /** what the server says it ingested, and which answer said so */
  server_files: { files: number; source: string } | null;
  /** what ctags says it scanned (--totals) */
  ctags_files: number | null;
  runs: number;
  orders: string[][];
  ctags: PhaseFigures;
  cold: PhaseFigures & { vs_ctags: Rounded | null; cpu_vs_ctags: Rounded | null; us_per_file: number | null; cpu_us_per_file: number | null };
  ctags_us_per_file: number | null;
  fixed_start?: { bare_node: PhaseFigures; above_node_ms: Rounded | null; vs_node: Rounded | null };
  warm: PhaseFigures & { vs_cold: Rounded | null };
  refresh_unchanged: PhaseFigures & { vs_cold: Rounded | null; failed: string[] };
  refresh_changed: PhaseFigures & { vs_cold: Rounded | null; failed: string[]; edited_files: number | null; nodes_before: number | null; nodes_after: number | null };
  /** a refresh once a new file joined, and once it left again */
  refresh_joined: PhaseFigures & { vs_cold: Rounded | null; failed: string[] };
  refresh_left: PhaseFigures & { vs_cold: Rounded | null; failed: string[] };
  /** medians over every query of the cold sessions; the first search of each session on its own as well */
  queries: { search_ms: Rounded | null; seek_ms: Rounded | null; first_search_ms: Rounded | null };
  failures: string[];
}

const round = (s: Summary | null, f: (x: number) => number): Rounded | null => (s ? { median: f(s.median), min: f(s.min), max: f(s.max), n: s.n } : null);
const ms = (x: number) => Math.round(x);
const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;

function phase(samples: readonly (Sample | null | undefined)[]): PhaseFigures {
  return {
    wall_ms: round(summarize(samples.map((s) => s?.wallMs)), ms),
    cpu_ms: round(summarize(samples.map((s) => s?.cpuMs)), ms),
    peak_rss_mib: round(summarize(samples.map((s) => s?.peakRssKiB)), mib),
  };
}

const okOnly = (r: RefreshSample | null) => (r && r.ok ? r : null);
const failedOf = (xs: (RefreshSample | null)[]) => xs.filter((r): r is RefreshSample => r !== null && !r.ok).map((r) => r.error ?? 'failed');

export function summarizeTree(t: TreeSamples): TreeFigures {
  const it: IterationSamples[] = t.iterations;
  const cold = it.map((i) => i.cold.wallMs);
  const serverFiles = it.find((i) => i.serverFiles)?.serverFiles ?? null;
  const ctagsFiles = it.find((i) => i.ctags.filesScanned !== null)?.ctags.filesScanned ?? null;
  const coldMedian = summarize(cold)?.median ?? null;
  const ctagsMedian = summarize(it.map((i) => i.ctags.wallMs))?.median ?? null;
  const coldCpu = summarize(it.map((i) => i.cold.cpuMs))?.median ?? null;
  const perFile = (total: number | null, files: number | null) => (total !== null && files ? Math.round((total * 1000) / files) : null);
  const againstCold = (xs: (RefreshSample | null | undefined)[]) => {
    const ok = xs.map((r) => okOnly(r ?? null));
    return { ...phase(ok), vs_cold: round(ratioSummary(ok.map((r) => r?.wallMs), cold), roundRatio), failed: failedOf(xs.map((r) => r ?? null)) };
  };
  const unchanged = it.map((i) => okOnly(i.refreshUnchanged));
  const changed = it.map((i) => okOnly(i.refreshChanged));
  const firstChanged = it.map((i) => i.refreshChanged).find((r) => r && r.ok) ?? null;
  const figures: TreeFigures = {
    name: t.tree.name,
    kind: t.tree.kind,
    source: t.tree.source,
    tree_files: t.tree.files,
    tree_bytes: t.tree.bytes,
    server_files: serverFiles,
    ctags_files: ctagsFiles,
    runs: it.length,
    orders: it.map((i) => i.order),
    ctags: phase(it.map((i) => i.ctags)),
    cold: {
      ...phase(it.map((i) => i.cold)),
      vs_ctags: round(ratioSummary(cold, it.map((i) => i.ctags.wallMs)), roundRatio),
      cpu_vs_ctags: round(ratioSummary(it.map((i) => i.cold.cpuMs), it.map((i) => i.ctags.cpuMs)), roundRatio),
      us_per_file: perFile(coldMedian, t.tree.files),
      cpu_us_per_file: perFile(coldCpu, t.tree.files),
    },
    ctags_us_per_file: perFile(ctagsMedian, t.tree.files),
    warm: { ...phase(it.map((i) => i.warm)), vs_cold: round(ratioSummary(it.map((i) => i.warm?.wallMs), cold), roundRatio) },
    refresh_unchanged: { ...phase(unchanged), vs_cold: round(ratioSummary(unchanged.map((r) => r?.wallMs), cold), roundRatio), failed: failedOf(it.map((i) => i.refreshUnchanged)) },
    refresh_changed: {
      ...phase(changed),
      vs_cold: round(ratioSummary(changed.map((r) => r?.wallMs), cold), roundRatio),
      failed: failedOf(it.map((i) => i.refreshChanged)),
      edited_files: it.find((i) => i.refreshChanged)?.refreshChanged?.editedFiles ?? null,
      nodes_before: firstChanged?.nodesBefore ?? null,
      nodes_after: firstChanged?.nodesAfter ?? null,
    },
    refresh_joined: againstCold(it.map((i) => i.refreshJoined)),
    refresh_left: againstCold(it.map((i) => i.refreshLeft)),
    queries: {
      search_ms: round(summarize(it.flatMap((i) => i.queries.search)), ms),
      seek_ms: round(summarize(it.flatMap((i) => i.queries.seek)), ms),
      first_search_ms: round(summarize(it.map((i) => i.queries.firstSearch ?? undefined)), ms),
    },
    failures: t.failures,
  };
  if (it.some((i) => i.bareNode)) {
    const bare = it.map((i) => i.bareNode?.wallMs);
    figures.fixed_start = {
      bare_node: phase(it.map((i) => i.bareNode)),
      above_node_ms: round(summarize(pairDifferences(cold, bare)), ms),
      vs_node: round(ratioSummary(cold, bare), roundRatio),
    };
  }
  return figures;
}
