import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IterationSamples, TreeSamples } from '../scenarios/index.js';
import { checkTargets, SECTION_END, SECTION_START, spliceSection, summarizeTree } from './index.js';

const s = (wallMs: number, cpuMs: number | null = null, peakRssKiB: number | null = null) => ({ wallMs, cpuMs, peakRssKiB });

function iteration(ctags: number, cold: number, warm: number, unchanged: number, changed: number): IterationSamples {
  return {
    order: ['ctags', 'server'],
    ctags: { ...s(ctags, ctags / 2, 8192), filesScanned: 990 },
    cold: s(cold, cold * 1.5, 204800),
    warm: s(warm),
    refreshUnchanged: { ...s(unchanged), ok: true },
    refreshChanged: { ...s(changed), ok: true, editedFiles: 100, nodesBefore: 50_000, nodesAfter: 50_100 },
    refreshJoined: { ...s(changed / 2), ok: true },
    refreshLeft: { ...s(changed / 4), ok: true },
    refreshOrder: ['unchanged', '1%-changed'],
    queries: { search: [40, 60], seek: [5], firstSearch: 40 },
    serverFiles: { files: 10_000, source: 'orient.file_count' },
  };
}

const samples: TreeSamples = {
  tree: { name: 'gen-10k', kind: 'generated', source: 'generated, seed 1', files: 10_000, bytes: 4_000_000 },
  iterations: [iteration(1000, 3000, 200, 100, 400), iteration(2000, 4000, 300, 400, 800), iteration(1000, 5000, 1000, 500, 500)],
  failures: [],
};

test('a tree\'s figures are per-pair ratio summaries beside each side\'s own summary', () => {
  const f = summarizeTree(samples);
  assert.deepEqual(f.cold.vs_ctags, { median: 3, min: 2, max: 5, n: 3 });
  assert.deepEqual(f.warm.vs_cold, { median: 0.075, min: 0.0667, max: 0.2, n: 3 });
  assert.deepEqual(f.refresh_changed.vs_cold, { median: 0.133, min: 0.1, max: 0.2, n: 3 });
  assert.equal(f.cold.wall_ms!.median, 4000);
  assert.equal(f.cold.peak_rss_mib!.median, 200);
  assert.deepEqual(f.cold.cpu_vs_ctags, { median: 9, min: 6, max: 15, n: 3 });
  assert.equal(f.cold.us_per_file, 400);
  assert.deepEqual(f.server_files, { files: 10_000, source: 'orient.file_count' });
  assert.equal(f.ctags_files, 990);
  assert.equal(f.queries.search_ms!.median, 50);
  assert.deepEqual(f.queries.first_search_ms, { median: 40, min: 40, max: 40, n: 3 });
  assert.equal(f.refresh_changed.nodes_after, 50_100);
  assert.deepEqual(f.refresh_joined.vs_cold, { median: 0.0667, min: 0.05, max: 0.1, n: 3 });
  assert.deepEqual(f.refresh_left.vs_cold, { median: 0.0333, min: 0.025, max: 0.05, n: 3 });
});

test('a run without the join and leave refreshes (an older report\'s samples) summarises them as not measured', () => {
  const older = structuredClone(samples);
  for (const i of older.iterations) {
    delete i.refreshJoined;
    delete i.refreshLeft;
  }
  const f = summarizeTree(older);
  assert.equal(f.refresh_joined.vs_cold, null);
  assert.deepEqual(f.refresh_left.failed, []);
});

test('a failed refresh is left out of the ratios and listed', () => {
  const failing = structuredClone(samples);
  failing.iterations[0]!.refreshUnchanged = { ...s(10), ok: false, error: 'refresh_would_shrink_graph' };
  const f = summarizeTree(failing);
  assert.equal(f.refresh_unchanged.vs_cold!.n, 2);
  assert.deepEqual(f.refresh_unchanged.failed, ['refresh_would_shrink_graph']);
});

test('targets at 10k files and up judge warm restart against a tenth of cold', () => {
  const checks = checkTargets([summarizeTree(samples)]);
  assert.deepEqual(checks.find((c) => c.target === 'warm restart / cold'), { target: 'warm restart / cold', tree: 'gen-10k', measured: 0.075, limit: 0.1, unit: '×', met: true });
  assert.equal(checks.find((c) => c.target === 'unchanged refresh / cold')!.met, true);
  assert.equal(checks.find((c) => c.target === '1%-changed refresh / cold')!.met, true);
});

test('the README section is replaced between its markers, or appended once under a heading', () => {
  const section = `${SECTION_START}\nnew\n${SECTION_END}`;
  assert.equal(spliceSection(`# x\n\n## Bench\n\ntext\n\n${SECTION_START}\nold\n${SECTION_END}\n\n## After\n`, section), `# x\n\n## Bench\n\ntext\n\n${section}\n\n## After\n`);
  assert.equal(spliceSection('# x\n', section), `# x\n\n## Bench\n\n${section}\n`);
  assert.throws(() => spliceSection(`# x\n${SECTION_END}\n`, section), /broken bench section/);
});
