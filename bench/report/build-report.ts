// reports/bench.json, the cost-per-file plot and the README section, from the figures of one run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { QualityFigures } from '../quality/index.js';
import type { IterationSamples, TreeSamples } from '../scenarios/index.js';
import type { MachineFacts } from './machine.js';
import { describeMachine } from './machine.js';
import { renderSection, spliceSection } from './markdown.js';
import { renderPlot } from './svg-plot.js';
import type { TreeFigures } from './summarize-tree.js';
import { checkTargets, type TargetCheck } from './targets.js';

export const REPORT_SCHEMA = 'm1nd-bench-v2';

export interface BenchReport {
  schema: string;
  date: string;
  implementation: { name: string; version: string; command: readonly string[] };
  kit_commit: string | null;
  machine: MachineFacts;
  settings: Record<string, unknown>;
  method: string[];
  trees: TreeFigures[];
  targets: TargetCheck[];
  quality: QualityFigures | null;
  /** every iteration as measured (ms, KiB), for anyone who wants other statistics */
  samples: Record<string, IterationSamples[]>;
}

export const METHOD = [
  'Each run of a tree alternates which side goes first (ctags -R, the server cold, and on the one-file tree bare node -e 0), after one untimed ctags pass that warms the page cache.',
  'Cold: a fresh runtime folder; the wall time runs from spawning the server to the answer of its first question (seek) over stdio, preparation included. Warm: the same from a second start over the same runtime folder.',
  'Refresh: ingest {mode:"refresh"} over stdio in the warm session, timed from request to answer: with nothing changed since the last checkpoint, and after appending one function to 1% of the files (restored afterwards); the two alternate which goes first.',
  'Ratios are per pair (same run) and summarised by median and minimum. CPU is user+system of the process tree: /proc at the answer for the server (deltas for a call), GNU time for ctags and bare node. Peak RSS is VmHWM from /proc (reset before each call) for the server, GNU time for ctags.',
  'Queries: in the cold session, after the first question, three searches and three seeks, asked three times over; the medians are over all of them, and the first search (which may build what search needs) is also given on its own.',
  'Files: what the server says it ingested (orient.file_count) beside what ctags says it scanned (--totals); cost per file divides by the files of the tree.',
];

const roundSample = (it: IterationSamples): IterationSamples => JSON.parse(JSON.stringify(it, (_k, v) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v) : v))) as IterationSamples;

export function assembleReport(base: Omit<BenchReport, 'schema' | 'targets' | 'samples' | 'trees'>, results: { figures: TreeFigures; samples: TreeSamples }[]): BenchReport {
  const trees = results.map((r) => r.figures);
  return {
    schema: REPORT_SCHEMA,
    ...base,
    trees,
    targets: checkTargets(trees),
    samples: Object.fromEntries(results.map((r) => [r.figures.name, r.samples.iterations.map(roundSample)])),
  };
}

export function plotOf(report: BenchReport): string {
  const sized = report.trees.filter((t) => t.tree_files > 0);
  const point = (t: TreeFigures, ms: number | undefined) => ({ x: t.tree_files, y: ms === undefined ? 0 : Math.round((ms * 1000) / t.tree_files), label: t.name });
  return renderPlot({
    title: 'Cost per file against tree size (log-log)',
    subtitle: `${report.implementation.name} vs ctags -R, medians of ${report.settings.runs} interleaved runs, ${report.date.slice(0, 10)}`,
    xLabel: 'files in the tree',
    yLabel: 'µs per file',
    series: [
      { name: 'cold + first answer', color: '#c0392b', labelPoints: true, points: sized.map((t) => point(t, t.cold.wall_ms?.median)) },
      { name: 'cold, CPU', color: '#e67e22', points: sized.map((t) => point(t, t.cold.cpu_ms?.median)) },
      { name: 'warm restart', color: '#8e44ad', points: sized.map((t) => point(t, t.warm.wall_ms?.median)) },
      { name: 'ctags -R', color: '#2c3e50', dashed: true, points: sized.map((t) => point(t, t.ctags.wall_ms?.median)) },
      { name: 'ctags -R, CPU', color: '#7f8c8d', dashed: true, points: sized.map((t) => point(t, t.ctags.cpu_ms?.median)) },
    ],
  });
}

/** Writes bench.json and bench.svg to `outDir`; with `readme`, also its bench section (the plot linked relative to it). */
export function writeReports(report: BenchReport, outDir: string, readme?: string): { json: string; svg: string; section: string } {
  mkdirSync(outDir, { recursive: true });
  const json = path.join(outDir, 'bench.json');
  const svg = path.join(outDir, 'bench.svg');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(svg, plotOf(report));
  const section = renderSection({
    implementation: `${report.implementation.name} ${report.implementation.version}`,
    date: report.date.slice(0, 10),
    machine: describeMachine(report.machine),
    runs: Number(report.settings.runs),
    trees: report.trees,
    targets: report.targets,
    quality: report.quality,
    plot: readme ? path.relative(path.dirname(readme), svg).split(path.sep).join('/') : svg,
  });
  if (readme) writeFileSync(readme, spliceSection(readFileSync(readme, 'utf8'), section));
  return { json, svg, section };
}
