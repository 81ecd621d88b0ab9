import { compareText, median } from '../reports/index.js';

/**
 * Splits scenario identities into `total` bins of near-equal expected time: longest first, each into the bin
 * with the least time so far (the lowest index on a tie), ties between scenarios broken by identity. The
 * result depends only on the identities and the durations, so every shard computes the same partition.
 * A scenario the durations do not know weighs the median of those they do (1 s when they know none).
 */
export function partition(ids: readonly string[], durations: ReadonlyMap<string, number>, total: number): string[][] {
  if (!Number.isInteger(total) || total < 1) throw new Error(`partition: total must be a whole number ≥ 1, got ${total}`);
  const unique = [...new Set(ids)];
  const known = unique.map((id) => durations.get(id)).filter((d): d is number => d !== undefined).sort((a, b) => a - b);
  const fallback = known.length > 0 ? median(known) : 1;
  const weighed = unique.map((id) => ({ id, weight: durations.get(id) ?? fallback }));
  weighed.sort((a, b) => b.weight - a.weight || compareText(a.id, b.id));
  const bins = Array.from({ length: total }, () => ({ load: 0, ids: [] as string[] }));
  for (const { id, weight } of weighed) {
    let best = bins[0]!;
    for (const bin of bins) if (bin.load < best.load) best = bin;
    best.ids.push(id);
    best.load += weight;
  }
  return bins.map((b) => b.ids);
}
